import type { Device } from '@vitrine/widget-api';
import { configReader } from '@vitrine/widget-api';
import { parseInitialScreen, type StoreRoute } from './store-urls';

// Names and values of the platform's storefront settings (`window.ec.storefront`), from Ecwid's "Customize
// appearance" documentation (developers.ecwid.com/api-documentation/customize-appearance).
const IMAGE_SIZES = ['SMALL', 'MEDIUM', 'LARGE'] as const;
const ASPECT_RATIOS = [
  'PORTRAIT_0667',
  'PORTRAIT_075',
  'SQUARE_1',
  'LANDSCAPE_1333',
  'LANDSCAPE_15',
] as const;
const INFO_LAYOUTS = ['CENTER', 'LEFT', 'RIGHT', 'JUSTIFY'] as const;
const VIEWS = ['grid', 'list', 'table'] as const;

export type ImageSize = (typeof IMAGE_SIZES)[number];
export type AspectRatio = (typeof ASPECT_RATIOS)[number];
export type InfoLayout = (typeof INFO_LAYOUTS)[number];
export type StoreView = (typeof VIEWS)[number];

/** The store's config after defaults (spec widgets §3 "Store config", §9 "Store defaults"). */
export interface StoreConfig {
  /** The platform's store id; without one the store does not start (spec §5). */
  storeId: string | undefined;
  catPerRow: number;
  /** The product browser's `views` argument, e.g. `grid(20,3) list(60) table(60)`. */
  views: string;
  categoryView: StoreView;
  searchView: StoreView;
  /** What the store opens on when the URL names no store route. */
  initialScreen: StoreRoute;
  productList: {
    imageSize: ImageSize;
    imageAspectRatio: AspectRatio;
    infoLayout: InfoLayout;
    showTitle: boolean;
    showPrice: boolean;
    showSku: boolean;
    showBuyButton: boolean;
  };
  categories: {
    imageSize: ImageSize;
    imageAspectRatio: AspectRatio;
    spacing: number;
    /** Category titles on the image; unset means on the image on desktop and below it elsewhere (spec §9). */
    titleOnImage: boolean | undefined;
  };
  productDetails: { showSku: boolean; showBreadcrumbs: boolean; showBuyButton: boolean };
  breadcrumbsSeparator: string;
  showSigninLink: boolean;
  showFooterMenu: boolean;
  /** The store UI generation: above 0 the new product list, above 1 the new details, checkout, cart, breadcrumbs. */
  storeVersion: number;
  /** Clean URLs below the store page (on by default) or the platform's hashbang routes. */
  cleanUrls: boolean;
  /** The store page's path, the base of clean URLs; the page the store is on when unset. */
  storePath: string | undefined;
}

export const STORE_DEFAULTS: StoreConfig = {
  storeId: undefined,
  catPerRow: 3,
  views: 'grid(20,3) list(60) table(60)',
  categoryView: 'grid',
  searchView: 'list',
  initialScreen: { kind: 'main' },
  productList: {
    imageSize: 'MEDIUM',
    imageAspectRatio: 'SQUARE_1',
    infoLayout: 'CENTER',
    showTitle: true,
    showPrice: true,
    showSku: false,
    showBuyButton: false,
  },
  categories: { imageSize: 'LARGE', imageAspectRatio: 'PORTRAIT_075', spacing: 15, titleOnImage: undefined },
  productDetails: { showSku: true, showBreadcrumbs: true, showBuyButton: true },
  breadcrumbsSeparator: '/',
  showSigninLink: true,
  showFooterMenu: true,
  storeVersion: 0,
  cleanUrls: true,
  storePath: undefined,
};

export interface ResolvedStoreConfig {
  config: StoreConfig;
  /** One line per value that was not usable and fell back to its default. */
  warnings: string[];
}

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The store config from whatever the page carried. A store with a bad setting still opens: each unusable value
 * falls back to its default and is reported, so a typo never costs the shop.
 */
