import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  CONTENT,
  chunkPathsOf,
  contentText,
  engineChunkPaths,
  errorMessages,
  expectNewDocument,
  expectSameDocument,
  holdAnswers,
  navLink,
  openSite,
  pageJson,
  pagePath,
  stopPageClock,
  textOfHtml,
  trackPageRequests,
  waitForDownloads,
} from './support';

const isPageJson = (url: string) => new URL(url).searchParams.get('dm_ajaxCall') === 'true';
const pathOf = (url: string) => new URL(url).pathname;
/** Core's `PAGE_LOAD_TIMEOUT_MS`: how long a click waits for its page (spec §9). */
const PAGE_LOAD_TIMEOUT_MS = 30_000;

/** The browser's data saver: core then downloads nothing on a guess, so the idle warm-up stays out of the way. */
function saveData(page: Page) {
  return page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) });
  });
}

test.describe('the first click', () => {
  test('asks for its page while the engine is still on its way, never after it', async ({ page }) => {
    const engine = engineChunkPaths()[0]!;
    const order: string[] = [];
    let pageRequested = (): void => {};
    const requested = new Promise<void>((resolve) => {
      pageRequested = resolve;
    });
    page.on('request', (request) => {
      if (!isPageJson(request.url())) return;
      order.push(`page requested: ${pathOf(request.url())}`);
      pageRequested();
    });
    page.on('response', (response) => {
      if (pathOf(response.url()) === engine) order.push('engine answered');
    });
    // The engine's code is held until the page has been asked for: a click that waited for the engine before
    // requesting its page would wait forever.
    await page.route(`**${engine}`, async (route) => {
      await requested;
      await route.continue();
    });
    await openSite(page);
    const requests = trackPageRequests(page);

    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    expect(await contentText(page)).toBe(await textOfHtml(page, (await pageJson(page, 'about')).content));
    expect(order.slice(0, 2)).toEqual([`page requested: ${pagePath('about')}`, 'engine answered']);
    expect(requests).toHaveLength(1);
    await expectSameDocument(page);
  });

  test('downloads the engine and all its chunks in one wave', async ({ page }) => {
    await saveData(page);
    const [engine, ...shared] = engineChunkPaths();
    expect(shared.length).toBeGreaterThan(0);
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(pathOf(request.url())));
    // The engine chunk is held: any chunk it imports that is only asked for once it has arrived never is.
    let release = (): void => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${engine}`, async (route) => {
      await released;
      await route.continue();
    });
    await openSite(page);
    expect(requested.has(engine!)).toBe(false);

    // A programmatic click: no pointer, no hover, as a keyboard or a script clicks.
    await page
      .locator(`header a[href="${pagePath('menu')}"]`)
      .first()
      .evaluate((link: HTMLElement) => link.click());
    await expect.poll(() => [engine!, ...shared].filter((path) => !requested.has(path))).toEqual([]);
    release();
    await expect(page).toHaveURL(pagePath('menu'));
    await expectSameDocument(page);
  });

  test('finds the engine already warm: its chunks are preloaded at low priority once the page is idle', async ({
    page,
  }) => {
    const chunks = engineChunkPaths();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (chunks.includes(pathOf(request.url()))) requested.push(pathOf(request.url()));
    });
    // A page with no widget in view: its only preloads are the engine's.
    await openSite(page, 'our-story');
    // No pointer, no click: the page only has to be idle.
    await expect.poll(() => [...requested].sort()).toEqual([...chunks].sort());
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
        path: new URL(link.href).pathname,
        priority: link.getAttribute('fetchpriority'),
      })),
    );
    expect(preloads.map(({ path }) => path).sort()).toEqual([...chunks].sort());
    expect(new Set(preloads.map(({ priority }) => priority))).toEqual(new Set(['low']));

    // The first click then costs one request: the page's.
    const requests = trackPageRequests(page);
    const before = requested.length;
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    expect(requests).toHaveLength(1);
    expect(requested).toHaveLength(before);
  });

  test('offline before the engine has loaded: the error block with Try Again, not the browser’s offline page', async ({
    page,
    context,
  }) => {
    // The engine's code cannot be had (the warm-up failed, or the page went offline before the page was idle).
    const engine = engineChunkPaths()[0]!;
    await page.route(`**${engine}`, (route) => route.abort('internetdisconnected'));
    await openSite(page);
    const messages = await errorMessages(page);
    // Core fetches what shows the error block at boot, while the page surely has a network: a visitor offline
    // a moment later has it. (One offline before it arrived gets the browser's own page, as without core.)
    await waitForDownloads(page, chunkPathsOf('src/navigation/without-engine.ts'));
    await context.setOffline(true);

    await navLink(page, 'about').click();
    const block = page.locator(`${CONTENT} .vitrine-error`);
    await expect(block).toContainText(messages.general);
    await expect(block).toHaveAttribute('role', 'alert');
    await expect(page.locator(CONTENT)).toBeFocused();
    // History stays on the page the visitor was on: the page they asked for has not been seen.
    await expect(page).toHaveURL(pagePath('home'));
    await expectSameDocument(page);

    await context.setOffline(false);
    await page.unroute(`**${engine}`);
    await block.getByRole('link', { name: messages.tryAgain }).click();
    await expect(page).toHaveURL(pagePath('about'));
    await expect
      .poll(() => contentText(page))
      .toBe(await textOfHtml(page, (await pageJson(page, 'about')).content));
  });

  test('a hung server: the click waits 30 seconds for its page and the engine, then loads the whole document', async ({
    page,
  }) => {
    // The page's clock stands still and is moved by the test: 30 seconds take none, however slow the machine.
    await stopPageClock(page);
    // Neither the engine's code nor the page's answer ever arrives (the engine's 120 s are not waited on).
    await page.route(`**${engineChunkPaths()[0]}`, () => {});
    await openSite(page);
    const { requested } = holdAnswers(page, `**${pagePath('about')}?dm_ajaxCall=true`);

    await navLink(page, 'about').click();
    await requested;
    await page.clock.runFor(PAGE_LOAD_TIMEOUT_MS - 1);
    await expect(page).toHaveURL(pagePath('home'));
    await page.clock.runFor(1);
    await expect(page).toHaveURL(pagePath('about'));
    await expect(page).toHaveTitle((await pageJson(page, 'about')).title);
    await expectNewDocument(page);
  });

  test('on a page without a content container loads the whole document, asking for no page JSON', async ({
    page,
  }) => {
    await page.route(`**${pagePath('home')}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(' data-vitrine-content=""', '');
      await route.fulfill({ response, body });
    });
    await openSite(page);
    const requests = trackPageRequests(page);
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    await expectNewDocument(page);
    expect(requests).toEqual([]);
  });
});
