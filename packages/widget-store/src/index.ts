export { CART_COUNT_EVENT, CART_COUNT_KEY, publishCartCount, readCartCount } from './cart-count';
export { storeCartLinkWidget, storeWidget } from './definitions';
export { ECWID_LEFTOVER_SELECTORS, ecwidScriptUrl } from './ecwid-api';
export {
  type Catalog,
  type CatalogCategory,
  type CatalogProduct,
  renderStaticBrowser,
  renderStoreSearch,
  type StaticBrowserOptions,
  storeLink,
} from './static-browser';
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
} from './store-config';
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
