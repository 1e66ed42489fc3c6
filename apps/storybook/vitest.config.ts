import { defineConfig } from 'vitest/config';

// The test reads the built Storybook (dist/index.json): Node only, and `turbo run test` builds first.
export default defineConfig({
  test: { environment: 'node', include: ['test/**/*.test.ts'] },
});
