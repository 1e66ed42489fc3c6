export {
  CART_COUNT_KEY,
  CART_COUNT_SCRIPT,
  publishCartCount,
  readCartCount,
  showCartCount,
} from './cart-count';
export {
  type AspectRatio,
  type ImageSize,
  type InfoLayout,
  productBrowserArgs,
  type ResolvedStoreConfig,
  resolveStoreConfig,
  STORE_DEFAULTS,
  type StoreConfig,
  type StoreView,
  storefrontSettings,
} from './config';
export { isCrawler } from './crawlers';
export { storeWidget } from './definition';
export { ECWID_LEFTOVER_SELECTORS, type EcwidApi, type EcwidWindow, ecwidScriptUrl } from './ecwid-api';
export {
  type Catalog,
  type CatalogCategory,
  type CatalogProduct,
  renderStaticBrowser,
  renderStoreSearch,
  type StaticBrowserOptions,
  storeLink,
} from './static-browser';
export { STORE_LOAD_TIMEOUT_MS, StoreAttribute, UNAVAILABLE_NOTE } from './store-markup';
export {
  cleanStoreUrl,
  hashStoreUrl,
  normalizeStorePath,
  parseCleanStoreUrl,
  parseHashStoreUrl,
  parseInitialScreen,
  type StoreRoute,
  storeRouteOf,
  urlSlug,
} from './store-urls';
