import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../../config/chromium.mjs';

/**
 * End-to-end suite: Debian's Chromium (Playwright downloads no browser here) against the built demo server.
 * Each worker starts its own server on a free port with a throwaway database (see e2e/fixtures.ts), so build
 * first: `pnpm turbo run build --filter=@vitrine/demo-site...`.
 */
export default defineConfig({
  testDir: 'e2e',
  workers: 2,
  retries: 0,
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutablePath,
      args: chromiumArgs,
    },
  },
});
