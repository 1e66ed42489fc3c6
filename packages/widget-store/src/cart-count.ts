/** Where the cart's last known `productsQuantity` is kept, so the header shows it on every page. */
export const CART_COUNT_KEY = '_dm_store_cart_count';
/** Fired on `window` whenever the store reports a new count. */
export const CART_COUNT_EVENT = 'vitrine:store-cart-count';

/** The last count the store reported on this browser; 0 when none or unreadable. */
export function readCartCount(win: Window): number {
  try {
    const stored = Number(win.localStorage.getItem(CART_COUNT_KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : 0;
  } catch {
    return 0;
  }
}

/** Records `count` and tells every cart link on the page. A full or blocked storage only costs other pages. */
export function publishCartCount(win: Window, count: number): void {
  const safe = Number.isInteger(count) && count > 0 ? count : 0;
  try {
    win.localStorage.setItem(CART_COUNT_KEY, String(safe));
  } catch {
    // Storage full or disabled: the links on this page are still told below.
  }
  win.dispatchEvent(new CustomEvent(CART_COUNT_EVENT, { detail: { count: safe } }));
}
