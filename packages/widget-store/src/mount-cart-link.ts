import type { WidgetContext } from '@vitrine/widget-api';
import { CART_COUNT_EVENT, CART_COUNT_KEY, readCartCount } from './cart-count';
import { StoreAttribute } from './store-markup';

/**
 * The cart link in the site header: shows the cart's `productsQuantity` as the store last reported it, on
 * every page, and keeps it current when the store (in this tab or another) reports a change.
 */
export function mount(element: HTMLElement, context: WidgetContext<unknown>): void {
  const win = element.ownerDocument.defaultView;
  const badge = element.querySelector<HTMLElement>(`[${StoreAttribute.cartCount}]`);
  if (!win || !badge) return;
  // The server's label without a count: the count read here is the one that is current.
  const label = (element.getAttribute('aria-label') ?? 'Cart').replace(/\s*\(\d+ items?\)$/, '');
  const show = (count: number) => {
    badge.textContent = String(count);
    badge.hidden = count === 0;
    element.setAttribute('aria-label', `${label} (${count} item${count === 1 ? '' : 's'})`);
  };
  show(readCartCount(win));
  win.addEventListener(CART_COUNT_EVENT, (event) => show(Number((event as CustomEvent).detail?.count) || 0), {
    signal: context.signal,
  });
  win.addEventListener(
    'storage',
    (event) => {
      if (event.key === CART_COUNT_KEY) show(readCartCount(win));
    },
    { signal: context.signal },
  );
}
