import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerDayjsCdn, openSite, pagePath } from './support';

const stallLink = (page: Page) => page.getByRole('link', { name: "stall's hours and today's note" });
const popup = (page: Page) => page.getByRole('dialog', { name: 'Rye Lane Market stall' });
const note = (page: Page) => popup(page).locator('.stall-note__text');
const hours = (page: Page) => popup(page).locator('[data-vitrine-widget="opening-hours"]');

test.describe('widgets inside a popup', () => {
  test.beforeEach(async ({ page }) => {
    await answerDayjsCdn(page);
  });

  test("start from the popup's answer (its customwidgetjs, strings and css), and stop when it closes", async ({
    page,
  }) => {
    const stallCode: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/custom-widgets/stall-note/')) stallCode.push(request.url());
    });
    await openSite(page, 'market');
    await stallLink(page).click();

    // The custom widget: its code and text came only with the popup's answer, not with the market page.
    await expect(note(page)).toHaveText(
      'Today: rhubarb tarts until they run out. Bring a bag for your loaves.',
    );
    expect(await note(page).evaluate((element) => getComputedStyle(element).fontStyle)).toBe('italic');
    expect(stallCode).toHaveLength(1);
    // The package widget: mounted inside the popup.
    await expect(hours(page)).toHaveAttribute('data-vitrine-widget-state', 'mounted');
    await expect(hours(page)).toHaveText(/^(Open now|Closed now)/);

    const widget = await hours(page).elementHandle();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeHidden();
    // Unmounted with the popup: the host released it (its state is gone from the detached element).
    expect(
      await widget!.evaluate((element) => [
        element.isConnected,
        element.hasAttribute('data-vitrine-widget-state'),
      ]),
    ).toEqual([false, false]);
    await expect(page.locator('style[data-vitrine-popup-css="customwidgetcss"]')).toHaveCount(0);

    // Opened again: both start again in the new content.
    await stallLink(page).click();
    await expect(note(page)).toHaveText(/rhubarb tarts/);
    await expect(hours(page)).toHaveAttribute('data-vitrine-widget-state', 'mounted');
    expect(stallCode).toHaveLength(1);
  });

  test('runtime.openPopup from another page brings the widgets with it too', async ({ page }) => {
    await openSite(page, 'home');
    await page.evaluate((url) => window.vitrine!.openPopup({ url }), pagePath('market-stall'));
    await expect(note(page)).toHaveText(/rhubarb tarts/);
    await expect(hours(page)).toHaveAttribute('data-vitrine-widget-state', 'mounted');
  });
});
