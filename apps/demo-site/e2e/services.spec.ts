import type { Page } from '@playwright/test';
import { expect, signInAsOwner, test } from './fixtures';
import { expectEventsListed, openSite, pagePath, requestsTo, stopPageClock } from './support';

const events = (page: Page) => page.locator('[data-widget-id="upcoming-events"]');
const COLLECTION_PATH = '/_dm/s/rt/actions/sites/harbor-and-rye/collections/';

/** The client log lines the demo server has stored (`page.request` asks the test's server, whatever the page). */
async function storedLogs(page: Page, origin: string): Promise<Array<{ priority: string; log: string }>> {
  await signInAsOwner(page.request, origin);
  return (await page.request.get('/_demo/logs')).json();
}

/** A dmAPI call made in the page, answered as `{ok, value}` or `{ok: false, message}` so rejections compare. */
function inPage<T>(
  page: Page,
  call: string,
): Promise<{ ok: true; value: T } | { ok: false; message: string }> {
  return page.evaluate(
    (source) =>
      (new Function(`return (${source})`)() as Promise<T>).then(
        (value) => ({ ok: true as const, value }),
        (error: Error) => ({ ok: false as const, message: error.message }),
      ),
    call,
  );
}

/** Core's `FLAG_NOTIFY_THROTTLE_MS`: one flag report per 30 s. */
const FLAG_NOTIFY_THROTTLE_MS = 30_000;

test.describe('collections', () => {
  test('a custom widget lists the upcoming events of the site collection, read once from the server', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-11-23T10:00:00') });
    const loads = requestsTo(page, COLLECTION_PATH);
    await openSite(page, 'locations');
    // It starts when the visitor reaches it (core-runtime spec §4): it is just below the fold.
    await events(page).scrollIntoViewIfNeeded();

    await expectEventsListed(page);
    const items = events(page).locator('.upcoming-events__item');
    await expect(items).toHaveCount(2);
    // 31 October has passed on 23 November; the rest come in date order, linked to their pages.
    await expect(items.nth(0)).toContainText('Sat, December 5');
    await expect(items.nth(0).getByRole('link', { name: 'Sourdough basics' })).toHaveAttribute(
      'href',
      `${pagePath('contact')}#wholesale-heading`,
    );
    await expect(items.nth(1).getByRole('link', { name: 'Winter solstice night bake' })).toBeVisible();
    await expect(events(page)).not.toContainText('Rye Lane market');

    // The compatibility getCollection answers the whole collection from the same cache.
    const collection = await inPage<Array<{ data: { title: string } }>>(
      page,
      "window.dmAPI.getCollection({ collectionName: 'events' })",
    );
    expect(collection.ok && collection.value.map((row) => row.data.title)).toEqual([
      'Sourdough basics',
      'Winter solstice night bake',
      'Rye Lane market, last stall of the year',
    ]);
    expect(loads.map((url) => new URL(url).pathname)).toEqual([`${COLLECTION_PATH}events`]);

    expect(await inPage(page, "window.dmAPI.getCollection({ collectionName: 'recipes' })")).toEqual({
      ok: false,
      message: 'Site or collection not found',
    });
  });

  test('a collection the server cannot give shows the widget’s own message, and a later read can succeed', async ({
    page,
  }) => {
    await page.route(`**${COLLECTION_PATH}events`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"value": "not json [' }),
    );
    await openSite(page, 'locations');
    await events(page).scrollIntoViewIfNeeded();
    await expect(events(page).getByRole('status')).toHaveText(
      'Our events could not be loaded just now. Please try again later.',
    );

    await page.unroute(`**${COLLECTION_PATH}events`);
    const retried = await inPage<unknown[]>(page, "window.dmAPI.getCollection({ collectionName: 'events' })");
    expect(retried.ok && retried.value).toHaveLength(3);
  });
});

