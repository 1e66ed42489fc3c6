import { defineConfig } from '@playwright/test';
import type { EngineName } from './engines/drivers/driver';

/**
 * The cross-engine suite (engines/README.md): one list of checks, run in Debian's Chromium, Firefox ESR and
 * WebKitGTK, each through its own driver. The browsers are not Playwright's: the `page` fixture is never used.
 */
const engines: EngineName[] = ['chromium', 'firefox', 'webkit'];

export default defineConfig<object, { engine: EngineName }>({
  testDir: 'engines',
  testMatch: '*.check.ts',
  // One browser per worker: two at once fill this machine's two cores.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['./engines/summary-reporter.ts']],
  projects: engines.map((engine) => ({ name: engine, use: { engine } })),
});
