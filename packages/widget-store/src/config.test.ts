import { describe, expect, it } from 'vitest';
import { productBrowserArgs, resolveStoreConfig, STORE_DEFAULTS, storefrontSettings } from './config';

describe('resolveStoreConfig', () => {
  it('gives the spec defaults for an empty config, without warnings', () => {
    expect(resolveStoreConfig({})).toEqual({ config: STORE_DEFAULTS, warnings: [] });
    expect(resolveStoreConfig(undefined).warnings).toEqual([]);
  });

  it('reads every setting', () => {
    const { config, warnings } = resolveStoreConfig({
      storeId: 1003,
      catPerRow: '4',
      views: 'grid(4,4) list(10)',
      categoryView: 'list',
      searchView: 'grid',
      initialStoreScreen: 'PRODUCT@@12',
      productList: {
        imageSize: 'LARGE',
        imageAspectRatio: 'LANDSCAPE_15',
        showSku: true,
        showBuyButton: 'true',
      },
      categories: { spacing: 20, titleOnImage: false },
      breadcrumbsSeparator: '→',
      showSigninLink: false,
      showFooterMenu: false,
      storeVersion: 2,
      cleanUrls: false,
      storePath: '/site/harbor/shop',
    });
    expect(warnings).toEqual([]);
    expect(config).toMatchObject({
      storeId: '1003',
      catPerRow: 4,
      views: 'grid(4,4) list(10)',
      categoryView: 'list',
      searchView: 'grid',
      initialScreen: { kind: 'product', id: 12 },
      productList: {
        imageSize: 'LARGE',
        imageAspectRatio: 'LANDSCAPE_15',
        showSku: true,
        showBuyButton: true,
      },
      categories: { spacing: 20, titleOnImage: false },
      breadcrumbsSeparator: '→',
      showSigninLink: false,
      showFooterMenu: false,
      storeVersion: 2,
      cleanUrls: false,
      storePath: '/site/harbor/shop',
    });
  });

  it('turns garbage into defaults, one warning per bad value', () => {
    const { config, warnings } = resolveStoreConfig({
      storeId: 'drop table',
      catPerRow: 0,
      views: '<script>',
      categoryView: 'carousel',
      initialStoreScreen: 'CHECKOUT',
      productList: 'big',
      categories: { imageSize: 'HUGE', spacing: -3, titleOnImage: 'yes' },
      showSigninLink: 'nope',
      storeVersion: 1.5,
      storePath: 'shop?x',
    });
    expect(config).toEqual(STORE_DEFAULTS);
    expect(warnings).toHaveLength(12);
    expect(warnings).toContain('storeId: "drop table" is not usable; using the default');
    expect(warnings).toContain('initialStoreScreen: "CHECKOUT" is not a store screen');
  });

  it('warns once when the config is not an object at all', () => {
    for (const raw of ['store', 42, null, []]) {
      const { config, warnings } = resolveStoreConfig(raw);
      expect(config).toEqual(STORE_DEFAULTS);
      expect(warnings).toEqual(['store config is not an object; using the defaults']);
    }
  });
});

describe('productBrowserArgs', () => {
  it('passes the browser settings and the container, in the embed code order', () => {
    expect(productBrowserArgs(STORE_DEFAULTS, 'ecwid-store-w1', { kind: 'main' })).toEqual([
      'categoriesPerRow=3',
      'views=grid(20,3) list(60) table(60)',
      'categoryView=grid',
      'searchView=list',
      'id=ecwid-store-w1',
    ]);
  });

  it('names the initial category or product', () => {
    expect(productBrowserArgs(STORE_DEFAULTS, 's', { kind: 'category', id: 3 })).toContain(
      'defaultCategoryId=3',
    );
    expect(productBrowserArgs(STORE_DEFAULTS, 's', { kind: 'product', id: 12 })).toContain(
      'defaultProductId=12',
    );
  });
});

describe('storefrontSettings', () => {
  it('has the spec defaults (§9)', () => {
    expect(storefrontSettings(STORE_DEFAULTS, 'desktop')).toMatchObject({
      product_list_image_size: 'MEDIUM',
      product_list_image_aspect_ratio: 'SQUARE_1',
      product_list_product_info_layout: 'CENTER',
      product_list_title_behavior: 'SHOW',
      product_list_price_behavior: 'SHOW',
      product_list_sku_behavior: 'HIDE',
      product_list_buybutton_behavior: 'HIDE',
      product_list_category_image_size: 'LARGE',
      product_list_category_image_aspect_ratio: 'PORTRAIT_075',
      product_list_category_cell_spacing: 15,
      product_list_category_title_behavior: 'SHOW_ON_IMAGE',
      breadcrumbs_separator: '/',
      show_signin_link: true,
      show_footer_menu: true,
      enable_new_product_list: false,
      enable_new_product_details: false,
    });
  });

  it('puts category titles below the image off desktop unless configured', () => {
    expect(storefrontSettings(STORE_DEFAULTS, 'mobile').product_list_category_title_behavior).toBe(
      'SHOW_BELOW_IMAGE',
    );
    expect(storefrontSettings(STORE_DEFAULTS, 'tablet').product_list_category_title_behavior).toBe(
      'SHOW_BELOW_IMAGE',
    );
    const onImage = { ...STORE_DEFAULTS, categories: { ...STORE_DEFAULTS.categories, titleOnImage: true } };
    expect(storefrontSettings(onImage, 'mobile').product_list_category_title_behavior).toBe('SHOW_ON_IMAGE');
  });

  it('switches the new UI on by store version: the list above 0, the rest above 1', () => {
    const at = (storeVersion: number) => storefrontSettings({ ...STORE_DEFAULTS, storeVersion }, 'desktop');
    expect(at(1)).toMatchObject({ enable_new_product_list: true, enable_new_product_details: false });
    expect(at(1).enable_new_shopping_cart).toBe(false);
    expect(at(2)).toMatchObject({
      enable_new_product_list: true,
      enable_new_product_details: true,
      enable_new_shopping_cart: true,
    });
  });
});
