import { isPreviewHash } from '../config/mode';
import { DEFAULT_PAGE_ALIAS } from '../config/site-config';
import { AJAX_CALL_PARAM } from '../protocol/ajax-call';

/**
 * The key a page is known by in the cache and in history: path and query, without the fragment, the AJAX
 * marker or the editor's `nee=` marker (a mode marker: the page is the same in every mode). Two URLs with
 * the same key show the same page.
 */
export function pageKey(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete(AJAX_CALL_PARAM);
  search.delete('nee');
  const query = search.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * Whether two page keys name one page as static hosts serve it: a folder's address with or without its final
 * slash or its index file (`/archives`, `/archives/`, `/archives/index.html`), since a host redirects the first
 * to the second and serves the third there. For marking links current only: the cache and history keep the
 * address the host answered at.
 */
export function isSamePageKey(a: string, b: string): boolean {
  return folderForm(a) === folderForm(b);
}

function folderForm(key: string): string {
  const queryAt = key.indexOf('?');
  const path = queryAt === -1 ? key : key.slice(0, queryAt);
  const query = queryAt === -1 ? '' : key.slice(queryAt);
  return `${path.replace(/\/index\.html?$/, '/').replace(/\/+$/, '')}${query}`;
}

/** The URL that asks the server for a page's JSON: `{page url}?dm_ajaxCall=true`. */
export function pageJsonUrl(url: URL): URL {
  const jsonUrl = new URL(url.href);
  jsonUrl.hash = '';
  jsonUrl.searchParams.set(AJAX_CALL_PARAM, 'true');
  return jsonUrl;
}

/**
 * The fragment of a URL without `#`, decoded; undefined when there is none, it is a `#!` route or it is the
 * preview mode's marker (a hash containing `preview`, spec §2).
 */
export function anchorOf(url: URL): string | undefined {
  if (!url.hash || url.hash === '#' || url.hash.startsWith('#!') || isPreviewHash(url.hash)) return undefined;
  try {
    return decodeURIComponent(url.hash.slice(1));
  } catch {
    return url.hash.slice(1);
  }
}

/** A short stable hash of a page URL (FNV-1a, 32 bit, hex): the page's `pageUrlIdentifier`. */
export function urlIdentifier(pageUrl: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < pageUrl.length; index++) {
    hash ^= pageUrl.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The page alias a site URL names: the last segment of `/site/{siteAlias}/{pageAlias}`, else undefined. */
export function aliasFromPath(pathname: string): string | undefined {
  const match = /^\/site\/[^/]+\/([^/?#]+)\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * What a page that names no alias of its own (not a Vitrine page: a static site's, with no site parameters) is
 * called in page objects and reports: its path's last segment (`/archives/` and `/archives/index.html` are
 * `archives`, `/posts/rye.html` is `rye`), and `home` at the root.
 */
export function pathAlias(pathname: string): string {
  const segment = pathname
    .replace(/\/(index\.html?)?$/, '')
    .split('/')
    .pop()
    ?.replace(/\.html?$/, '');
  if (!segment) return DEFAULT_PAGE_ALIAS;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
