import { StoreAttribute } from './store-markup';
import { cleanStoreUrl, hashStoreUrl, normalizeStorePath, type StoreRoute } from './store-urls';

export interface CatalogCategory {
  id: number;
  name: string;
  description?: string;
}

export interface CatalogProduct {
  id: number;
  categoryId: number;
  name: string;
  /** In the currency's major unit (4.5 is $4.50). */
  price: number;
  description: string;
  imageUrl: string;
  sku?: string;
}

export interface Catalog {
  categories: readonly CatalogCategory[];
  products: readonly CatalogProduct[];
  /** ISO 4217 code of every price. */
  currency: string;
}

export interface StaticBrowserOptions {
  catalog: Catalog;
  /** The screen to render, from the URL the server was asked for. */
  route: StoreRoute;
  /** The store page's path: the base of every link. */
  storePath: string;
  /** Links as clean URLs (default) or the platform's hashbang routes on the store page. */
  cleanUrls?: boolean;
  /** BCP 47 language for prices. */
  locale?: string;
  /** The browser's heading; the store page's own heading sits above it. */
  title?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/** A route's link on the store page, in the site's URL style. */
export function storeLink(route: StoreRoute, storePath: string, cleanUrls = true): string {
  return cleanUrls
    ? cleanStoreUrl(route, storePath)
    : `${normalizeStorePath(storePath)}${hashStoreUrl(route)}`;
}

/**
 * The server-rendered product browser (spec widgets §5 "crawlers"): categories, products with name, price,
 * image and description, links in the store's URL style and schema.org `Product` microdata. Crawlers get only
 * this; visitors see it until the live store replaces it, and keep it when the live store cannot load. It is a
 * string so any server (and Storybook) renders it without React.
 */
export function renderStaticBrowser(options: StaticBrowserOptions): string {
  const { catalog, route, storePath, cleanUrls = true, locale = 'en', title = 'Our shop' } = options;
  const link = (target: StoreRoute) => escapeHtml(storeLink(target, storePath, cleanUrls));
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: catalog.currency });
  const categoryName = new Map(catalog.categories.map((category) => [category.id, category.name]));

  const categoryNav = `<nav aria-label="Shop categories"><ul class="vitrine-store-categories">${catalog.categories
    .map((category) => {
      const current = route.kind === 'category' && route.id === category.id ? ' aria-current="page"' : '';
      return `<li><a href="${link({ kind: 'category', id: category.id, name: category.name })}"${current}>${escapeHtml(category.name)}</a></li>`;
    })
    .join('')}</ul></nav>`;

  const productCard = (product: CatalogProduct) =>
    `<li class="vitrine-store-product" itemscope itemtype="https://schema.org/Product">` +
    `<a href="${link({ kind: 'product', id: product.id, name: product.name })}" itemprop="url">` +
    `<img src="${escapeHtml(product.imageUrl)}" alt="" width="240" height="240" loading="lazy" itemprop="image">` +
    `<h3 itemprop="name">${escapeHtml(product.name)}</h3></a>` +
    offer(product) +
    `<p itemprop="description">${escapeHtml(product.description)}</p></li>`;

  const offer = (product: CatalogProduct) =>
    `<p class="vitrine-store-price" itemprop="offers" itemscope itemtype="https://schema.org/Offer">` +
    `<meta itemprop="priceCurrency" content="${escapeHtml(catalog.currency)}">` +
    `<meta itemprop="price" content="${product.price.toFixed(2)}">${escapeHtml(price.format(product.price))}</p>`;

  const productList = (products: readonly CatalogProduct[], heading: string, empty: string) =>
    `<h2>${escapeHtml(heading)}</h2>` +
    (products.length === 0
      ? `<p>${escapeHtml(empty)}</p>`
      : `<ul class="vitrine-store-products">${products.map(productCard).join('')}</ul>`);

  let body: string;
  switch (route.kind) {
    case 'product': {
      const product = catalog.products.find((candidate) => candidate.id === route.id);
      body = product
        ? `<nav aria-label="Breadcrumb" class="vitrine-store-breadcrumbs"><a href="${link({ kind: 'main' })}">${escapeHtml(title)}</a> / ` +
          `<a href="${link({ kind: 'category', id: product.categoryId, name: categoryName.get(product.categoryId) })}">${escapeHtml(categoryName.get(product.categoryId) ?? '')}</a></nav>` +
          `<article class="vitrine-store-product-details" itemscope itemtype="https://schema.org/Product">` +
          `<img src="${escapeHtml(product.imageUrl)}" alt="${escapeHtml(product.name)}" width="480" height="480" itemprop="image">` +
          `<h2 itemprop="name">${escapeHtml(product.name)}</h2>${offer(product)}` +
          `<p itemprop="description">${escapeHtml(product.description)}</p>` +
          `<link itemprop="url" href="${link({ kind: 'product', id: product.id, name: product.name })}"></article>`
        : `<p>This product is no longer in the shop.</p>${productList(catalog.products, 'All products', 'The shop is empty right now.')}`;
      break;
    }
    case 'category': {
      const name = categoryName.get(route.id);
      body = name
        ? productList(
            catalog.products.filter((product) => product.categoryId === route.id),
            name,
            'Nothing in this category right now.',
          )
        : productList(catalog.products, 'All products', 'The shop is empty right now.');
      break;
    }
    case 'search': {
      const words = route.keywords.toLowerCase().split(/\s+/).filter(Boolean);
      const found = catalog.products.filter((product) =>
        words.every((word) => `${product.name} ${product.description}`.toLowerCase().includes(word)),
      );
      body = productList(found, `Search results for “${route.keywords}”`, 'No products match your search.');
      break;
    }
    case 'cart':
      body =
        `<h2>Your cart</h2><p>Your cart lives in the online store, which is not on this page right now.</p>` +
        productList(catalog.products, 'All products', 'The shop is empty right now.');
      break;
    default:
      body = productList(catalog.products, 'All products', 'The shop is empty right now.');
  }
  return `<section class="vitrine-store-static" ${StoreAttribute.staticBrowser} aria-label="${escapeHtml(title)}">${categoryNav}${body}</section>`;
}

/** The store's search form: a GET form to `{store}/search`, so it works before and without the live store. */
export function renderStoreSearch(storePath: string, keywords = '', label = 'Search the shop'): string {
  const action = escapeHtml(`${normalizeStorePath(storePath)}/search`);
  return (
    `<form role="search" class="vitrine-store-search" action="${action}" method="get" ${StoreAttribute.search}>` +
    `<label>${escapeHtml(label)} <input type="search" name="keywords" value="${escapeHtml(keywords)}"></label>` +
    `<button type="submit">Search</button></form>`
  );
}
