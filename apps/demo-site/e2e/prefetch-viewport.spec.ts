import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { CONTENT, navLink, nextPageLoad, openSite, pageJson, pagePath, trackPageRequests } from './support';

const REPUBLISH_SKIP = 'republishing changes the server’s page, not the exported file';

/** The header's navigation links in view on the landing page (home is the page on screen), in order. */
const FIRST_NAV_PAGES = ['about', 'our-story', 'menu'].map(pagePath);

const pathsOf = (requests: readonly Request[]) => requests.map((request) => new URL(request.url()).pathname);
const shownUuid = (page: Page) => page.locator('html').getAttribute('data-vitrine-page-uuid');

/**
 * Renders the landing document with these site parameters added (`Prefetch`, its budgets), as a server
 * configured so would, and `inject` (markup) at the start of its content; redirects (a static host's folder
 * addresses) pass untouched.
 */
async function withSiteParams(page: Page, params: Record<string, unknown>, inject = ''): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith(pagePath('')) && !url.searchParams.has('dm_ajaxCall'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch({ maxRedirects: 0 });
      if (response.status() !== 200) return route.fulfill({ response });
      const body = (await response.text())
        .replace(/("CacheSize":\s*10)/, `$1,${JSON.stringify(params).slice(1, -1)}`)
        .replace(/(<main[^>]*data-vitrine-content[^>]*>)/, `$1${inject}`);
      return route.fulfill({ response, body });
    },
  );
}

/**
 * Until the page has been idle twice since now: prefetches in view are decided in idle callbacks, so whatever the
 * strategy was going to ask for after what the test saw, it has asked for by then. Order, not time.
 */
async function afterTwoIdlePeriods(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = (task: () => void) =>
          window.requestIdleCallback ? window.requestIdleCallback(task) : window.setTimeout(task, 50);
        requestAnimationFrame(() => idle(() => idle(() => resolve())));
      }),
  );
}

/** Until every request in `requests` has its whole answer in the browser. */
async function answered(requests: readonly Request[]): Promise<void> {
  await Promise.all(requests.map(async (request) => (await request.response())?.finished()));
}

const pageViews = (page: Page) =>
  page.evaluate(
    () =>
      ((window as Window & { dataLayer?: Array<Record<string, string>> }).dataLayer ?? []).filter(
        (entry) => entry.event === 'page_view',
      ).length,
  );

