import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_COUNT_KEY, CART_COUNT_SCRIPT, publishCartCount, readCartCount } from './cart-count';

const badge = () => {
  document.body.innerHTML =
    '<a href="/shop/cart">Cart <span data-vitrine-store-cart-count hidden>0</span></a>';
  return document.querySelector('span') as HTMLElement;
};

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the cart count', () => {
  it('is shown on the cart links and kept for later pages', () => {
    const shown = badge();
    publishCartCount(window, 2);
    expect(shown.textContent).toBe('2');
    expect(shown.hidden).toBe(false);
    expect(readCartCount(window)).toBe(2);
    publishCartCount(window, 0);
    expect(shown.hidden).toBe(true);
  });

  it('still updates the page when storage is full', () => {
    const shown = badge();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    publishCartCount(window, 4);
    expect(shown.textContent).toBe('4');
  });

  it('reads garbage as an empty cart', () => {
    for (const stored of ['-3', '2.5', 'many', '']) {
      localStorage.setItem(CART_COUNT_KEY, stored);
      expect(readCartCount(window)).toBe(0);
    }
  });

  it('has an inline script that shows the stored count as a document loads', () => {
    const shown = badge();
    localStorage.setItem(CART_COUNT_KEY, '3');
    new Function(CART_COUNT_SCRIPT)();
    expect(shown.textContent).toBe('3');
    expect(shown.hidden).toBe(false);
    localStorage.setItem(CART_COUNT_KEY, 'x');
    const other = badge();
    new Function(CART_COUNT_SCRIPT)();
    expect(other.hidden).toBe(true);
  });
});
