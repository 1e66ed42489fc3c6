import { expect, test } from './fixtures';
import {
  contentText,
  expectSameDocument,
  holdAnswers,
  navLink,
  openSite,
  pageJson,
  pagePath,
  textOfHtml,
  trackPageRequests,
} from './support';

test('rapid clicks on A then B render only B; A is aborted and never shows', async ({ page }) => {
  // B is a page nothing rewrites once shown (the menu's custom widget would), so its text is the JSON's.
  await openSite(page);
  const historyLength = await page.evaluate(() => history.length);
  // A's answer is held until B has been shown: A can only lose, however slow the machine.
  const about = holdAnswers(page, `**${pagePath('about')}?dm_ajaxCall=true`);
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
  // A's request was given up: nothing of it can arrive any more.
  await aborted;
  about.release();
  await expect(page).toHaveURL(pagePath('our-story'));
  expect(shown).toEqual([pagePath('our-story')]);
  expect(await contentText(page)).toBe(await textOfHtml(page, (await pageJson(page, 'our-story')).content));
  expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
});

test('a double click makes one request and one history entry', async ({ page }) => {
  await openSite(page);
  const historyLength = await page.evaluate(() => history.length);
  const requests = trackPageRequests(page);
  // The answer waits until both clicks are in: the second lands while the first is still loading.
  const about = holdAnswers(page, `**${pagePath('about')}?dm_ajaxCall=true`);
  await navLink(page, 'about').dblclick();
  about.release();
  await expect(page).toHaveURL(pagePath('about'));
  expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
  await expectSameDocument(page);
  // Another page after it: a second request for about, had there been one, was made before this one.
  await navLink(page, 'menu').click();
  await expect(page).toHaveURL(pagePath('menu'));
  expect(requests.map((request) => new URL(request.url()).pathname)).toEqual([
    pagePath('about'),
    pagePath('menu'),
  ]);
});

declare global {
  interface Window {
    __recordShown?: (url: string) => Promise<void>;
  }
}
