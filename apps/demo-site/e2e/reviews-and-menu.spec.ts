import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, openSite, pagePath } from './support';

const STATE = 'data-vitrine-widget-state';
const widget = (page: Page, id: string) => page.locator(`[data-widget-id="${id}"]`);

test.describe('reviews', () => {
  test("a long review is cut with '...more', which toggles to 'Show less'; ratings are spoken", async ({
    page,
  }) => {
    await openSite(page, 'cafe');
    const reviews = widget(page, 'cafe-reviews');
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews).toHaveAttribute(STATE, 'mounted');
    await expect(reviews.getByText('Rated 4.5 out of 5')).toBeAttached();
    const first = reviews.getByRole('listitem').first();
    await expect(first).not.toContainText('come before nine');
    const more = first.getByRole('button', { name: '...more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.focus();
    await page.keyboard.press('Enter');
    const less = first.getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toContainText('come before nine if you want a table by the window.');
    await less.click();
    await expect(first.getByRole('button', { name: '...more' })).toBeVisible();
    // The short review has no toggle.
    await expect(reviews.getByRole('listitem').nth(1).getByRole('button')).toHaveCount(0);
    expect(await axeViolations(page, '[data-widget-id="cafe-reviews"]')).toEqual([]);
  });
});

test.describe('reviews on the menu page', () => {
  test('a visitor reading the menu finds the guests’ reviews below it, started when scrolled to', async ({
    page,
  }) => {
    await openSite(page, 'menu');
    const reviews = widget(page, 'menu-reviews');
    await expect(reviews).not.toHaveAttribute(STATE, /.+/);
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews).toHaveAttribute(STATE, 'mounted');
    await expect(reviews.getByText('Rated 5 out of 5')).toBeAttached();
    await reviews.getByRole('button', { name: '...more' }).first().click();
    await expect(reviews.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(await axeViolations(page, '[data-widget-id="menu-reviews"]')).toEqual([]);
  });
});

test.describe('restaurant menu on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    viewport: { width: 412, height: 915 },
    hasTouch: true,
    isMobile: true,
  });

  test('all but the first category start collapsed; a tap toggles items and the arrow', async ({ page }) => {
    await openSite(page, 'menu');
    const menu = widget(page, 'bakery-menu');
    // The server drew the phone's menu already: collapsed before the widget starts.
    await expect(menu.locator('.vw-menu__panel[hidden]')).toHaveCount(3);
    await menu.scrollIntoViewIfNeeded();
    await expect(menu).toHaveAttribute(STATE, 'mounted');
    const bread = menu.getByRole('button', { name: 'Bread' });
    const pastry = menu.getByRole('button', { name: 'Pastry' });
    await expect(bread).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByText('Harbor country loaf')).toBeVisible();
    await expect(pastry).toHaveAttribute('aria-expanded', 'false');
    await expect(pastry.locator('.vw-menu__arrow')).toHaveText('▼');
    const pastryPanel = page.locator(`[id="${await pastry.getAttribute('aria-controls')}"]`);
    await expect(pastryPanel).toBeHidden();

    await pastry.tap();
    await expect(pastry).toHaveAttribute('aria-expanded', 'true');
    await expect(pastry.locator('.vw-menu__arrow')).toHaveText('▲');
    await expect(pastryPanel).toBeVisible();
    await bread.tap();
    await expect(bread).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByText('Harbor country loaf')).toBeHidden();
    expect(await axeViolations(page, '[data-widget-id="bakery-menu"]')).toEqual([]);
  });
});

test.describe('restaurant menu on desktop', () => {
  test('every category is open, under plain headings', async ({ page }) => {
    await openSite(page, 'menu');
    const menu = widget(page, 'bakery-menu');
    await menu.scrollIntoViewIfNeeded();
    await expect(menu).toHaveAttribute(STATE, 'mounted');
    await expect(menu.getByRole('button')).toHaveCount(0);
    await expect(menu.getByRole('heading', { name: 'Pastry' })).toBeVisible();
    await expect(menu.locator('.vw-menu__panel[hidden]')).toHaveCount(0);
    // Dietary notes close each item's description.
    await expect(
      menu.getByText('Our everyday sourdough: 20% whole wheat, open crumb, deep crust. (vegan)'),
    ).toBeVisible();
  });

  test('the café page sends its visitors to the menu, which it does not repeat', async ({ page }) => {
    await openSite(page, 'cafe');
    await expect(page.locator('[data-vitrine-widget="restaurant-menu"]')).toHaveCount(0);
    await page.getByRole('link', { name: 'the menu', exact: true }).click();
    await expect(page).toHaveURL(pagePath('menu'));
    await expect(widget(page, 'bakery-menu')).toBeAttached();
  });
});

test.describe('restaurant menu without JavaScript', () => {
  test.use({
    javaScriptEnabled: false,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    viewport: { width: 412, height: 915 },
  });

  test('on a phone every category can be read', async ({ page }) => {
    await page.goto(pagePath('menu'));
    const menu = widget(page, 'bakery-menu');
    await expect(menu.locator('.vw-menu__panel[hidden]')).toHaveCount(3);
    await expect(menu.getByText('Cardamom knot', { exact: true })).toBeVisible();
  });
});

test.describe('reviews without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a long review shows whole, with no button that would do nothing', async ({ page }) => {
    await page.goto(pagePath('cafe'));
    const reviews = widget(page, 'cafe-reviews');
    await expect(
      reviews.getByText(
        /Saturday mornings get busy, so come before nine if you want a table by the window\.$/,
      ),
    ).toBeVisible();
    await expect(reviews.getByRole('button', { name: '...more' })).toHaveCount(0);
    await expect(reviews.getByText('Best flat white on Harbor Street', { exact: false })).toBeVisible();
  });
});
