import { defineConfig } from 'vitest/config';

/** Tests resolve workspace packages to their TypeScript source, so no build is needed to run them. */
export const sharedVitestConfig = defineConfig({
  resolve: { conditions: ['@vitrine/source'] },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
