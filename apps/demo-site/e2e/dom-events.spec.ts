import { expect, test } from './fixtures';
import { addLink, expectSameDocument, navLink, openSite, pagePath } from './support';

/** Records the `vitrine:*` DOM events on document, as a library that knows nothing of core's API would. */
async function recordDomEvents(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as Window & { __domEvents?: string[] }).__domEvents = seen;
    for (const name of ['before-navigate', 'page-load', 'load-error', 'popup-open', 'popup-close'])
      document.addEventListener(`vitrine:${name}`, (event) => {
        const detail = (event as CustomEvent).detail;
        seen.push(
          name === 'page-load'
            ? `${name} ${new URL(detail.url).pathname} fromCache=${detail.fromCache}`
            : name === 'before-navigate' || name === 'load-error'
              ? `${name} ${new URL(detail.url).pathname}`
              : name,
        );
      });
  });
  return () => page.evaluate(() => (window as Window & { __domEvents?: string[] }).__domEvents ?? []);
}

test.describe('DOM events on document', () => {
  test('before-navigate, page-load (with fromCache), popup-open and popup-close, in order', async ({
    page,
  }) => {
    await openSite(page, 'home');
    const events = await recordDomEvents(page);
    for (const alias of ['menu', 'about', 'menu']) {
      await navLink(page, alias).click();
      await expect(page).toHaveURL(pagePath(alias));
    }
    await page.getByRole('link', { name: 'allergen guide', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Allergen guide' }).getByRole('table')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect.poll(events).toEqual([
      `before-navigate ${pagePath('menu')}`,
      `page-load ${pagePath('menu')} fromCache=false`,
      `before-navigate ${pagePath('about')}`,
      `page-load ${pagePath('about')} fromCache=false`,
      // Visited before: from the page cache.
      `before-navigate ${pagePath('menu')}`,
      `page-load ${pagePath('menu')} fromCache=true`,
      'popup-open',
      'popup-close',
    ]);
  });

  test('preventDefault on vitrine:before-navigate cancels the navigation', async ({ page }) => {
    await openSite(page, 'home');
    await page.evaluate(() =>
      document.addEventListener('vitrine:before-navigate', (event) => event.preventDefault(), { once: true }),
    );
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('home'));
    await expectSameDocument(page);
    // Only that one: the next click goes through.
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
  });

  test('vitrine:load-error when a page cannot be shown', async ({ page }) => {
    await openSite(page, 'home');
    const events = await recordDomEvents(page);
    await page.route(`**${pagePath('about')}?dm_ajaxCall=true`, (route) =>
      route.fulfill({ status: 500, body: 'no' }),
    );
    await navLink(page, 'about').click();
    await expect
      .poll(events)
      .toEqual([`before-navigate ${pagePath('about')}`, `load-error ${pagePath('about')}`]);
  });

  test("the analytics recipe sends one page view per navigation, with the new page's path and title", async ({
    page,
  }) => {
    await openSite(page, 'home');
    // The snippet is held until consent (docs/consent.md): on a first document core's consent chunk runs it.
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as Window & { dataLayer?: Array<Record<string, string>> }).dataLayer ?? []).some(
            (entry) => entry.event === 'page_view',
          ),
        ),
      )
      .toBe(true);
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    await navLink(page, 'menu').click();
    await expect(page).toHaveURL(pagePath('menu'));
    // A link to the page on screen reloads it in place: a page view too, as a document load would count one.
    await (await addLink(page, pagePath('menu'), 'Menu again')).click();
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as Window & { dataLayer?: Array<Record<string, string>> }).dataLayer ?? [])
            .filter((entry) => entry.event === 'page_view')
            .map((entry) => `${entry.page_path} · ${entry.page_title}`),
        ),
      )
      .toEqual([
        `${pagePath('home')} · Harbor & Rye — Neighbourhood bakery & café`,
        `${pagePath('about')} · About us · Harbor & Rye`,
        `${pagePath('menu')} · Menu · Harbor & Rye`,
        `${pagePath('menu')} · Menu · Harbor & Rye`,
      ]);
  });
});
