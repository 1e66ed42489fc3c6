import { defineConfig } from 'vitest/config';

// Installs with npm and builds real projects: minutes, not milliseconds, and one file at a time on 2 cores.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 10 * 60_000,
    hookTimeout: 10 * 60_000,
    fileParallelism: false,
  },
});
