import { StoreAttribute } from './store-markup';

/** Where the cart's last known `productsQuantity` is kept, so the header shows it on every page. */
export const CART_COUNT_KEY = '_dm_store_cart_count';

/** The last count the store reported on this browser; 0 when none or unreadable. */
export function readCartCount(win: Window): number {
  try {
    const stored = Number(win.localStorage.getItem(CART_COUNT_KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : 0;
  } catch {
    return 0;
  }
}

/** Shows `count` on every cart link of the document (`data-vitrine-store-cart-count`). */
export function showCartCount(doc: Document, count: number): void {
  for (const badge of doc.querySelectorAll<HTMLElement>(`[${StoreAttribute.cartCount}]`)) {
    badge.textContent = String(count);
    badge.hidden = count === 0;
  }
}

/** Records `count` for later pages and shows it now. A full or blocked storage only costs other pages. */
export function publishCartCount(win: Window, count: number): void {
  const safe = Number.isInteger(count) && count > 0 ? count : 0;
  try {
    win.localStorage.setItem(CART_COUNT_KEY, String(safe));
  } catch {
    // Storage full or disabled: this page's links are still shown the count below.
  }
  showCartCount(win.document, safe);
}

/**
 * An inline script for the server to render right after the header's cart link: shows the stored count as
 * the document loads, on pages where the store (and so any widget code) may never load. The header stays
 * across in-page navigations, and the store keeps it current from there.
 */
export const CART_COUNT_SCRIPT = `(function(){try{var n=Number(localStorage.getItem(${JSON.stringify(CART_COUNT_KEY)}));if(!(n>0)||n%1)return;document.querySelectorAll(${JSON.stringify(`[${StoreAttribute.cartCount}]`)}).forEach(function(e){e.textContent=String(n);e.hidden=false})}catch(e){}})();`;
