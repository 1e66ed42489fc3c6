import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { STORE_DEFAULTS, storefrontSettings } from '@vitrine/widget-store';
import { ACCEPTED_ALL, expect, giveConsentAnswer, test } from './fixtures';
import {
  axeViolations,
  expectSameDocument,
  holdAnswers,
  navLink,
  nextPageLoad,
  openSite,
  pagePath,
  SITE,
  stopPageClock,
} from './support';

// The store (widgets spec §2–§9, issue 14). The hosted platform's script is answered at the network boundary
// by e2e/ecwid-stand-in.js, which implements the part of Ecwid's public storefront JS API the widget uses (see
// the comment at its top for the documentation it follows) and records what it was given.

const SHOP = pagePath('shop');
const PLATFORM_SCRIPT = 'https://app.ecwid.com/script.js**';
const STAND_IN = fileURLToPath(new URL('./ecwid-stand-in.js', import.meta.url));
const STORE = '.shop';
const STATE = 'data-vitrine-store-state';
const STATIC_BROWSER = '[data-vitrine-store-static]';
const NOTE = 'The live store is unavailable right now, so this is our catalogue as of today.';

interface StandIn {
  scriptUrl: string;
  browserCalls: string[][];
  inits: number;
  destroys: number;
  storefront: Record<string, unknown>;
  config: { baseUrl?: string; storefrontUrls?: { cleanUrls?: boolean } };
  pages: string[];
  listenerCounts(): Record<string, number>;
}

/** Answers the platform's script with the stand-in; returns the URLs the page asked for. */
async function answerPlatform(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(PLATFORM_SCRIPT, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ path: STAND_IN, contentType: 'text/javascript' });
  });
  return requested;
}

const standIn = (page: Page) =>
  page.evaluate(() => {
    const record = (window as unknown as { __ecwidStandIn: StandIn }).__ecwidStandIn;
    return { ...record, listeners: record.listenerCounts() };
  });

const liveHeading = (page: Page) => page.locator(`${STORE} .ec-store h2`);

/** Serves the shop's documents with another store config, the way an owner's other settings would render. */
async function withStoreConfig(page: Page, config: unknown): Promise<void> {
  await page.route(`**${SHOP}**`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(data-vitrine-widget="store" data-vitrine-widget-config=")[^"]*"/,
      (_, start: string) =>
        `${start}${JSON.stringify(config).replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`,
    );
    return route.fulfill({ response, body: html });
  });
}

