/**
 * Where in the store a URL points (spec widgets §2): the main screen, the cart, a search, a category or a
 * product. The same routes have two spellings: clean URLs below the store page's path (`/shop/-p12`) and, for
 * sites without clean URLs, the platform's hashbang routes (`#!/~/category/id=5&offset=0`).
 */
export type StoreRoute =
  | { readonly kind: 'main' }
  | { readonly kind: 'cart' }
  | { readonly kind: 'search'; readonly keywords: string }
  | { readonly kind: 'category'; readonly id: number; readonly name?: string }
  | { readonly kind: 'product'; readonly id: number; readonly name?: string };

const MAIN: StoreRoute = { kind: 'main' };

/** `Sourdough & Rye` → `Sourdough-Rye`: the readable part of a clean URL, which the platform ignores on the way in. */
export function urlSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The store page's path without a trailing slash (`/site/harbor/shop/` → `/site/harbor/shop`). */
export function normalizeStorePath(storePath: string): string {
  const trimmed = storePath.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** A clean URL (path and query) of `route` below the store page at `storePath`. */
export function cleanStoreUrl(route: StoreRoute, storePath: string): string {
  const base = normalizeStorePath(storePath);
  switch (route.kind) {
    case 'main':
      return base;
    case 'cart':
      return `${base}/cart`;
    case 'search':
      return `${base}/search?${new URLSearchParams({ keywords: route.keywords })}`;
    case 'category':
      return `${base}/${urlSlug(route.name ?? '')}-c${route.id}`;
    case 'product':
      return `${base}/${urlSlug(route.name ?? '')}-p${route.id}`;
  }
}

/** The hashbang fragment of `route` for a store without clean URLs (empty for the main screen). */
export function hashStoreUrl(route: StoreRoute): string {
  switch (route.kind) {
    case 'main':
      return '';
    case 'cart':
      return '#!/~/cart';
    case 'search':
      return `#!/~/search/keywords=${encodeURIComponent(route.keywords)}&offset=0`;
    case 'category':
      return `#!/~/category/id=${route.id}&offset=0`;
    case 'product':
      return `#!/~/product/id=${route.id}`;
  }
}

const positiveId = (text: string | undefined): number | undefined => {
  if (!text || !/^\d{1,15}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
};

const decode = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
};

/**
 * The store route a clean URL names, when `pathname` is the store page or below it; `undefined` when it is
 * another page or a path the store does not know (the caller then shows the store's main screen).
 */
export function parseCleanStoreUrl(
  pathname: string,
  search: string,
  storePath: string,
): StoreRoute | undefined {
  const base = normalizeStorePath(storePath);
  if (pathname === base || pathname === `${base}/`) return MAIN;
  if (!pathname.startsWith(`${base}/`)) return undefined;
  const rest = decode(pathname.slice(base.length + 1).replace(/\/+$/, ''));
  if (rest === undefined) return undefined;
  if (rest === 'cart') return { kind: 'cart' };
  if (rest === 'search') {
    return { kind: 'search', keywords: new URLSearchParams(search).get('keywords')?.trim() ?? '' };
  }
  const match = /^(.*)-([cp])(\d+)$/.exec(rest);
  const id = positiveId(match?.[3]);
  if (!match || id === undefined || match[1]?.includes('/')) return undefined;
  const name = match[1] || undefined;
  return match[2] === 'c' ? { kind: 'category', id, name } : { kind: 'product', id, name };
}

/** The store route a hashbang fragment names (`#!/~/cart`, …), else `undefined`. */
export function parseHashStoreUrl(hash: string): StoreRoute | undefined {
  if (!hash.startsWith('#!/~/')) return undefined;
  const route = hash.slice('#!/~/'.length);
  if (route === 'cart' || route === 'cart/') return { kind: 'cart' };
  const [section, params = ''] = splitOnce(route, '/');
  const values = new Map<string, string>();
  for (const pair of params.split('&')) {
    const [key, value = ''] = splitOnce(pair, '=');
    const decoded = decode(value);
    if (key && decoded !== undefined) values.set(key, decoded);
  }
  if (section === 'search') return { kind: 'search', keywords: values.get('keywords')?.trim() ?? '' };
  const id = positiveId(values.get('id'));
  if (id === undefined) return undefined;
  if (section === 'category') return { kind: 'category', id };
  if (section === 'product') return { kind: 'product', id };
  return undefined;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + separator.length)];
}

/** The route `url` names on the store page at `storePath`: its hashbang first, then its clean path. */
export function storeRouteOf(url: URL, storePath: string): StoreRoute | undefined {
  return parseHashStoreUrl(url.hash) ?? parseCleanStoreUrl(url.pathname, url.search, storePath);
}

/** `MAIN_STORE`, `PRODUCT@@{id}` or `CATEGORY@@{id}` (spec §2 initial screen); anything else is `undefined`. */
export function parseInitialScreen(value: unknown): StoreRoute | undefined {
  if (value === 'MAIN_STORE') return MAIN;
  if (typeof value !== 'string') return undefined;
  const match = /^(PRODUCT|CATEGORY)@@(\d+)$/.exec(value);
  const id = positiveId(match?.[2]);
  if (!match || id === undefined) return undefined;
  return match[1] === 'PRODUCT' ? { kind: 'product', id } : { kind: 'category', id };
}
