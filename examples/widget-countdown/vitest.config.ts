import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Loading the mount code (React, the adapter) for the first time can take more than vitest's default 5 s
    // on a busy machine.
    testTimeout: 20_000,
  },
});
