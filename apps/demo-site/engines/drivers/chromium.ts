import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../../../../config/chromium.mjs';
import type { EngineDriver } from './driver';

/** Debian's Chromium through Playwright, launched as the end-to-end suite launches it. */
export async function launchChromium(): Promise<EngineDriver> {
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
  const page = await browser.newPage();
  return {
    engine: 'chromium',
    version: browser.version(),
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    async setViewport(width, height) {
      await page.setViewportSize({ width, height });
    },
    async click(selector) {
      await page.locator(selector).first().click();
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    async clearCookies() {
      await page.context().clearCookies();
    },
    async close() {
      await browser.close();
    },
  };
}
