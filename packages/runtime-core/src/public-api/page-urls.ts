/** Query parameters a home link carries over from the page it is made on (spec §2). */
const HOME_LINK_PARAMS = ['dm_try_mode', 'dm_package', 'fw_sig_tier'] as const;

/**
 * The normalized page URL (spec §2): `/site/{siteAlias}/{page}`, with the query string kept unless the page
 * is inside the editor frame (whose query is the editor's, not the page's).
 */
export function normalizedPageUrl(
  siteAlias: string,
  pageAlias: string,
  search: string,
  inEditorFrame: boolean,
): string {
  const path = `/site/${encodeURIComponent(siteAlias)}/${encodeURIComponent(pageAlias)}`;
  if (inEditorFrame || !search || search === '?') return path;
  return `${path}${search.startsWith('?') ? search : `?${search}`}`;
}

/**
 * A home link (spec §2): the home URL plus a `url` parameter holding the live home page, carrying over
 * `dm_try_mode`, `dm_package` and `fw_sig_tier` when the current page has them.
 */
export function homeLink(homeUrl: string, liveHomePage: string, currentSearch: string, base: string): string {
  const link = new URL(homeUrl, base);
  link.searchParams.set('url', liveHomePage);
  const current = new URLSearchParams(currentSearch);
  for (const name of HOME_LINK_PARAMS) {
    const value = current.get(name);
    if (value !== null) link.searchParams.set(name, value);
  }
  return link.origin === new URL(base).origin ? `${link.pathname}${link.search}` : link.href;
}
