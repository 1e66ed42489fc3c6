import { describe, expect, it } from 'vitest';
import {
  cleanStoreUrl,
  hashStoreUrl,
  parseCleanStoreUrl,
  parseHashStoreUrl,
  parseInitialScreen,
  type StoreRoute,
  storeRouteOf,
  urlSlug,
} from './store-urls';

const shop = '/site/harbor/shop';

describe('clean store URLs', () => {
  it.each<[StoreRoute, string]>([
    [{ kind: 'main' }, '/site/harbor/shop'],
    [{ kind: 'cart' }, '/site/harbor/shop/cart'],
    [{ kind: 'search', keywords: 'rye & seeds' }, '/site/harbor/shop/search?keywords=rye+%26+seeds'],
    [{ kind: 'category', id: 3, name: 'Breads & Loaves' }, '/site/harbor/shop/Breads-Loaves-c3'],
    [{ kind: 'category', id: 3 }, '/site/harbor/shop/-c3'],
    [{ kind: 'product', id: 12 }, '/site/harbor/shop/-p12'],
    [{ kind: 'product', id: 12, name: 'Crème brûlée tart' }, '/site/harbor/shop/Creme-brulee-tart-p12'],
  ])('builds %j as %s and reads it back', (route, url) => {
    expect(cleanStoreUrl(route, `${shop}/`)).toBe(url);
    const parsed = new URL(url, 'https://example.test');
    expect(parseCleanStoreUrl(parsed.pathname, parsed.search, shop)).toEqual(
      route.kind === 'category' || route.kind === 'product'
        ? { ...route, name: route.name ? urlSlug(route.name) : undefined }
        : route,
    );
  });

  it('knows only paths at or below the store page', () => {
    expect(parseCleanStoreUrl('/site/harbor/about', '', shop)).toBeUndefined();
    expect(parseCleanStoreUrl('/site/harbor/shopping/-p1', '', shop)).toBeUndefined();
    expect(parseCleanStoreUrl('/site/harbor/shop/', '', shop)).toEqual({ kind: 'main' });
    expect(parseCleanStoreUrl('/site/harbor/shop/cart/', '', shop)).toEqual({ kind: 'cart' });
  });

  it('gives nothing for paths the store does not know (garbage ids, nested paths, bad escapes)', () => {
    for (const path of [
      '/-p',
      '/-p0',
      '/-pabc',
      '/x/-p12',
      '/-c-3',
      '/%E0%A4%A',
      '/-p99999999999999999999',
    ]) {
      expect(parseCleanStoreUrl(`${shop}${path}`, '', shop), path).toBeUndefined();
    }
  });

  it('reads a search without keywords as an empty search', () => {
    expect(parseCleanStoreUrl(`${shop}/search`, '', shop)).toEqual({ kind: 'search', keywords: '' });
  });
});

describe('hash store URLs', () => {
  it.each<[StoreRoute, string]>([
    [{ kind: 'cart' }, '#!/~/cart'],
    [{ kind: 'category', id: 5 }, '#!/~/category/id=5&offset=0'],
    [{ kind: 'search', keywords: 'rye bread' }, '#!/~/search/keywords=rye%20bread&offset=0'],
    [{ kind: 'product', id: 7 }, '#!/~/product/id=7'],
  ])('builds %j as %s and reads it back', (route, hash) => {
    expect(hashStoreUrl(route)).toBe(hash);
    expect(parseHashStoreUrl(hash)).toEqual(route);
  });

  it('ignores anchors and unknown or broken routes', () => {
    for (const hash of ['', '#top', '#!/~/category/id=x', '#!/~/unknown/id=3', '#!/~/search/keywords=%E0']) {
      expect(parseHashStoreUrl(hash), hash).toEqual(
        hash.startsWith('#!/~/search') ? { kind: 'search', keywords: '' } : undefined,
      );
    }
  });

  it('prefers the hashbang over the path', () => {
    const url = new URL(`https://example.test${shop}/-p12#!/~/cart`);
    expect(storeRouteOf(url, shop)).toEqual({ kind: 'cart' });
  });
});

describe('initial screen', () => {
  it('reads the three settings', () => {
    expect(parseInitialScreen('MAIN_STORE')).toEqual({ kind: 'main' });
    expect(parseInitialScreen('PRODUCT@@12')).toEqual({ kind: 'product', id: 12 });
    expect(parseInitialScreen('CATEGORY@@3')).toEqual({ kind: 'category', id: 3 });
  });

  it('gives nothing for anything else', () => {
    for (const value of ['PRODUCT@@', 'PRODUCT@@-1', 'product@@1', 'CART', 12, null, {}]) {
      expect(parseInitialScreen(value)).toBeUndefined();
    }
  });
});
