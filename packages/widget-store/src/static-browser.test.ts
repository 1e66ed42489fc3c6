import { describe, expect, it } from 'vitest';
import { type Catalog, renderStaticBrowser, renderStoreSearch, storeLink } from './static-browser';

const catalog: Catalog = {
  currency: 'USD',
  categories: [
    { id: 1, name: 'Breads' },
    { id: 2, name: 'Pastries & Tarts' },
  ],
  products: [
    {
      id: 11,
      categoryId: 1,
      name: 'Country sourdough',
      price: 9,
      description: 'Long ferment.',
      imageUrl: '/i/11.svg',
    },
    {
      id: 12,
      categoryId: 2,
      name: 'Plum <tart>',
      price: 4.5,
      description: 'With "plums".',
      imageUrl: '/i/12.svg',
    },
  ],
};

const render = (route: Parameters<typeof renderStaticBrowser>[0]['route'], cleanUrls = true) => {
  const host = document.createElement('div');
  host.innerHTML = renderStaticBrowser({ catalog, route, storePath: '/site/harbor/shop', cleanUrls });
  return host;
};

describe('renderStaticBrowser', () => {
  it('lists categories and every product with name, price, image, description and Product microdata', () => {
    const host = render({ kind: 'main' });
    const links = [...host.querySelectorAll('nav a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/site/harbor/shop/Breads-c1', '/site/harbor/shop/Pastries-Tarts-c2']);
    const products = host.querySelectorAll('[itemtype="https://schema.org/Product"]');
    expect(products).toHaveLength(2);
    const tart = products[1] as HTMLElement;
    expect(tart.querySelector('[itemprop="name"]')?.textContent).toBe('Plum <tart>');
    expect(tart.querySelector('a')?.getAttribute('href')).toBe('/site/harbor/shop/Plum-tart-p12');
    expect(tart.querySelector('.vitrine-store-price')?.textContent).toBe('$4.50');
    expect(tart.querySelector('[itemprop="price"]')?.getAttribute('content')).toBe('4.50');
    expect(tart.querySelector('img')?.getAttribute('src')).toBe('/i/12.svg');
    expect(tart.querySelector('[itemprop="description"]')?.textContent).toBe('With "plums".');
  });

  it('shows one category, marked current', () => {
    const host = render({ kind: 'category', id: 2 });
    expect(host.querySelector('h2')?.textContent).toBe('Pastries & Tarts');
    expect(host.querySelectorAll('.vitrine-store-product')).toHaveLength(1);
    expect(host.querySelector('[aria-current="page"]')?.textContent).toBe('Pastries & Tarts');
  });

  it('shows a product page, and the whole list for a product that is gone', () => {
    const host = render({ kind: 'product', id: 11 });
    expect(host.querySelector('article h2')?.textContent).toBe('Country sourdough');
    expect(host.querySelector('.vitrine-store-breadcrumbs')?.textContent).toBe('Our shop / Breads');
    const gone = render({ kind: 'product', id: 99 });
    expect(gone.textContent).toContain('This product is no longer in the shop.');
  });

  it('searches names and descriptions', () => {
    expect(
      render({ kind: 'search', keywords: 'PLUMS' }).querySelectorAll('.vitrine-store-product'),
    ).toHaveLength(1);
    expect(render({ kind: 'search', keywords: 'croissant' }).textContent).toContain(
      'No products match your search.',
    );
  });

  it('links with hashbang routes on a store without clean URLs', () => {
    const host = render({ kind: 'main' }, false);
    expect(host.querySelector('nav a')?.getAttribute('href')).toBe(
      '/site/harbor/shop#!/~/category/id=1&offset=0',
    );
    expect(storeLink({ kind: 'cart' }, '/site/harbor/shop', false)).toBe('/site/harbor/shop#!/~/cart');
  });
});

describe('renderStoreSearch', () => {
  it('is a GET form to the store search that escapes what it echoes', () => {
    const host = document.createElement('div');
    host.innerHTML = renderStoreSearch('/site/harbor/shop/', '"><b>');
    const form = host.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/site/harbor/shop/search');
    expect(form?.getAttribute('method')).toBe('get');
    expect(host.querySelector('input')?.value).toBe('"><b>');
    expect(host.querySelector('b')).toBeNull();
  });
});
