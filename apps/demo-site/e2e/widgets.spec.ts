import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  addLink,
  expectEventsListed,
  navLink,
  nextPageLoad,
  openSite,
  pagePath,
  requestsTo,
  stopPageClock,
} from './support';

const pathsOf = (urls: string[]) => urls.map((url) => new URL(url).pathname);

const widget = (page: Page, name: string) => page.locator(`[data-vitrine-widget="${name}"]`);
const STATE = 'data-vitrine-widget-state';

test.describe('widget packages', () => {
  test('a widget below the fold downloads nothing until it scrolls into view', async ({ page }) => {
    // Everything of the widget's package: its module and its mount chunk. (React is not counted: the menu
    // page's restaurant menu, in view, uses it. Pages without widgets in view never ask for it, below.)
    const module = requestsTo(page, '/cdn/widget-bake-schedule/');
    await openSite(page, 'menu');
    // The custom widget near the top has done its work: the page is settled.
    await expect(page.locator('[data-widget-id="baguette-countdown"]')).toHaveAttribute(
      'data-ready',
      'first-load',
    );
    // The host marks a widget as soon as it starts it: unmarked, nothing of it has been asked for.
    await expect(widget(page, 'bake-schedule')).not.toHaveAttribute(STATE, /.+/);
    expect(module).toEqual([]);

    await widget(page, 'bake-schedule').scrollIntoViewIfNeeded();
    await expect(
      widget(page, 'bake-schedule').getByRole('heading', { name: 'Out of the oven today' }),
    ).toBeVisible();
    await expect(widget(page, 'bake-schedule')).toHaveAttribute(STATE, 'mounted');
    expect(pathsOf(module)[0]).toBe('/cdn/widget-bake-schedule/widget-bake-schedule.js');
  });

  test('a widget in view downloads beside core: its module, mount chunk and React are asked for before the widget host has arrived', async ({
    page,
  }) => {
    // Core's widget host is held: without the page's preload hints nothing of the widget is asked for until
    // the host has arrived and found the element.
    let release = (): void => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/cdn/runtime-core/chunks/widget-host-*.js', async (route) => {
      await released;
      await route.continue();
    });
    const requested = requestsTo(page, '/cdn/');
    // The priority Chromium fetched each file at, which no page API reports.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request }) =>
      priorities.set(new URL(request.url).pathname, request.initialPriority),
    );
    await page.goto(pagePath('locations'), { waitUntil: 'domcontentloaded' });
    const hinted = await page.evaluate(() =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    const module = '/cdn/widget-opening-hours/widget-opening-hours.js';
    const mount = hinted.find((path) => path.startsWith('/cdn/widget-opening-hours/chunks/mount-'));
    expect(mount).toBeDefined();
    for (const path of [
      module,
      mount!,
      '/cdn/widget-api/vendor/react.js',
      '/cdn/widget-api/vendor/react-dom-client.js',
    ])
      expect(hinted).toContain(path);
    await expect
      .poll(() =>
        [module, mount!, '/cdn/widget-api/vendor/react.js'].filter(
          (path) => !pathsOf(requested).includes(path),
        ),
      )
      .toEqual([]);
    // Low: widget code must not take bandwidth from the stylesheet and images the first paint waits for.
    expect([module, mount!, '/cdn/widget-api/vendor/react.js'].map((path) => priorities.get(path))).toEqual([
      'Low',
      'Low',
      'Low',
    ]);

    release();
    await expect(widget(page, 'opening-hours').first()).toHaveAttribute(STATE, 'mounted');
  });

  test('pages with no widget in view carry no hint for widget code', async ({ page }) => {
    const hintsIn = async (alias: string) =>
      [
        ...(await (await page.request.get(pagePath(alias))).text()).matchAll(
          /<link rel="(?:modulepreload|preload)" href="([^"]+)"/g,
        ),
      ].map(([, href]) => href!);
    // Home's hero is on a video background, in view: our story has no widget at all.
    expect(await hintsIn('our-story')).toEqual([]);
    // The menu's widget is below the fold; its custom widget near the top runs at once, so its code is named.
    const menu = await hintsIn('menu');
    expect(menu.filter((href) => /^\/cdn\/(widget-|vendor\/)/.test(href))).toEqual([]);
    expect(menu).toContain('/_dm/s/rt/custom-widgets/baguette-countdown/1.1.0.js');
  });

  test('pages without widgets never download React or the widget host', async ({ page }) => {
    const react = requestsTo(page, '/cdn/widget-api/vendor/react');
    const host = requestsTo(page, '/widget-host-');
    // Home has a video background and the image slider, About the gallery background and two players: these
    // pages have no widget at all.
    await openSite(page, 'our-story');
    for (const alias of ['allergens', 'thank-you', 'our-story']) {
      // Widgets of a page start from its page-load event: once it has fired, the page's decision is made.
      const loaded = nextPageLoad(page);
      await (await addLink(page, pagePath(alias), `Go to ${alias}`)).click();
      await loaded;
      await expect(page).toHaveURL(pagePath(alias));
    }
    expect(react).toEqual([]);
    expect(host).toEqual([]);
  });

  test('three widget packages on three pages share one React and one zod/mini, downloaded once', async ({
    page,
  }) => {
    const vendor = requestsTo(page, '/cdn/widget-api/vendor/');
    const schemaLibrary = requestsTo(page, '/vendor/zod-mini.js');
    // The locations page opens its holiday message (a modal) 2 s after it shows; on a busy machine that can be
    // before the click below. Its clock stands still, so the message waits and the page stays the test's.
    await stopPageClock(page);
    const modules = requestsTo(page, '/cdn/widget-');
    await openSite(page, 'locations');
    await expect(widget(page, 'opening-hours')).toHaveCount(3);
    for (const badge of await widget(page, 'opening-hours').all())
      await expect(badge).toContainText(/^(Open now|Closed now)/);

    await navLink(page, 'menu').click();
    await expect(page).toHaveURL(pagePath('menu'));
    await widget(page, 'bake-schedule').scrollIntoViewIfNeeded();
    await expect(widget(page, 'bake-schedule')).toHaveAttribute(STATE, 'mounted');

    await navLink(page, 'blog').click();
    await expect(page).toHaveURL(pagePath('blog'));
    await expect(widget(page, 'example-countdown')).toHaveAttribute(STATE, 'mounted');
    await expect(widget(page, 'example-countdown')).toContainText(
      /The winter solstice night bake on Harbor Street starts in|The solstice night bake is on/,
    );

    expect(
      pathsOf(modules)
        .filter((path) => !path.includes('/widget-api/'))
        .map((path) => path.split('/')[2]),
    ).toEqual(expect.arrayContaining(['widget-opening-hours', 'widget-bake-schedule', 'widget-countdown']));
    // One copy of each React module for the whole visit: the import map gives every widget the same one.
    const reactFiles = pathsOf(vendor).filter((path) => /\/react[\w-]*\.js$/.test(path));
    expect(reactFiles.length).toBeGreaterThan(0);
    expect(new Set(reactFiles).size).toBe(reactFiles.length);
    // And one zod/mini for the three packages' config schemas and core's own, instead of a copy in each.
    expect(pathsOf(schemaLibrary)).toEqual(['/cdn/runtime-core/vendor/zod-mini.js']);
  });

  test('leaving a page unmounts its widgets: no timer or listener outlives 50 navigations', async ({
    page,
  }) => {
    // Fifty navigations, each mounting a widget, are real work: on a shared 2-core machine under load they
    // took more than the default 30 s. Each step still waits for a definite state.
    test.slow();
    // Counts the intervals the page has running, whoever started them.
    await page.addInitScript(() => {
      const live = new Set<number>();
      const setInterval = window.setInterval.bind(window);
      const clearInterval = window.clearInterval.bind(window);
      window.setInterval = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
        const id = setInterval(handler, timeout, ...rest);
        live.add(id);
        return id;
      }) as typeof window.setInterval;
      window.clearInterval = ((id?: number) => {
        if (id !== undefined) live.delete(id);
        clearInterval(id);
      }) as typeof window.clearInterval;
      (window as Window & { __liveIntervals?: () => number }).__liveIntervals = () => live.size;
    });
    const session = await page.context().newCDPSession(page);
    const listenerCount = async (): Promise<number> => {
      let total = 0;
      for (const target of ['window', 'document']) {
        const { result } = await session.send('Runtime.evaluate', { expression: target });
        const { listeners } = await session.send('DOMDebugger.getEventListeners', {
          objectId: result.objectId!,
        });
        total += listeners.length;
      }
      return total;
    };
    const liveIntervals = () =>
      page.evaluate(() => (window as Window & { __liveIntervals?: () => number }).__liveIntervals!());

    await openSite(page, 'blog');
    const countdown = widget(page, 'example-countdown');
    await expect(countdown).toHaveAttribute(STATE, 'mounted');
    // About's own widget (its gallery background) is started before counting, and is again at the end.
    const background = widget(page, 'gallery-background');
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    await expect(background).toHaveAttribute(STATE, 'mounted');
    const baseline = { listeners: await listenerCount(), intervals: await liveIntervals() };

    for (let round = 0; round < 25; round++) {
      await navLink(page, 'blog').click();
      await expect(countdown).toHaveAttribute(STATE, 'mounted');
      await navLink(page, 'about').click();
      await expect(page).toHaveURL(pagePath('about'));
    }
    await expect(countdown).toHaveCount(0);
    await expect(background).toHaveAttribute(STATE, 'mounted');
    expect(await liveIntervals()).toBe(baseline.intervals);
    expect(await listenerCount()).toBe(baseline.listeners);
  });

  test('a widget whose module cannot load stays empty and logs why; the rest of the page carries on', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/cdn/widget-opening-hours/**', (route) => route.fulfill({ status: 503, body: '' }));
    // The holiday message would open over the page 2 s after it shows: the clock stands still instead.
    await stopPageClock(page);
    await openSite(page, 'locations');
    await expect.poll(() => errors.some((text) => text.includes('could not be loaded'))).toBe(true);
    // The custom widget beside it still lists the events once reached; the page still navigates.
    await page.locator('[data-widget-id="upcoming-events"]').scrollIntoViewIfNeeded();
    await expectEventsListed(page);
    await expect(widget(page, 'opening-hours').first()).toBeEmpty();
    await navLink(page, 'menu').click();
    await expect(page).toHaveURL(pagePath('menu'));
  });
});
