import type { KeyInput } from 'puppeteer-core';
import puppeteer from 'puppeteer-core';
import type { EngineDriver } from './driver';

export const firefoxExecutablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (no geckodriver, no download). Its prefs keep
 * it off the network it does not have, as Chromium's flags do.
 */
export async function launchFirefox(): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxExecutablePath,
    headless: true,
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.safebrowsing.downloads.remote.enabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
    },
  });
  const page = await browser.newPage();
  return {
    engine: 'firefox',
    version: await browser.version(),
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: (fn, arg) => page.evaluate(fn as never, arg as never) as never,
    async setViewport(width, height) {
      await page.setViewport({ width, height });
    },
    async click(selector) {
      const element = await page.waitForSelector(selector, { visible: true });
      await element!.click();
      await element!.dispose();
    },
    async press(key) {
      // puppeteer's BiDi keyboard knows the space bar only as the character: 'Space' throws "Unknown key".
      await page.keyboard.press((key === 'Space' ? ' ' : key) as KeyInput);
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    async clearCookies() {
      await browser.deleteCookie(...(await browser.cookies()));
    },
    async close() {
      await browser.close();
    },
  };
}
