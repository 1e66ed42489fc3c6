import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  axeViolations,
  CONTENT,
  expectEventsListed,
  navLink,
  openSite,
  pagePath,
  requestsTo,
} from './support';

const countdown = (page: Page) => page.locator('[data-widget-id="baguette-countdown"]');

test.describe('custom widgets', () => {
  test('runs with jQuery, its config and loadScript; runOnReady fires once the page is ready', async ({
    page,
  }) => {
    const jquery = requestsTo(page, '/vendor/jquery.js');
    const helper = requestsTo(page, '/assets/custom-widgets/harbor-time.js');
    await openSite(page, 'menu');

    await expect(countdown(page).getByRole('heading', { level: 2, name: 'Warm baguettes' })).toBeVisible();
    await expect(countdown(page).locator('.baguette-countdown__status')).toHaveText(
      /^(Next batch at \d\d:\d\d \(in .+\)|Today's batches are out — next one tomorrow at 07:00\.)$/,
    );
    await expect(countdown(page)).toHaveAttribute('data-ready', 'first-load');
    // Its heading follows the page's h1 without skipping a level (Lighthouse and axe: heading-order).
    expect(await axeViolations(page, CONTENT)).toEqual([]);
    expect(jquery).toHaveLength(1);
    expect(helper).toHaveLength(1);
    // The page's own jQuery: the widget code found `$` and `jQuery` on the page.
    expect(await page.evaluate(() => typeof (window as Window & { jQuery?: unknown }).jQuery)).toBe(
      'function',
    );
  });

  test('re-runs for the new page after an in-page navigation, with isAjax, loading nothing twice', async ({
    page,
  }) => {
    const jquery = requestsTo(page, '/vendor/jquery.js');
    const helper = requestsTo(page, '/assets/custom-widgets/harbor-time.js');
    await openSite(page, 'menu');
    await expect(countdown(page)).toHaveAttribute('data-ready', 'first-load');

    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    expect(
      await page.evaluate(() => (window as Window & { __baguetteTimer?: number }).__baguetteTimer),
    ).toBeUndefined();
    await navLink(page, 'menu').click();
    await expect(page).toHaveURL(pagePath('menu'));

    await expect(countdown(page)).toHaveAttribute('data-ready', 'after-navigation');
    await expect(countdown(page).locator('.baguette-countdown__status')).toHaveText(/batch/);
    expect(jquery).toHaveLength(1);
    expect(helper).toHaveLength(1);
  });

  test('subscribeEvent hears the popup event', async ({ page }) => {
    await openSite(page, 'menu');
    await expect(countdown(page)).toHaveAttribute('data-ready', 'first-load');
    await page.getByRole('link', { name: 'allergen guide', exact: true }).click();
    // The dialog frame shows while the popup page loads; the event fires once its content is in.
    await expect(page.getByRole('dialog', { name: 'Allergen guide' }).getByRole('table')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(countdown(page).locator('.baguette-countdown__note')).toHaveText(
      'Allergen questions? We are happy to help at the counter.',
    );
  });

  test('pages without custom widgets download neither their code nor jQuery', async ({ page }) => {
    const chunks = requestsTo(page, '/custom-widgets-');
    const jquery = requestsTo(page, '/vendor/jquery.js');
    const publicApi = requestsTo(page, '/dmapi-');
    await openSite(page, 'home');
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    expect(chunks).toEqual([]);
    expect(jquery).toEqual([]);
    expect(publicApi).toEqual([]);
    // The small dmAPI is there all the same.
    expect(
      await page.evaluate(() =>
        (window as Window & { dmAPI?: { getSiteName(): string } }).dmAPI?.getSiteName(),
      ),
    ).toBe('harbor-and-rye');
  });

  test('a widget below the fold loads nothing (jQuery, its code, its collection) until the visitor reaches it', async ({
    page,
  }) => {
    const jquery = requestsTo(page, '/vendor/jquery.js');
    const code = requestsTo(page, '/custom-widgets/upcoming-events/');
    const collections = requestsTo(page, '/collections/events');
    // Marks what an IntersectionObserver watches: core watching the widget is the sign it is waiting for it.
    await page.addInitScript(() => {
      const observe = IntersectionObserver.prototype.observe;
      IntersectionObserver.prototype.observe = function (target: Element) {
        target.setAttribute('data-test-observed', '');
        observe.call(this, target);
      };
    });
    await openSite(page, 'locations');
    const events = page.locator('[data-widget-id="upcoming-events"]');
    await expect(events).toHaveAttribute('data-test-observed', '');
    // Below the fold of the 720 px viewport; two frames later the observer has reported it out of view.
    expect(await events.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight)).toBe(
      true,
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect([jquery, code, collections]).toEqual([[], [], []]);
    // The list the page was rendered with is there; the widget has not touched it.
    await expect(events).not.toContainClass('upcoming-events');

    await events.scrollIntoViewIfNeeded();
    await expectEventsListed(page);
    expect([jquery.length, code.length, collections.length]).toEqual([1, 1, 1]);
  });

  test('in the editor, and with data-lazy-load="false", a widget below the fold runs at once', async ({
    page,
  }) => {
    await page.goto(`${pagePath('locations')}?nee=true`);
    await expectEventsListed(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.route(`**${pagePath('locations')}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        'data-widget-id="upcoming-events"',
        'data-widget-id="upcoming-events" data-lazy-load="false"',
      );
      await route.fulfill({ response, body });
    });
    await page.goto(pagePath('locations'));
    await expectEventsListed(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a widget that throws is logged and the others and the page carry on', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/_dm/s/rt/custom-widgets/baguette-countdown/1.1.0.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.__vitrineCustomWidgets.define("baguette-countdown","1.1.0",function(){ throw new Error("oven on fire"); });',
      }),
    );
    await openSite(page, 'menu');
    await expect
      .poll(() => errors.some((text) => text.includes('custom widget baguette-countdown@1.1.0 failed')))
      .toBe(true);
    // The server-rendered text stays; the page still navigates.
    await expect(countdown(page)).toContainText('Baguettes come out of the oven at 7:00, 10:00 and 12:00.');
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
  });
});
