import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { startDemoServer, stopDemoServer } from '../e2e/fixtures';
import { launchChromium } from './drivers/chromium';
import type { EngineDriver, EngineName } from './drivers/driver';
import { launchFirefox } from './drivers/firefox';
import { launchWebKit } from './drivers/webkit';
import { startErrorRecorderProxy } from './error-recorder-proxy';

const LAUNCHERS: Record<EngineName, () => Promise<EngineDriver>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
};

export interface EngineSite {
  /** The origin the browser talks to: the demo server behind the error recorder. */
  origin: string;
}

interface WorkerFixtures {
  engine: EngineName;
  site: EngineSite;
  /** One browser per worker, kept across its tests: starting Firefox or WebKit costs seconds. */
  driver: EngineDriver;
}

export const test = base.extend<object, WorkerFixtures>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'vitrine-engines-'));
      const { child, server } = await startDemoServer(join(dir, 'vitrine.db'));
      const proxy = await startErrorRecorderProxy(server.origin);
      try {
        await use({ origin: proxy.origin });
      } finally {
        await proxy.close();
        await stopDemoServer(child);
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 40_000 },
  ],
  driver: [
    async ({ engine }, use) => {
      const driver = await LAUNCHERS[engine]();
      try {
        await use(driver);
      } finally {
        await driver.close();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

export { expect } from '@playwright/test';
