import { expect, test } from './fixtures';
import {
  contentText,
  expectSameDocument,
  navLink,
  nextPageLoad,
  openSite,
  pageJson,
  pagePath,
  textOfHtml,
  trackPageRequests,
} from './support';

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => Math.round(window.scrollY));

test('back and forward restore cached pages with no request, at the scroll position they were left at', async ({
  page,
}) => {
  await openSite(page);
  await navLink(page, 'our-story').click();
  await expect(page).toHaveURL(pagePath('our-story'));
  // Core remembers the position on the page's scroll event, which comes a frame after scrollTo: wait for it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, 1200);
      }),
  );
  await expect.poll(() => scrollY(page)).toBe(1200);

  await navLink(page, 'about').click();
  await expect(page).toHaveURL(pagePath('about'));
  await expect.poll(() => scrollY(page)).toBe(0);
  const requests = trackPageRequests(page);

  const restored = nextPageLoad(page);
  await page.goBack();
  await expect(page).toHaveURL(pagePath('our-story'));
  expect((await restored).fromCache).toBe(true);
  expect(await contentText(page)).toBe(await textOfHtml(page, (await pageJson(page, 'our-story')).content));
  await expect.poll(() => scrollY(page)).toBe(1200);

  await page.goForward();
  await expect(page).toHaveURL(pagePath('about'));
  await expect.poll(() => scrollY(page)).toBe(0);
  expect(requests).toHaveLength(0);
  await expectSameDocument(page);
});

test('back to a page that is not cached reloads it in place', async ({ page }) => {
  await openSite(page, 'home');
  await navLink(page, 'about').click();
  await expect(page).toHaveURL(pagePath('about'));
  const requests = trackPageRequests(page);

  await page.goBack();
  await expect(page).toHaveURL(pagePath('home'));
  await expect.poll(() => requests.length).toBe(1);
  // The request is out; the content follows once its answer is rendered.
  const home = await textOfHtml(page, (await pageJson(page, 'home')).content);
  await expect.poll(() => contentText(page)).toBe(home);
  await expectSameDocument(page);
});