test.describe('prefetch: the viewport strategy', () => {
  test('the nav links in view are requested once the page is idle, and a click on one shows the page before any new answer', async ({
    page,
  }) => {
    await withSiteParams(page, { Prefetch: 'viewport' });
    const requests = trackPageRequests(page);
    await openSite(page);
    await expect.poll(() => pathsOf(requests)).toEqual(FIRST_NAV_PAGES);
    await answered(requests);
    await afterTwoIdlePeriods(page);
    // The budget's 3 pages, no more, however many links the page has.
    expect(pathsOf(requests)).toEqual(FIRST_NAV_PAGES);

    const story = await pageJson(page, 'our-story');
    // From now on no answer ever arrives: the page shows from what was prefetched.
    await page.route('**/*dm_ajaxCall=true*', () => {});
    const load = nextPageLoad(page);
    await navLink(page, 'our-story').click();
    await expect(page).toHaveURL(pagePath('our-story'));
    expect((await load).fromCache).toBe(true);
    await expect(page).toHaveTitle(story.title);
    // Prefetches are not page views: the landing document and the click are.
    await expect.poll(() => pageViews(page)).toBe(2);
  });

  test('with Save-Data, nothing is prefetched', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} },
      });
    });
    await withSiteParams(page, { Prefetch: 'viewport' });
    const requests = trackPageRequests(page);
    await openSite(page);
    await afterTwoIdlePeriods(page);
    // A click starts the engine (the data saver kept it from warming): on the new page view, nothing either.
    await navLink(page, 'menu').click();
    await expect(page).toHaveURL(pagePath('menu'));
    await page.mouse.wheel(0, 2000);
    await afterTwoIdlePeriods(page);
    await afterTwoIdlePeriods(page);
    expect(pathsOf(requests)).toEqual([pagePath('menu')]);
  });

  test('the budget holds on a page with many links: pages, then bytes', async ({ page }) => {
    // Forty links to one page under forty addresses, each its own page, all of one size, opted in (the site's
    // strategy stays intent, so they are the only links prefetched in view).
    const addresses = Array.from({ length: 40 }, (_, n) => `${pagePath('gallery')}?v=${n}`);
    const links = `<p data-vitrine-prefetch>${addresses.map((href) => `<a href="${href}">${href}</a> `).join('')}</p>`;
    const size = (await (await page.request.get(`${addresses[0]}&dm_ajaxCall=true`)).text()).length;
    const requests = trackPageRequests(page);
    const queries = () => requests.map((request) => new URL(request.url()).searchParams.get('v'));

    // Bytes for two and a half pages: two.
    await withSiteParams(page, { PrefetchPages: 5, PrefetchBytes: Math.floor(size * 2.5) }, links);
    await openSite(page);
    await expect.poll(() => requests.length).toBe(2);
    await answered(requests);
    await afterTwoIdlePeriods(page);
    await page.mouse.wheel(0, 4000);
    await afterTwoIdlePeriods(page);
    // In the order they were reached.
    expect(queries()).toEqual(['0', '1']);

    // Bytes enough for all: the pages stop at 5.
    await page.unrouteAll({ behavior: 'wait' });
    await withSiteParams(page, { PrefetchPages: 5, PrefetchBytes: 100 * size }, links);
    requests.length = 0;
    await openSite(page);
    await expect.poll(() => requests.length).toBe(5);
    await answered(requests);
    await afterTwoIdlePeriods(page);
    await page.mouse.wheel(0, 4000);
    await afterTwoIdlePeriods(page);
    expect(queries()).toEqual(['0', '1', '2', '3', '4']);
  });

  test('the page cache holds the pages visited, not the ones prefetched, and Back to them makes no request', async ({
    page,
  }) => {
    await withSiteParams(page, { Prefetch: 'viewport' });
    const requests = trackPageRequests(page);
    await openSite(page);
    await expect.poll(() => pathsOf(requests)).toEqual(FIRST_NAV_PAGES);
    await answered(requests);
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    await navLink(page, 'menu').click();
    await expect(page).toHaveURL(pagePath('menu'));
    const stored = () =>
      page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('pages') ?? '{}')).sort());
    await expect.poll(stored).toEqual([pagePath('about'), pagePath('home'), pagePath('menu')].sort());

    const before = requests.length;
    await page.goBack();
    await expect(page).toHaveURL(pagePath('about'));
    await page.goBack();
    await expect(page).toHaveURL(pagePath('home'));
    await expect(page.locator(CONTENT)).toBeVisible();
    await afterTwoIdlePeriods(page);
    // Back restores from the page cache with no request; the page views' own prefetches may ask for others.
    const afterBack = pathsOf(requests.slice(before));
    for (const path of [pagePath('about'), pagePath('home'), pagePath('menu')])
      expect(afterBack).not.toContain(path);
  });

  test('a page republished after it was prefetched is revalidated when the visitor opens it', async ({
    page,
    republish,
    site,
  }) => {
    test.skip(site.kind === 'static', REPUBLISH_SKIP);
    await page.clock.install();
    await withSiteParams(page, { Prefetch: 'viewport' });
    const requests = trackPageRequests(page);
    await openSite(page);
    await expect.poll(() => pathsOf(requests)).toEqual(FIRST_NAV_PAGES);
    await answered(requests);
    const prefetched = (await (await requests[0]!.response())!.json()) as { uuid: string };
    const republished = await republish('about');
    expect(republished.uuid).not.toBe(prefetched.uuid);
    // Past the prefetch's freshness: it shows at once, and is asked for again.
    await page.clock.fastForward(11_000);

    const refreshed = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          window.vitrine!.on('page-refresh', (event) => resolve(event.url.pathname)),
        ),
    );
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    expect(await refreshed).toBe(pagePath('about'));
    await expect.poll(() => shownUuid(page)).toBe(republished.uuid);
    expect(pathsOf(requests).filter((path) => path === pagePath('about'))).toHaveLength(2);
  });
});

test.describe('prefetch: the intent strategy (the default)', () => {
  test('nothing is requested before a sign of intent, even once the engine runs', async ({ page }) => {
    const requests = trackPageRequests(page);
    await openSite(page);
    // The engine's chunk has arrived (wherever the site serves core from: the demo server, the static host).
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/engine-[^/]+\.js$/.test(entry.name)),
    );
    await afterTwoIdlePeriods(page);
    await afterTwoIdlePeriods(page);
    expect(requests).toEqual([]);
    await navLink(page, 'about').hover();
    await expect.poll(() => pathsOf(requests)).toEqual([pagePath('about')]);
  });

  test('an opted-in link is prefetched in view; one in an opted-out region never', async ({ page }) => {
    const requests = trackPageRequests(page);
    await withSiteParams(
      page,
      {},
      `<p data-vitrine-no-prefetch><a href="${pagePath('gallery')}" data-vitrine-prefetch>Opted out</a></p>` +
        `<p><a href="${pagePath('contact')}" data-vitrine-prefetch>Opted in</a></p>`,
    );
    await openSite(page);
    await expect.poll(() => pathsOf(requests)).toEqual([pagePath('contact')]);
    await answered(requests);
    await afterTwoIdlePeriods(page);
    expect(pathsOf(requests)).toEqual([pagePath('contact')]);
  });
});
