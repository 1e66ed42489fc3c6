import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  CONTENT,
  errorMessages,
  expectSameDocument,
  navLink,
  nextPageLoad,
  openSite,
  pagePath,
  recordConsoleErrors,
  trackPageRequests,
} from './support';

const errorBlock = (page: Page) => page.locator(`${CONTENT} .vitrine-error`);

/**
 * Answers every page request (`?dm_ajaxCall=true`) with the page's whole document, as a static host or CDN does: it
 * serves the file at the path whatever the query asks. `rewrite` may change the document on its way.
 */
async function answerWithDocuments(page: Page, rewrite: (html: string, url: URL) => string = (html) => html) {
  const accepted: string[] = [];
  await page.route(
    (url) => url.searchParams.get('dm_ajaxCall') === 'true',
    async (route) => {
      accepted.push(route.request().headers().accept ?? '');
      const url = new URL(route.request().url());
      url.searchParams.delete('dm_ajaxCall');
      const response = await route.fetch({
        url: url.href,
        headers: { accept: 'text/html' },
        maxRedirects: 0,
      });
      const type = response.headers()['content-type'] ?? '';
      if (!type.startsWith('text/html')) return route.fulfill({ response });
      return route.fulfill({ response, body: rewrite(await response.text(), url) });
    },
  );
  return accepted;
}

test.describe('a host that answers page requests with HTML documents', () => {
  test('pages load in place from their documents; Back comes from the page cache with no request', async ({
    page,
  }) => {
    const accepted = await answerWithDocuments(page);
    await openSite(page, 'home');
    await navLink(page, 'menu').click();
    await expect(page).toHaveURL(pagePath('menu'));
    await expect(page).toHaveTitle(/Menu/);
    await expect(page.locator(CONTENT).getByRole('heading', { level: 1 })).toHaveText('Baked this morning');
    // The page's widget starts from the document's markup, as from page JSON's.
    await page.locator('[data-vitrine-widget="bake-schedule"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-vitrine-widget="bake-schedule"]')).toHaveAttribute(
      'data-vitrine-widget-state',
      'mounted',
    );
    expect(accepted[0]).toBe('application/json, text/html;q=0.9');

    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    const requests = trackPageRequests(page);
    const restored = nextPageLoad(page);
    await page.goBack();
    await expect(page).toHaveURL(pagePath('menu'));
    expect((await restored).fromCache).toBe(true);
    await expect(page.locator(CONTENT).getByRole('heading', { level: 1 })).toHaveText('Baked this morning');
    expect(requests).toHaveLength(0);
    await expectSameDocument(page);
  });

  test('a popup link shows its page from the document', async ({ page }) => {
    await answerWithDocuments(page);
    await openSite(page, 'menu');
    await page.getByRole('link', { name: 'allergen guide', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Allergen guide' });
    await expect(popup.getByRole('table')).toContainText('Dark rye with caraway');
    await expectSameDocument(page);
  });

  test("a host's redirect puts the final address in history", async ({ page }) => {
    await page.route(
      (url) => url.pathname === pagePath('old-menu') && url.searchParams.get('dm_ajaxCall') === 'true',
      (route) =>
        route.fulfill({ status: 301, headers: { location: `${pagePath('menu')}?dm_ajaxCall=true` } }),
    );
    await answerWithDocuments(page);
    await openSite(page, 'home');
    await page.evaluate((path) => void window.vitrine!.navigate(path), pagePath('old-menu'));
    await expect(page).toHaveURL(pagePath('menu'));
    await expect(page.locator(CONTENT).getByRole('heading', { level: 1 })).toHaveText('Baked this morning');
    await expectSameDocument(page);
  });

  test('the password page: its locked document asks for the password, then the page shows in place', async ({
    page,
  }) => {
    await answerWithDocuments(page);
    await openSite(page, 'contact');
    await page.getByRole('link', { name: 'trade price list' }).click();
    const dialog = page.getByRole('dialog', { name: /password protected/ });
    await expect(dialog).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('sourdough');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(pagePath('wholesale'));
    await expect(page.locator(CONTENT)).toContainText('$5.40');
    await expectSameDocument(page);
  });

  test('a document without a content container: the error block, and the console names the selector', async ({
    page,
  }) => {
    const consoleErrors = recordConsoleErrors(page);
    await answerWithDocuments(page, (html) => html.replace(/ data-vitrine-content=""/, ''));
    await openSite(page, 'home');
    const messages = await errorMessages(page);
    await navLink(page, 'about').click();
    await expect(errorBlock(page).locator('.vitrine-error__message')).toHaveText(messages.general);
    expect(consoleErrors.some((text) => text.includes('[data-vitrine-content]'))).toBe(true);
    await expectSameDocument(page);
  });

  test('an answer over 10 MB: the error block, nothing of it parsed', async ({ page }) => {
    await answerWithDocuments(page, (html) =>
      html.replace('</body>', `<!--${'x'.repeat(10 * 1024 * 1024)}--></body>`),
    );
    await openSite(page, 'home');
    const messages = await errorMessages(page);
    await navLink(page, 'about').click();
    await expect(errorBlock(page).locator('.vitrine-error__message')).toHaveText(messages.general);
    await expect(page).toHaveTitle(/Neighbourhood bakery/);
  });

  test("the host's 404 for a page loads the host's own not-found page as a whole document", async ({
    page,
  }) => {
    await answerWithDocuments(page);
    await openSite(page, 'home');
    const missing = `${pagePath('no-such-page')}`;
    await page.evaluate((path) => void window.vitrine!.navigate(path), missing);
    await expect(page).toHaveURL(missing);
    await expect(page.locator('body')).toContainText(/not found|could not find/i);
    expect(await page.evaluate(() => (window as Window & { __inPlace?: boolean }).__inPlace)).toBeUndefined();
  });
});