test.describe('client logs', () => {
  test('a failing custom widget reaches the site’s log on the server', async ({ page, demoServer }) => {
    await page.route('**/_dm/s/rt/custom-widgets/baguette-countdown/1.1.0.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.__vitrineCustomWidgets.define("baguette-countdown","1.1.0",function(){ throw new Error("oven on fire"); });',
      }),
    );
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/_dm/s/rt/actions/logs') && request.method() === 'POST',
    );
    await openSite(page, 'menu');
    const body = (await sent).postDataJSON() as { logs: Array<{ priority: string; log: string }> };
    expect(body.logs).toEqual([
      { priority: 'ERROR', log: expect.stringContaining('custom widget baguette-countdown@1.1.0 failed') },
    ]);
    expect(body.logs[0]?.log).toContain('oven on fire');

    // The request was seen leaving the browser: the server stores it a moment later.
    await expect
      .poll(async () =>
        (await storedLogs(page, demoServer.origin)).some(
          (entry) => entry.priority === 'ERROR' && entry.log.includes('oven on fire'),
        ),
      )
      .toBe(true);
  });

  test('a resource the page policy refuses is reported, and reaches the owner’s log', async ({
    page,
    demoServer,
  }) => {
    await openSite(page, 'home');
    const reported = page.waitForRequest(
      (request) => request.url().endsWith('/_dm/csp-reports') && request.method() === 'POST',
    );
    // A host the policy does not name, as a third party's new CDN would be: refused before any request leaves.
    await page.evaluate(() => {
      const pixel = document.createElement('img');
      pixel.src = 'https://unlisted-cdn.example/pixel.png';
      document.body.append(pixel);
    });
    expect((await reported).headers()['content-type']).toBe('application/csp-report');
    await expect
      .poll(async () =>
        (await storedLogs(page, demoServer.origin)).filter((entry) =>
          entry.log.startsWith(
            'Content-Security-Policy blocked https://unlisted-cdn.example/pixel.png (img-src)',
          ),
        ),
      )
      .toEqual([
        expect.objectContaining({
          priority: 'WARN',
          log: expect.stringContaining(`on ${demoServer.origin}`),
        }),
      ]);
  });

  test('logs still pending when the visitor leaves go by beacon, not lost', async ({ page, demoServer }) => {
    await openSite(page, 'home');
    await page.evaluate(async () => {
      const services = await window.vitrine!.services();
      services.logger.warn('left before the batch was due');
    });
    await page.goto('about:blank');
    // The beacon belongs to the page that is gone, so the server's log is where it shows.
    await expect
      .poll(async () =>
        (await storedLogs(page, demoServer.origin)).filter(
          (entry) => entry.log === 'left before the batch was due',
        ),
      )
      .toEqual([expect.objectContaining({ priority: 'WARN' })]);
  });
});

test.describe('feature flags', () => {
  test('flags a page uses reach the server, and a second report within 30 s waits', async ({ page }) => {
    // The page's clock stands still: the 30 s window is run through by the test, not waited out.
    await stopPageClock(page);
    await openSite(page, 'home');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/uis/flags/notify')) posts.push(request.postData() ?? '');
    });
    await page.evaluate(async () => {
      const { api } = await window.vitrine!.services();
      api.notifyFlags(['e2e-flag-first']);
      api.notifyFlags(['e2e-flag-second']);
    });
    await expect
      .poll(async () => {
        await signInAsOwner(page.request, new URL(page.url()).origin);
        const stored = (await (await page.request.get('/_demo/flags')).json()) as Array<{ flags: string[] }>;
        return stored.flatMap((entry) => entry.flags).filter((flag) => flag.startsWith('e2e-flag-'));
      })
      .toEqual(['e2e-flag-first']);
    expect(posts).toEqual(['["e2e-flag-first"]']);
    await page.clock.runFor(FLAG_NOTIFY_THROTTLE_MS - 1);
    expect(posts).toEqual(['["e2e-flag-first"]']);
    await page.clock.runFor(1);
    await expect.poll(() => posts).toEqual(['["e2e-flag-first"]', '["e2e-flag-second"]']);
  });
});

test.describe('runtime apps', () => {
  test('an app’s chunk loads from /editor/apps/modules/runtime/ and runs; unknown apps and chunks fail clearly', async ({
    page,
  }) => {
    await openSite(page, 'home');
    const result = await page.evaluate(async () => {
      const { chunks } = await window.vitrine!.services();
      chunks.register('open-now', 'open-now');
      const app = await chunks.loadApp('open-now');
      const element = document.createElement('p');
      element.setAttribute('data-opening-hours', 'sun-sat 00:00-24:00');
      const stop = app.start(element);
      stop?.();
      const failure = (promise: Promise<unknown>) =>
        promise.then(
          () => 'resolved',
          (error: Error) => `${error.name}: ${error.message}`,
        );
      return {
        text: element.textContent,
        unknownApp: await failure(chunks.loadApp('bread-oracle')),
        missingChunk: await failure(chunks.loadChunk('no-such-chunk')),
      };
    });
    expect(result).toEqual({
      text: 'Open now · until 24:00',
      unknownApp: 'Error: No handler for runtime app "bread-oracle"',
      missingChunk: 'ChunkLoadError: Loading chunk no-such-chunk failed',
    });
  });
});
