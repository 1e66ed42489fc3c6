/** Attributes of the store's markup, shared by the server's renderer and the widget. */
export const StoreAttribute = {
  /** The server-rendered product browser: crawlers keep it, visitors keep it until the live store shows. */
  staticBrowser: 'data-vitrine-store-static',
  /** The note added to the static browser when the live store cannot load. */
  note: 'data-vitrine-store-note',
  /** The store's search form (a GET form to `{store}/search` that works without JavaScript too). */
  search: 'data-vitrine-store-search',
  /** `loading`, `live` or `unavailable`, on the widget element. */
  state: 'data-vitrine-store-state',
  /** Where a cart link shows the number of products in the cart. */
  cartCount: 'data-vitrine-store-cart-count',
} as const;

/** How long the live store may take to show before the visitor is told it is unavailable. */
export const STORE_LOAD_TIMEOUT_MS = 15_000;

export const UNAVAILABLE_NOTE =
  'The live store is unavailable right now, so this is our catalogue as of today.';