export function resolveStoreConfig(raw: unknown): ResolvedStoreConfig {
  const warnings: string[] = [];
  if (raw !== undefined && !isRecord(raw)) warnings.push('store config is not an object; using the defaults');
  const source: Record_ = isRecord(raw) ? raw : {};
  const read = readerFor(warnings);
  const d = STORE_DEFAULTS;
  const list = read.section(source, 'productList');
  const categories = read.section(source, 'categories');
  const details = read.section(source, 'productDetails');
  const storeId = read.storeId(source.storeId);
  const initialScreen =
    source.initialStoreScreen === undefined ? undefined : parseInitialScreen(source.initialStoreScreen);
  if (source.initialStoreScreen !== undefined && !initialScreen) {
    warnings.push(`initialStoreScreen: ${JSON.stringify(source.initialStoreScreen)} is not a store screen`);
  }
  const config: StoreConfig = {
    storeId,
    catPerRow: read.integer(source, 'catPerRow', d.catPerRow, 1, 10),
    views: read.text(source, 'views', d.views, /^(?:(?:grid\(\d+,\d+\)|list\(\d+\)|table\(\d+\))\s*)+$/),
    categoryView: read.oneOf(source, 'categoryView', VIEWS, d.categoryView),
    searchView: read.oneOf(source, 'searchView', VIEWS, d.searchView),
    initialScreen: initialScreen ?? d.initialScreen,
    productList: {
      imageSize: read.oneOf(list, 'productList.imageSize', IMAGE_SIZES, d.productList.imageSize),
      imageAspectRatio: read.oneOf(
        list,
        'productList.imageAspectRatio',
        ASPECT_RATIOS,
        d.productList.imageAspectRatio,
      ),
      infoLayout: read.oneOf(list, 'productList.infoLayout', INFO_LAYOUTS, d.productList.infoLayout),
      showTitle: read.flag(list, 'productList.showTitle', d.productList.showTitle),
      showPrice: read.flag(list, 'productList.showPrice', d.productList.showPrice),
      showSku: read.flag(list, 'productList.showSku', d.productList.showSku),
      showBuyButton: read.flag(list, 'productList.showBuyButton', d.productList.showBuyButton),
    },
    categories: {
      imageSize: read.oneOf(categories, 'categories.imageSize', IMAGE_SIZES, d.categories.imageSize),
      imageAspectRatio: read.oneOf(
        categories,
        'categories.imageAspectRatio',
        ASPECT_RATIOS,
        d.categories.imageAspectRatio,
      ),
      spacing: read.integer(categories, 'categories.spacing', d.categories.spacing, 0, 100),
      titleOnImage: read.optionalFlag(categories, 'categories.titleOnImage'),
    },
    productDetails: {
      showSku: read.flag(details, 'productDetails.showSku', d.productDetails.showSku),
      showBreadcrumbs: read.flag(details, 'productDetails.showBreadcrumbs', d.productDetails.showBreadcrumbs),
      showBuyButton: read.flag(details, 'productDetails.showBuyButton', d.productDetails.showBuyButton),
    },
    breadcrumbsSeparator: read.text(source, 'breadcrumbsSeparator', d.breadcrumbsSeparator, /^.{1,5}$/u),
    showSigninLink: read.flag(source, 'showSigninLink', d.showSigninLink),
    showFooterMenu: read.flag(source, 'showFooterMenu', d.showFooterMenu),
    storeVersion: read.integer(source, 'storeVersion', d.storeVersion, 0, 99),
    cleanUrls: read.flag(source, 'cleanUrls', d.cleanUrls),
    storePath: read.optionalText(source, 'storePath', /^\/[^?#\s]*$/),
  };
  return { config, warnings };
}

function readerFor(warnings: string[]) {
  const reject = (name: string, value: unknown) =>
    warnings.push(`${name}: ${JSON.stringify(value) ?? String(value)} is not usable; using the default`);
  const leaf = (key: string) => key.slice(key.lastIndexOf('.') + 1);
  return {
    section(source: Record_, key: string): Record_ {
      const value = source[key];
      if (value === undefined) return {};
      if (isRecord(value)) return value;
      reject(key, value);
      return {};
    },
    storeId(value: unknown): string | undefined {
      if (value === undefined || value === null || value === '') return undefined;
      const text = typeof value === 'number' ? String(value) : value;
      if (typeof text === 'string' && /^\d{1,12}$/.test(text.trim())) return text.trim();
      reject('storeId', value);
      return undefined;
    },
    integer(source: Record_, key: string, fallback: number, min: number, max: number): number {
      const value = source[leaf(key)];
      if (value === undefined) return fallback;
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max)
        return number;
      reject(key, value);
      return fallback;
    },
    flag(source: Record_, key: string, fallback: boolean): boolean {
      return this.optionalFlag(source, key) ?? fallback;
    },
    optionalFlag(source: Record_, key: string): boolean | undefined {
      const value = source[leaf(key)];
      if (value === undefined) return undefined;
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      reject(key, value);
      return undefined;
    },
    oneOf<Value extends string>(
      source: Record_,
      key: string,
      values: readonly Value[],
      fallback: Value,
    ): Value {
      const value = source[leaf(key)];
      if (value === undefined) return fallback;
      if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as Value;
      reject(key, value);
      return fallback;
    },
    text(source: Record_, key: string, fallback: string, pattern: RegExp): string {
      return this.optionalText(source, key, pattern) ?? fallback;
    },
    optionalText(source: Record_, key: string, pattern: RegExp): string | undefined {
      const value = source[leaf(key)];
      if (value === undefined) return undefined;
      if (typeof value === 'string' && pattern.test(value.trim())) return value.trim();
      reject(key, value);
      return undefined;
    },
  };
}

/** The product browser's arguments (`xProductBrowser("categoriesPerRow=3", …, "id=…")`). */
export function productBrowserArgs(config: StoreConfig, containerId: string, screen: StoreRoute): string[] {
  const args = [
    `categoriesPerRow=${config.catPerRow}`,
    `views=${config.views}`,
    `categoryView=${config.categoryView}`,
    `searchView=${config.searchView}`,
    `id=${containerId}`,
  ];
  if (screen.kind === 'category') args.push(`defaultCategoryId=${screen.id}`);
  if (screen.kind === 'product') args.push(`defaultProductId=${screen.id}`);
  return args;
}

const behaviour = (shown: boolean) => (shown ? 'SHOW' : 'HIDE');

/** The storefront settings object (`window.ec.storefront`) for `config` on a `device` layout. */
export function storefrontSettings(
  config: StoreConfig,
  device: Device,
): Record<string, string | number | boolean> {
  const { productList: list, categories, productDetails: details } = config;
  const titleOnImage = categories.titleOnImage ?? device === 'desktop';
  const newList = config.storeVersion > 0;
  const newPages = config.storeVersion > 1;
  return {
    product_list_image_size: list.imageSize,
    product_list_image_aspect_ratio: list.imageAspectRatio,
    product_list_product_info_layout: list.infoLayout,
    product_list_title_behavior: behaviour(list.showTitle),
    product_list_price_behavior: behaviour(list.showPrice),
    product_list_sku_behavior: behaviour(list.showSku),
    product_list_buybutton_behavior: behaviour(list.showBuyButton),
    product_list_category_image_size: categories.imageSize,
    product_list_category_image_aspect_ratio: categories.imageAspectRatio,
    product_list_category_cell_spacing: categories.spacing,
    product_list_category_title_behavior: titleOnImage ? 'SHOW_ON_IMAGE' : 'SHOW_BELOW_IMAGE',
    product_details_show_product_sku: details.showSku,
    product_details_show_breadcrumbs: details.showBreadcrumbs,
    product_details_show_buy_button: details.showBuyButton,
    breadcrumbs_separator: config.breadcrumbsSeparator,
    show_signin_link: config.showSigninLink,
    show_footer_menu: config.showFooterMenu,
    enable_new_product_list: newList,
    enable_new_product_details: newPages,
    // Spec §9 switches details, checkout, cart and breadcrumbs together (store version above 1). The platform
    // has three flags (its storefront script reads exactly these): the list, the details page (whose
    // breadcrumbs are its own) and the shopping cart, which in the new storefront is also the checkout.
    enable_new_shopping_cart: newPages,
  };
}

/** The store's schema: never refuses; the host logs what fell back (`resolveStoreConfig`). */
export const storeConfig = configReader((raw, warn): StoreConfig => {
  const { config, warnings } = resolveStoreConfig(raw);
  for (const warning of warnings) warn(warning);
  return config;
});
