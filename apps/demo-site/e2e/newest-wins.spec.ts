import { expect, test } from './fixtures';
import {
  contentText,
  expectSameDocument,
  navLink,
  openSite,
  pageJson,
  pagePath,
  textOfHtml,
  trackPageRequests,
} from './support';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('rapid clicks on A then B render only B; A is aborted and never shows', async ({ page }) => {
  // B is a page nothing rewrites once shown (the menu's custom widget would), so its text is the JSON's.
  await openSite(page);
  const historyLength = await page.evaluate(() => history.length);
  await page.route(`**${pagePath('about')}?dm_ajaxCall=true`, async (route) => {
    await delay(1000);
    await route.continue().catch(() => {});
  });
  await page.route(`**${pagePath('our-story')}?dm_ajaxCall=true`, async (route) => {
    await delay(150);
    await route.continue();
  });
  const aborted = page.waitForEvent('requestfailed', (request) =>
    request.url().includes(`${pagePath('about')}?`),
  );
  const shown: string[] = [];
  await page.exposeFunction('__recordShown', (url: string) => shown.push(url));
  await page.evaluate(() =>
    window.vitrine!.on('page-load', (event) => void window.__recordShown!(event.url.pathname)),
  );

  await navLink(page, 'about').click();
  await navLink(page, 'our-story').click();

  await expect(page).toHaveURL(pagePath('our-story'));
  await aborted;
  await page.waitForTimeout(1300);
  await expect(page).toHaveURL(pagePath('our-story'));
  expect(shown).toEqual([pagePath('our-story')]);
  expect(await contentText(page)).toBe(await textOfHtml(page, (await pageJson(page, 'our-story')).content));
  expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
});

test('a double click makes one request and one history entry', async ({ page }) => {
  await openSite(page);
  const historyLength = await page.evaluate(() => history.length);
  const requests = trackPageRequests(page);
  await page.route(`**${pagePath('about')}?dm_ajaxCall=true`, async (route) => {
    await delay(200);
    await route.continue();
  });
  await navLink(page, 'about').dblclick();
  await expect(page).toHaveURL(pagePath('about'));
  await page.waitForTimeout(500);
  expect(requests).toHaveLength(1);
  expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
  await expectSameDocument(page);
});

declare global {
  interface Window {
    __recordShown?: (url: string) => Promise<void>;
  }
}
