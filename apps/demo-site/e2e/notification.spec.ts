import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectSameDocument, openSite, pagePath, stopPageClock } from './support';

const bar = (page: Page) => page.getByRole('complementary', { name: 'Announcement' });
/** The demo's bar: `data-notification-delay="1.5"`, `data-notification-duration="20"`. */
const DELAY_MS = 1500;
const DURATION_MS = 20_000;
const DISMISSED_KEY = 'vitrine:notification-dismissed:';

/** Opens the home page with its clock stopped, once the bar's delay has started (its timer is set). */
async function openWithBarWaiting(page: Page): Promise<void> {
  const timerDelays = await stopPageClock(page);
  await openSite(page);
  await expect.poll(timerDelays).toContain(DELAY_MS);
}

/** Collects the public notification events the page fires from now on. */
async function recordNotificationEvents(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as Window & { __seen?: string[] }).__seen = seen;
    for (const name of ['event-notificationLinkClick', 'event-notificationClose'] as const) {
      window.vitrine!.onPublicEvent(name, () => seen.push(name));
    }
  });
  return () => page.evaluate(() => (window as Window & { __seen?: string[] }).__seen ?? []);
}

test.describe('notification bar', () => {
  test('shows after its delay, not before', async ({ page }) => {
    await openWithBarWaiting(page);
    await page.clock.runFor(DELAY_MS - 1);
    await expect(bar(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(bar(page)).toBeVisible();
  });

  test('hides itself after its duration', async ({ page }) => {
    await openWithBarWaiting(page);
    await page.clock.runFor(DELAY_MS);
    await expect(bar(page)).toBeVisible();
    await page.clock.runFor(DURATION_MS - 1);
    await expect(bar(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(bar(page)).toBeHidden();
  });

  test('the close control hides it, fires event-notificationClose, and it stays closed on reload', async ({
    page,
  }) => {
    await page.addInitScript((prefix) => {
      // Which dismissal flags the page has read: once the bar's has been, its decision is made.
      const read: string[] = [];
      (window as Window & { __flagsRead?: string[] }).__flagsRead = read;
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (key.startsWith(prefix)) read.push(key);
        return getItem.call(this, key);
      };
    }, DISMISSED_KEY);
    const flagsRead = () =>
      page.evaluate(() => (window as Window & { __flagsRead?: string[] }).__flagsRead ?? []);
    await openWithBarWaiting(page);
    await page.clock.runFor(DELAY_MS);
    const events = await recordNotificationEvents(page);
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar(page)).toBeHidden();
    expect(await events()).toEqual(['event-notificationClose']);

    await page.reload();
    await expect.poll(flagsRead).toEqual([expect.stringContaining(DISMISSED_KEY)]);
    await page.clock.runFor(DELAY_MS + DURATION_MS);
    await expect(bar(page)).toBeHidden();
  });

  test('its link fires event-notificationLinkClick and loads the page in place', async ({ page }) => {
    await openSite(page);
    const events = await recordNotificationEvents(page);
    await bar(page).getByRole('link', { name: 'See the menu' }).click();
    await expect(page).toHaveURL(pagePath('menu'));
    expect(await events()).toEqual(['event-notificationLinkClick']);
    await expectSameDocument(page);
  });

  test('pages without a bar never download its code', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('notification-bar')) chunks.push(request.url());
    });
    await openSite(page, 'about');
    expect(chunks).toEqual([]);
    // Had the about page asked for the bar's code after all, the count below would be two.

    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(page).toHaveURL(pagePath('home'));
    await expect(bar(page)).toBeVisible();
    expect(chunks).toHaveLength(1);
  });

  test('axe finds no violations in the bar', async ({ page }) => {
    // At rest: a bar caught mid-fade would be measured at partial opacity.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page);
    await expect(bar(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).include('[data-vitrine-notification]').analyze();
    expect(results.violations).toEqual([]);
  });
});
