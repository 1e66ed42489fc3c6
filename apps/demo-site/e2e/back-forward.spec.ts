import { expect, test } from './fixtures';
import {
  contentText,
  expectSameDocument,
  navLink,
  nextPageLoad,
  openSite,
  pageJson,
  pagePath,
  SITE,
  scrollAndSettleHeader,
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
  // Core remembers the position on the page's scroll event, which comes a frame after scrollTo: wait for it, and
  // for the header's slide to its scrolled state, so the click on its link leaves the page where it is.
  await scrollAndSettleHeader(page, 1200);
  await expect.poll(() => scrollY(page)).toBe(1200);

  await navLink(page, 'about').click();
  await expect(page).toHaveURL(pagePath('about'));
  await expect.poll(() => scrollY(page)).toBe(0);
  const requests = trackPageRequests(page);

  // The header as the restored page first has it: when it takes its scrolled state (a frame after the scroll).
  const headerOnRestore = page.evaluate(
    () =>
      new Promise<{ scrolled: boolean; sliding: number }>((resolve) => {
        const header = document.querySelector('header.site-header')!;
        new MutationObserver((_, observer) => {
          observer.disconnect();
          const running = header
            .getAnimations({ subtree: true })
            .filter(({ playState }) => playState === 'running');
          resolve({ scrolled: header.hasAttribute('data-mini-header-scrolled'), sliding: running.length });
        }).observe(header, { attributeFilter: ['data-mini-header-scrolled'] });
      }),
  );
  const restored = nextPageLoad(page);
  await page.goBack();
  await expect(page).toHaveURL(pagePath('our-story'));
  expect((await restored).fromCache).toBe(true);
  expect(await contentText(page)).toBe(await textOfHtml(page, (await pageJson(page, 'our-story')).content));
  await expect.poll(() => scrollY(page)).toBe(1200);
  // Its header as it was left, at once: in its scrolled state (the mini-header), nothing in it sliding there.
  expect(await headerOnRestore).toEqual({ scrolled: true, sliding: 0 });

  await page.goForward();
  await expect(page).toHaveURL(pagePath('about'));
  await expect.poll(() => scrollY(page)).toBe(0);
  expect(requests).toHaveLength(0);
  await expectSameDocument(page);
});

test('back to the landing page comes from memory: no request, its scroll restored', async ({ page }) => {
  await openSite(page, 'our-story');
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => scrollY(page)).toBe(900);
  const landing = await contentText(page);
  // A page without widgets: nothing it starts can still be downloading when Back is pressed.
  // (Through core's API: clicking a link put in would scroll the page to it first.)
  await page.evaluate((path) => void window.vitrine!.navigate(path), pagePath('allergens'));
  await expect(page).toHaveURL(pagePath('allergens'));
  await expect.poll(() => scrollY(page)).toBe(0);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  const restored = nextPageLoad(page);
  await page.goBack();
  await expect(page).toHaveURL(pagePath('our-story'));
  expect((await restored).fromCache).toBe(true);
  expect(await contentText(page)).toBe(landing);
  await expect(page).toHaveTitle((await pageJson(page, 'our-story')).title);
  await expect.poll(() => scrollY(page)).toBe(900);
  expect(requests.filter((url) => !url.endsWith('/favicon.svg'))).toEqual([]);
  await expectSameDocument(page);
});

test('back to a page the full cache could not keep reloads it in place', async ({ page }) => {
  // CacheSize is 10: ten pages kept from an earlier visit leave no room for the landing page or the next.
  await page.addInitScript((site) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const pages = Object.fromEntries(
      Array.from({ length: 10 }, (_, index) => [
        `${site}/earlier-${index}`,
        { content: { title: `Earlier ${index}`, content: `<h1>Earlier ${index}</h1>` }, storedAt: 1 },
      ]),
    );
    localStorage.setItem('pages', JSON.stringify(pages));
  }, SITE);
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
