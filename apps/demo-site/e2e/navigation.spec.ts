import { expect, test } from './fixtures';
import {
  addLink,
  CONTENT,
  contentText,
  expectNewDocument,
  expectSameDocument,
  navLink,
  nextPageLoad,
  openSite,
  pageJson,
  pagePath,
  textOfHtml,
  trackPageRequests,
} from './support';

test.describe('in-page navigation', () => {
  test('a nav link loads the page in place: content, title, canonical, history', async ({
    page,
    baseURL,
  }) => {
    const about = await pageJson(page, 'about');
    await openSite(page);
    const requests = trackPageRequests(page);
    const historyLength = await page.evaluate(() => history.length);

    await navLink(page, 'about').click();

    await expect(page).toHaveURL(pagePath('about'));
    await expect(page).toHaveTitle(about.title);
    await expect(page.locator(CONTENT)).toContainText((await textOfHtml(page, about.content)).slice(0, 40));
    expect(await contentText(page)).toBe(await textOfHtml(page, about.content));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}${pagePath('about')}`,
    );
    await expect(page.locator('html')).toHaveAttribute('data-vitrine-page-uuid', about.uuid);
    expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
    expect(requests.map((request) => new URL(request.url()).pathname)).toEqual([pagePath('about')]);
    await expectSameDocument(page);
    await expect(navLink(page, 'about')).toHaveAttribute('aria-current', 'page');
  });

  test('the page object and page-load event describe the new page', async ({ page }) => {
    await openSite(page);
    await navLink(page, 'menu').click();
    await expect(page).toHaveURL(pagePath('menu'));
    const described = await page.evaluate(() => window.vitrine!.page);
    expect(described).toMatchObject({
      pageUrl: pagePath('menu'),
      pageAlias: 'menu',
      linkType: 1,
      ajaxCallComplete: true,
    });
    expect(described.pageUrlIdentifier).toMatch(/^[0-9a-f]{8}$/);
  });

  test("a page's own css field is applied and removed when leaving it", async ({ page }) => {
    const menu = await pageJson(page, 'menu');
    test.skip(!menu.css, 'the menu page has no css field');
    await openSite(page);
    await navLink(page, 'menu').click();
    await expect(page.locator('style[data-vitrine-css="css"]')).toHaveJSProperty('textContent', menu.css!);
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    const aboutCss = (await pageJson(page, 'about')).css;
    if (aboutCss)
      await expect(page.locator('style[data-vitrine-css="css"]')).toHaveJSProperty('textContent', aboutCss);
    else await expect(page.locator('style[data-vitrine-css="css"]')).toHaveCount(0);
  });

  test('a link to the page on screen adds no history entry', async ({ page }) => {
    await openSite(page, 'about');
    const before = await page.evaluate(() => history.length);
    // The page loads again in place (replacing its history entry): wait for that load, then count.
    const loaded = nextPageLoad(page);
    await navLink(page, 'about').click();
    await loaded;
    expect(await page.evaluate(() => history.length)).toBe(before);
    await expectSameDocument(page);
  });

  test("the header's Shop link is marked current on the shop, as a document and after a click, and only there", async ({
    page,
    site,
  }) => {
    // The shop is a folder's page in the static export (`shop/`): its link and address end in a slash there.
    const shopPath = site.kind === 'static' ? `${pagePath('shop')}/` : pagePath('shop');
    const shopLink = page.locator('header .site-header__shop').getByRole('link', { name: 'Shop' });
    const current = page.locator('header a[aria-current="page"]');

    await openSite(page, 'shop');
    await expect(page).toHaveURL(shopPath);
    await expect(current).toHaveText(['Shop']);

    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    await expect(current).toHaveText(['About']);

    await shopLink.click();
    await expect(page).toHaveURL(shopPath);
    await expect(page.locator(CONTENT)).toContainText('Harbor country loaf');
    await expect(current).toHaveText(['Shop']);
    await expect(shopLink).toHaveAttribute('aria-current', 'page');
    await expectSameDocument(page);
  });

  test('a redirect answer loads the target as a whole document', async ({ page, site }) => {
    test.skip(
      site.kind === 'static',
      'a plain static server reads no _redirects (Netlify, Cloudflare and nginx do)',
    );
    await openSite(page);
    await (await addLink(page, pagePath('old-menu'), 'Old menu')).click();
    await expect(page).toHaveURL(pagePath('menu'));
    await expectNewDocument(page);
  });
});