test.describe('the live store', () => {
  test('loads the platform script once with the store id and language, and hands it the config', async ({
    page,
  }) => {
    const requested = await answerPlatform(page);
    await openSite(page, 'shop');
    await expect(page.locator(STORE)).toHaveAttribute(STATE, 'live');
    await expect(liveHeading(page)).toHaveText('Live: Store');
    // Once the live store shows, the static product browser is gone for a visitor.
    await expect(page.locator(STATIC_BROWSER)).toHaveCount(0);
    expect(requested).toEqual(['https://app.ecwid.com/script.js?4242001&data_platform=vitrine&lang=en']);
    // The third-party loader gave the script it added this response's CSP nonce.
    const [scriptNonce, pageNonce] = await page.evaluate(() => [
      document.querySelector<HTMLScriptElement>('script#ecwid-script')?.nonce,
      document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content,
    ]);
    expect(scriptNonce).toBeTruthy();
    expect(scriptNonce).toBe(pageNonce);
    const record = await standIn(page);
    expect(record.browserCalls).toEqual([
      [
        'categoriesPerRow=3',
        'views=grid(20,3) list(60) table(60)',
        'categoryView=grid',
        'searchView=list',
        'id=ecwid-store-harbor-shop',
      ],
    ]);
    expect(record.config).toEqual({ storefrontUrls: { cleanUrls: true }, baseUrl: SHOP });
    // The values themselves are the unit tests' (widget-store's config.test.ts); here they must reach the platform.
    // The demo's store is on store version 2: the new list, details, checkout, cart and breadcrumbs.
    expect(record.storefront).toEqual(storefrontSettings({ ...STORE_DEFAULTS, storeVersion: 2 }, 'desktop'));
    expect(record.storefront).toMatchObject({
      product_list_image_size: 'MEDIUM',
      enable_new_product_details: true,
    });
  });

  test('takes the product browser arguments and storefront settings from the config', async ({ page }) => {
    await answerPlatform(page);
    await withStoreConfig(page, {
      storeId: '77',
      catPerRow: 2,
      views: 'grid(4,2) list(10)',
      categoryView: 'list',
      searchView: 'grid',
      productList: { imageSize: 'SMALL', showSku: true, showBuyButton: true, infoLayout: 'LEFT' },
      categories: { spacing: 30, titleOnImage: false },
      breadcrumbsSeparator: '»',
      showSigninLink: false,
      showFooterMenu: false,
      storeVersion: 1,
    });
    await page.goto(SHOP);
    await expect(page.locator(STORE)).toHaveAttribute(STATE, 'live');
    const record = await standIn(page);
    expect(record.scriptUrl).toBe('https://app.ecwid.com/script.js?77&data_platform=vitrine&lang=en');
    expect(record.browserCalls[0]).toEqual([
      'categoriesPerRow=2',
      'views=grid(4,2) list(10)',
      'categoryView=list',
      'searchView=grid',
      'id=ecwid-store-harbor-shop',
    ]);
    expect(record.storefront).toMatchObject({
      product_list_image_size: 'SMALL',
      product_list_sku_behavior: 'SHOW',
      product_list_buybutton_behavior: 'SHOW',
      product_list_product_info_layout: 'LEFT',
      product_list_category_cell_spacing: 30,
      product_list_category_title_behavior: 'SHOW_BELOW_IMAGE',
      breadcrumbs_separator: '»',
      show_signin_link: false,
      show_footer_menu: false,
      enable_new_product_list: true,
      enable_new_product_details: false,
    });
  });

  test('garbage config gives the defaults and a logged warning', async ({ page }) => {
    await answerPlatform(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await withStoreConfig(page, {
      storeId: 4242001,
      catPerRow: 'lots',
      categoryView: 42,
      productList: 'big',
    });
    await page.goto(SHOP);
    await expect(page.locator(STORE)).toHaveAttribute(STATE, 'live');
    const record = await standIn(page);
    expect(record.browserCalls[0]?.slice(0, 4)).toEqual([
      'categoriesPerRow=3',
      'views=grid(20,3) list(60) table(60)',
      'categoryView=grid',
      'searchView=list',
    ]);
    expect(record.storefront.product_list_image_size).toBe('MEDIUM');
    expect(warnings.join('\n')).toContain('config: catPerRow: "lots" is not usable; using the default');
    expect(warnings.join('\n')).toContain('config: productList: "big" is not usable; using the default');
  });

  test('without a store id nothing starts: a warning, and the catalogue with its note', async ({ page }) => {
    const requested = await answerPlatform(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await withStoreConfig(page, { storePath: SHOP });
    await page.goto(SHOP);
    await expect(page.locator(STORE)).toHaveAttribute(STATE, 'unavailable');
    await expect(page.locator(STATIC_BROWSER).getByRole('status')).toHaveText(NOTE);
    expect(warnings.join('\n')).toContain('no store id configured; the live store does not start');
    expect(requested).toEqual([]);
  });

  for (const [setting, heading] of [
    ['MAIN_STORE', 'Live: Store'],
    ['CATEGORY@@2', 'Live: Pastries'],
    ['PRODUCT@@105', 'Live: Cardamom knot'],
  ] as const) {
    test(`opens on the initial screen ${setting}`, async ({ page }) => {
      await answerPlatform(page);
      await withStoreConfig(page, { storeId: '4242001', storePath: SHOP, initialStoreScreen: setting });
      await page.goto(SHOP);
      await expect(liveHeading(page)).toHaveText(heading);
    });
  }
});

test.describe('store URLs', () => {
  test('a clean product URL from another page loads the store page in place and opens that product', async ({
    page,
  }) => {
    await answerPlatform(page);
    await openSite(page, 'home');
    await page.getByRole('link', { name: 'Order a Harbor country loaf for pick-up →' }).click();
    await expect(page).toHaveURL(`${SHOP}/Harbor-country-loaf-p101`);
    await expect(liveHeading(page)).toHaveText('Live: Harbor country loaf');
    await expectSameDocument(page);
    // The store's own links keep clean URLs and stay in the same document.
    await page.locator(`${STORE} nav`).getByRole('link', { name: 'Pantry' }).click();
    await expect(page).toHaveURL(`${SHOP}/Pantry-c3`);
    await expect(liveHeading(page)).toHaveText('Live: Pantry');
    await expectSameDocument(page);
  });

  for (const [path, heading] of [
    ['/cart', 'Live: Shopping bag (0)'],
    ['/search?keywords=rye', 'Live: Search results for rye'],
    ['/Pastries-c2', 'Live: Pastries'],
    ['/-c1', 'Live: Breads'],
    ['/-p109', 'Live: Stone-milled flour, 2 kg'],
  ] as const) {
    test(`the clean URL ${path} opens its screen`, async ({ page }) => {
      await answerPlatform(page);
      await page.goto(`${SHOP}${path}`);
      await expect(liveHeading(page)).toHaveText(heading);
    });
  }

  for (const [hash, heading] of [
    ['#!/~/cart', 'Live: Shopping bag (0)'],
    ['#!/~/category/id=2&offset=0', 'Live: Pastries'],
    ['#!/~/search/keywords=knot&offset=0', 'Live: Search results for knot'],
  ] as const) {
    test(`the hash URL ${hash} opens its screen`, async ({ page }) => {
      await answerPlatform(page);
      await page.goto(`${SHOP}${hash}`);
      await expect(liveHeading(page)).toHaveText(heading);
    });
  }

  test('a store without clean URLs links with hash routes', async ({ page }) => {
    await answerPlatform(page);
    await withStoreConfig(page, { storeId: '4242001', storePath: SHOP, cleanUrls: false });
    await page.goto(SHOP);
    await expect(liveHeading(page)).toHaveText('Live: Store');
    await page.locator(`${STORE} nav`).getByRole('link', { name: 'Breads' }).click();
    await expect(page).toHaveURL(`${SHOP}#!/~/category/id=1&offset=0`);
    expect((await standIn(page)).config.storefrontUrls).toEqual({ cleanUrls: false });
  });

  test('the server answers every clean URL with the store page, and other paths below pages with 404', async ({
    request,
  }) => {
    for (const path of ['/cart', '/search?keywords=rye', '/Breads-c1', '/-p101']) {
      const response = await request.get(`${SHOP}${path}`);
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain('data-vitrine-widget="store"');
    }
    for (const path of [`${SHOP}/no-such-thing`, `${SHOP}/-p0`, `${SITE}/about/-p101`])
      expect((await request.get(path)).status(), path).toBe(404);
  });
});

test.describe('in-page navigation', () => {
  test('leaving destroys the store and what it added; coming back starts it once, ten times over', async ({
    page,
  }) => {
    const requested = await answerPlatform(page);
    await openSite(page, 'shop');
    await expect(liveHeading(page)).toHaveText('Live: Store');
    const first = await standIn(page);
    for (let round = 1; round <= 10; round++) {
      let loaded = nextPageLoad(page);
      await navLink(page, 'about').click();
      await loaded;
      await expect(page.locator('.ecwid-minicart')).toHaveCount(0);
      await expect(page.locator('.ec-store')).toHaveCount(0);
      loaded = nextPageLoad(page);
      await page.locator('.site-header__shop').getByRole('link', { name: 'Shop' }).click();
      await loaded;
      await expect(liveHeading(page)).toHaveText('Live: Store');
    }
    await expectSameDocument(page);
    const after = await standIn(page);
    expect(after.inits).toBe(11);
    expect(after.destroys).toBe(10);
    // One store, one mini-cart, one script, and no more callbacks than after the first visit.
    await expect(page.locator('.ec-store')).toHaveCount(1);
    await expect(page.locator('.ecwid-minicart')).toHaveCount(1);
    await expect(page.locator('script#ecwid-script')).toHaveCount(1);
    expect(after.listeners).toEqual(first.listeners);
    expect(requested).toHaveLength(1);
  });

  test("back and forward through the store's own steps show those steps, with one store", async ({
    page,
  }) => {
    await answerPlatform(page);
    // Reached in place, so core's navigation is on the page too and hears every back and forward.
    await openSite(page, 'home');
    await page.locator('.site-header__shop').getByRole('link', { name: 'Shop' }).click();
    await expect(liveHeading(page)).toHaveText('Live: Store');
    await page.locator(`${STORE} nav`).getByRole('link', { name: 'Pantry' }).click();
    await expect(liveHeading(page)).toHaveText('Live: Pantry');
    await page
      .locator(`${STORE} .ec-store ul`)
      .getByRole('link', { name: 'Stone-milled flour, 2 kg' })
      .click();
    await expect(page).toHaveURL(`${SHOP}/Stone-milled-flour-2-kg-p109`);
    // Between the store's own steps the store shows them itself: core loads no page, the store starts once.
    await page.evaluate(() => {
      (window as Window & { corePageLoads?: number }).corePageLoads = 0;
      document.addEventListener('vitrine:page-load', () => {
        (window as Window & { corePageLoads?: number }).corePageLoads! += 1;
      });
    });
    const startsBefore = (await standIn(page)).inits;
    await page.goBack();
    await expect(page).toHaveURL(`${SHOP}/Pantry-c3`);
    await expect(liveHeading(page)).toHaveText('Live: Pantry');
    await page.goBack();
    await expect(page).toHaveURL(SHOP);
    await expect(liveHeading(page)).toHaveText('Live: Store');
    await page.goForward();
    await expect(liveHeading(page)).toHaveText('Live: Pantry');
    expect(await page.evaluate(() => (window as Window & { corePageLoads?: number }).corePageLoads)).toBe(0);
    expect((await standIn(page)).inits).toBe(startsBefore);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(pagePath('home'));
    await page.goForward();
    await expect(liveHeading(page)).toHaveText('Live: Store');
    await expect(page.locator('.ec-store')).toHaveCount(1);
    const record = await standIn(page);
    expect(record.inits - record.destroys).toBe(1);
    await expect(page.locator('.ecwid-minicart')).toHaveCount(1);
    await expectSameDocument(page);
  });

  test('rapid back and forth never leaves two stores or none', async ({ page }) => {
    await answerPlatform(page);
    await openSite(page, 'shop');
    await expect(liveHeading(page)).toHaveText('Live: Store');
    const shopLink = page.locator('.site-header__shop').getByRole('link', { name: 'Shop' });
    for (let round = 0; round < 3; round++) {
      await navLink(page, 'about').click();
      await shopLink.click();
      await navLink(page, 'menu').click();
      await shopLink.click();
    }
    await expect(page).toHaveURL(SHOP);
    await expect(liveHeading(page)).toHaveText('Live: Store');
    await expect(page.locator('.ec-store')).toHaveCount(1);
    await expect(page.locator('.ecwid-minicart')).toHaveCount(1);
    const record = await standIn(page);
    expect(record.inits - record.destroys).toBe(1);
  });
});

test.describe('the static product browser', () => {
  test('a crawler keeps it, with Product data, and gets no store script', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    // Consent given, so only being a crawler keeps the store script away.
    await giveConsentAnswer(context, baseURL!, ACCEPTED_ALL);
    const page = await context.newPage();
    const requested = await answerPlatform(page);
    await page.goto(`${SHOP}/Breads-c1`);
    await expect(page).toHaveTitle(/^Breads · Shop/);
    const products = page.locator(`${STATIC_BROWSER} [itemtype="https://schema.org/Product"]`);
    await expect(products).toHaveCount(4);
    await expect(products.first().locator('[itemprop="name"]')).toHaveText('Harbor country loaf');
    await expect(products.first().locator('[itemprop="price"]')).toHaveAttribute('content', '9.00');
    await expect(products.first().getByRole('link')).toHaveAttribute(
      'href',
      `${SHOP}/Harbor-country-loaf-p101`,
    );
    await expect(page.locator('[data-vitrine-widget="store"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await context.close();
  });

  test('stays with its note when the store script fails', async ({ page }) => {
    await page.route(PLATFORM_SCRIPT, (route) => route.abort('internetdisconnected'));
    await page.goto(SHOP);
    await expect(page.locator(STORE)).toHaveAttribute(STATE, 'unavailable');
    await expect(page.locator(STATIC_BROWSER).getByRole('status')).toHaveText(NOTE);
    await expect(page.locator(`${STATIC_BROWSER} .vitrine-store-product`)).toHaveCount(12);
    expect(await axeViolations(page, STORE)).toEqual([]);
  });

  test('stays with its note when the store does not answer within 15 s', async ({ page }) => {
    const delays = await stopPageClock(page);
    const held = holdAnswers(page, PLATFORM_SCRIPT);
    await page.goto(SHOP);
    await held.requested;
    await expect.poll(delays).toContain(15_000);
    await page.clock.runFor(14_999);
    await expect(page.locator(STORE)).toHaveAttribute(STATE, 'loading');
    await page.clock.runFor(1);
    await expect(page.locator(STORE)).toHaveAttribute(STATE, 'unavailable');
    await expect(page.locator(STATIC_BROWSER).getByRole('status')).toHaveText(NOTE);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the catalogue, and its search works', async ({ page }) => {
      await page.goto(SHOP);
      await expect(page.locator(`${STATIC_BROWSER} .vitrine-store-product`)).toHaveCount(12);
      await expect(page.getByRole('status')).toHaveCount(0);
      await page.getByRole('searchbox', { name: 'Search the shop' }).fill('jam');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(`${SHOP}/search?keywords=jam`);
      await expect(page.locator(`${STATIC_BROWSER} .vitrine-store-product h3`)).toHaveText([
        'Plum and bay jam',
      ]);
    });
  });
});

test.describe('store events', () => {
  test('the cart count in the header follows the cart, across pages and document loads', async ({ page }) => {
    await answerPlatform(page);
    const cartCount = page.locator('.cart-link [data-vitrine-store-cart-count]');
    await page.goto(`${SHOP}/-p101`);
    await expect(liveHeading(page)).toHaveText('Live: Harbor country loaf');
    await expect(cartCount).toBeHidden();
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(cartCount).toHaveText('2');
    await expect(page.locator('.cart-link')).toHaveAccessibleName('Cart 2 items');
    const loaded = nextPageLoad(page);
    await navLink(page, 'about').click();
    await loaded;
    await expect(cartCount).toHaveText('2');
    await page.reload();
    await expect(cartCount).toHaveText('2');
    await expect(cartCount).toBeVisible();
  });

  test('an order placed sends event-StoreOrder, logs the confirmation and empties the cart count', async ({
    page,
  }) => {
    await answerPlatform(page);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto(`${SHOP}/-p105`);
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as Window & { __orders?: unknown[] }).__orders = seen;
      const api = (
        window as unknown as { dmAPI: { subscribeEvent(name: string, fn: (payload: unknown) => void): void } }
      ).dmAPI;
      api.subscribeEvent('event-StoreOrder', (payload: unknown) => seen.push(payload));
    });
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await page.locator(`${STORE} nav`).getByRole('link', { name: 'Bag' }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(liveHeading(page)).toHaveText('Live: Thank you for your order');
    await expect
      .poll(() => page.evaluate(() => (window as Window & { __orders?: unknown[] }).__orders))
      .toEqual([{ orderNumber: 'HR-1', total: 9, productsQuantity: 1 }]);
    await expect(page.locator('.cart-link [data-vitrine-store-cart-count]')).toBeHidden();
    expect(logged.filter((line) => line.includes('store page view'))).toHaveLength(3);
    expect(logged.some((line) => line.includes('store order confirmation'))).toBe(true);
  });

  test('the store search opens results in the live store on Enter and on a click', async ({ page }) => {
    await answerPlatform(page);
    await openSite(page, 'shop');
    await expect(liveHeading(page)).toHaveText('Live: Store');
    const search = page.getByRole('searchbox', { name: 'Search the shop' });
    await search.fill('rye');
    await search.press('Enter');
    await expect(liveHeading(page)).toHaveText('Live: Search results for rye');
    await expect(page).toHaveURL(`${SHOP}/search?keywords=rye`);
    await search.fill('knot');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(liveHeading(page)).toHaveText('Live: Search results for knot');
    // An empty search does nothing.
    await search.fill('   ');
    await search.press('Enter');
    await expect(liveHeading(page)).toHaveText('Live: Search results for knot');
    await expectSameDocument(page);
  });

  test('the live store page is axe clean', async ({ page }) => {
    await answerPlatform(page);
    await page.goto(SHOP);
    await expect(liveHeading(page)).toHaveText('Live: Store');
    expect(await axeViolations(page, STORE)).toEqual([]);
    expect(await axeViolations(page, 'header')).toEqual([]);
  });
});
