import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectSameDocument, openSite, pagePath } from './support';

const bar = (page: Page) => page.getByRole('complementary', { name: 'Announcement' });

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
    await openSite(page);
    await expect(bar(page)).toBeHidden();
    const shownAfter = await page.evaluate(async () => {
      const started = performance.now();
      const element = document.querySelector<HTMLElement>('[data-vitrine-notification]')!;
      while (element.hidden) await new Promise((resolve) => setTimeout(resolve, 50));
      return performance.now() - started;
    });
    expect(shownAfter).toBeGreaterThan(800);
    await expect(bar(page)).toBeVisible();
  });

  test('hides itself after its duration', async ({ page }) => {
    await page.route(`**${pagePath('home')}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        'data-notification-duration="20"',
        'data-notification-duration="1"',
      );
      await route.fulfill({ response, body: html });
    });
    await openSite(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toBeHidden({ timeout: 3000 });
  });

  test('the close control hides it, fires event-notificationClose, and it stays closed on reload', async ({
    page,
  }) => {
    await openSite(page);
    const events = await recordNotificationEvents(page);
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar(page)).toBeHidden();
    expect(await events()).toEqual(['event-notificationClose']);

    await page.reload();
    await page.waitForTimeout(2500);
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
    await page.waitForTimeout(500);
    expect(chunks).toEqual([]);

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
