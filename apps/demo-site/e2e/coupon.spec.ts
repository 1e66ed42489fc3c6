import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, openSite, pagePath, recordPublicEvents, requestsTo } from './support';

const STATE = 'data-vitrine-widget-state';
const coupon = (page: Page, id: string) => page.locator(`[data-widget-id="${id}"]`);
const SCREENSHOT_LIBRARY = '/cdn/widget-promo/chunks/screenshot-library-';
/** A day the weekend-loaf coupon is valid (it runs to the end of January 2027) and the tart one is not. */
const BEFORE_EXPIRY = new Date('2026-11-23T10:00:00-08:00');

/** The browser's print dialog would block the test: the page's `print` is answered here and counted. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const counter = window as Window & { __prints?: number; __printedOnlyDialog?: boolean };
    counter.__prints = 0;
    window.print = () => {
      counter.__prints = (counter.__prints ?? 0) + 1;
      counter.__printedOnlyDialog = document.documentElement.classList.contains('vw-coupon-printing');
    };
  });
  return () =>
    page.evaluate(() => {
      const counter = window as Window & { __prints?: number; __printedOnlyDialog?: boolean };
      return { prints: counter.__prints, onlyDialog: counter.__printedOnlyDialog };
    });
}

test.describe('coupon', () => {
  test('Use shows the coupon as an image with Print on desktop; the screenshot library loads on the click', async ({
    page,
  }) => {
    await page.clock.install({ time: BEFORE_EXPIRY });
    const prints = await countPrints(page);
    const library = requestsTo(page, SCREENSHOT_LIBRARY);
    await openSite(page, 'offers');
    const weekend = coupon(page, 'coupon-weekend-loaf');
    await expect(weekend).toHaveAttribute(STATE, 'mounted');
    const events = await recordPublicEvents(page, 'event-CouponWidget');
    expect(library).toEqual([]);

    const use = weekend.getByRole('button', { name: 'Use' });
    await use.click();
    const dialog = page.getByRole('dialog', { name: 'Weekend loaf' });
    const image = dialog.getByRole('img', { name: 'Weekend loaf coupon' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(library).toHaveLength(1);

    await dialog.getByRole('button', { name: 'Print' }).click();
    expect(await prints()).toEqual({ prints: 1, onlyDialog: true });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(use).toBeFocused();
    expect(await events()).toEqual([
      { action: 'use', name: 'Weekend loaf', widgetId: 'coupon-weekend-loaf' },
    ]);
  });

  test('an expired coupon is hidden, and so is a valid one once its day has passed', async ({ page }) => {
    await page.clock.install({ time: BEFORE_EXPIRY });
    await openSite(page, 'offers');
    await expect(coupon(page, 'coupon-rhubarb-tart')).toHaveAttribute(STATE, 'mounted');
    await expect(coupon(page, 'coupon-rhubarb-tart')).toBeEmpty();
    await expect(coupon(page, 'coupon-weekend-loaf').getByRole('button', { name: 'Use' })).toBeVisible();

    await page.clock.setSystemTime(new Date('2027-02-01T09:00:00-08:00'));
    await page.goto(pagePath('offers'));
    await expect(coupon(page, 'coupon-weekend-loaf')).toHaveAttribute(STATE, 'mounted');
    await expect(coupon(page, 'coupon-weekend-loaf')).toBeEmpty();
  });

  test('when the image cannot be made (offline), the dialog shows the coupon itself', async ({ page }) => {
    await page.clock.install({ time: BEFORE_EXPIRY });
    await page.route(`**${SCREENSHOT_LIBRARY}*`, (route) => route.abort('internetdisconnected'));
    await openSite(page, 'offers');
    const weekend = coupon(page, 'coupon-weekend-loaf');
    await expect(weekend).toHaveAttribute(STATE, 'mounted');
    await weekend.getByRole('button', { name: 'Use' }).click();
    const dialog = page.getByRole('dialog', { name: 'Weekend loaf' });
    await expect(dialog.getByText('RYE20')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  test('without JavaScript’s widget (its module unreachable) the coupon and its code stay on the page', async ({
    page,
  }) => {
    await page.clock.install({ time: BEFORE_EXPIRY });
    await page.route('**/cdn/widget-promo/**', (route) => route.abort('internetdisconnected'));
    await openSite(page, 'offers');
    await expect(coupon(page, 'coupon-weekend-loaf')).toHaveAttribute(STATE, 'failed');
    await expect(coupon(page, 'coupon-weekend-loaf').getByText('RYE20')).toBeVisible();
  });

  test('in the editor Use and Share do nothing', async ({ page }) => {
    await page.clock.install({ time: BEFORE_EXPIRY });
    const library = requestsTo(page, SCREENSHOT_LIBRARY);
    await page.goto(`${pagePath('offers')}?nee=true`);
    const weekend = coupon(page, 'coupon-weekend-loaf');
    await expect(weekend).toHaveAttribute(STATE, 'mounted');
    const events = await recordPublicEvents(page, 'event-CouponWidget');
    await weekend.getByRole('button', { name: 'Use' }).click();
    await weekend.getByRole('button', { name: 'Share' }).click();
    // The clicks' handlers ran (a click is dispatched synchronously); nothing opened and nothing was asked for.
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    expect(library).toEqual([]);
    expect(await events()).toEqual([]);
  });

  test('Share without the Web Share API offers the image to download and an email', async ({ page }) => {
    await page.clock.install({ time: BEFORE_EXPIRY });
    await openSite(page, 'offers');
    const weekend = coupon(page, 'coupon-weekend-loaf');
    await expect(weekend).toHaveAttribute(STATE, 'mounted');
    const events = await recordPublicEvents(page, 'event-CouponWidget');
    await weekend.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Weekend loaf' });
    await expect(dialog.getByRole('link', { name: 'Download image' })).toHaveAttribute(
      'href',
      /^data:image\/png;base64,/,
    );
    await expect(dialog.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      /^mailto:\?subject=Weekend%20loaf&body=/,
    );
    expect(await events()).toEqual([
      { action: 'share', name: 'Weekend loaf', widgetId: 'coupon-weekend-loaf' },
    ]);
  });

  test('Share hands the coupon image to the device’s share sheet where there is one', async ({ page }) => {
    await page.clock.install({ time: BEFORE_EXPIRY });
    // The Web Share API, stood in at its boundary: Chromium on Linux has none.
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      (window as Window & { __shared?: unknown[] }).__shared = shared;
      Object.assign(navigator, {
        canShare: (data: ShareData) => Boolean(data.files?.every((file) => file.type === 'image/png')),
        share: async (data: ShareData) => {
          shared.push({
            title: data.title,
            url: data.url,
            files: data.files?.map((file) => [file.name, file.type, file.size > 0]),
          });
        },
      });
    });
    await openSite(page, 'offers');
    const weekend = coupon(page, 'coupon-weekend-loaf');
    await expect(weekend).toHaveAttribute(STATE, 'mounted');
    await weekend.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as Window & { __shared?: unknown[] }).__shared))
      .toEqual([
        { title: 'Weekend loaf', url: page.url(), files: [['Weekend-loaf.png', 'image/png', true]] },
      ]);
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  });

  test('in preview Share shows the preview message', async ({ page }) => {
    await page.clock.install({ time: BEFORE_EXPIRY });
    await page.goto(`${pagePath('offers')}#preview`);
    const weekend = coupon(page, 'coupon-weekend-loaf');
    await expect(weekend).toHaveAttribute(STATE, 'mounted');
    await weekend.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await expect(dialog).toContainText("You can't use the widget to share a site from Preview mode.");
  });

  test('axe finds no violations in the coupon and its dialog', async ({ page }) => {
    await page.clock.install({ time: BEFORE_EXPIRY });
    await openSite(page, 'offers');
    const weekend = coupon(page, 'coupon-weekend-loaf');
    await expect(weekend).toHaveAttribute(STATE, 'mounted');
    expect(await axeViolations(page, '.offers')).toEqual([]);
    await weekend.getByRole('button', { name: 'Use' }).click();
    await expect(page.getByRole('img', { name: 'Weekend loaf coupon' })).toBeVisible();
    expect(await axeViolations(page, '.vw-coupon__dialog')).toEqual([]);
  });
});

test.describe('coupon on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    viewport: { width: 412, height: 915 },
  });

  test('Use shows the image without a Print button', async ({ page }) => {
    await page.clock.install({ time: BEFORE_EXPIRY });
    await openSite(page, 'offers');
    const weekend = coupon(page, 'coupon-weekend-loaf');
    await expect(weekend).toHaveAttribute(STATE, 'mounted');
    await weekend.getByRole('button', { name: 'Use' }).click();
    const dialog = page.getByRole('dialog', { name: 'Weekend loaf' });
    await expect(dialog.getByRole('img', { name: 'Weekend loaf coupon' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Print' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  });
});

declare global {
  interface Window {
    __couponLayoutShift?: number;
  }
}

test.describe('coupon on the home page', () => {
  for (const screen of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    test(`on a ${screen.name}: below the fold, its code loads only when it scrolls into view, and it takes its fallback's place without moving the page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await page.addInitScript(() => {
        window.__couponLayoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            window.__couponLayoutShift! += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift' });
      });
      const promo = requestsTo(page, '/cdn/widget-promo/');
      const home = await (await page.request.get(pagePath('home'))).text();
      // No preload hint: the home page's first screen does not pay for a coupon further down.
      expect(home).not.toMatch(/<link rel="modulepreload" href="\/cdn\/widget-promo\//);
      await openSite(page, 'home');
      const element = coupon(page, 'home-coupon');
      await expect(element.getByText('BAG50')).toBeAttached();
      expect(await element.evaluate((box) => box.getBoundingClientRect().top)).toBeGreaterThan(screen.height);
      // The host marks a widget as soon as it starts it: unmarked, nothing of it has been asked for.
      await expect(element).not.toHaveAttribute(STATE, /.+/);
      expect(promo).toEqual([]);

      await element.scrollIntoViewIfNeeded();
      const before = await element.boundingBox();
      // Only shifts from here on count: the coupon's own start.
      await page.evaluate(() => {
        window.__couponLayoutShift = 0;
      });
      await expect(element).toHaveAttribute(STATE, 'mounted');
      await expect(element.getByRole('button', { name: 'Use' })).toBeVisible();
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(promo.length).toBeGreaterThan(0);
      // To a tenth of a pixel: the mini-header's kept space (its lost height added as margin) may round by 1/64 px
      // as it settles, which no visitor sees; the coupon's fallback swapped for a taller one moves it whole pixels.
      const after = await element.boundingBox();
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(after?.[side]).toBeCloseTo(before![side], 1);
      expect(await page.evaluate(() => window.__couponLayoutShift)).toBeLessThan(0.0005);
    });
  }
});
