// Boot code (`dmAPI` answers these at once, spec §2): kept small.

/** Query parameters a home link carries over from the page it is made on (spec §2). */
const HOME_LINK_PARAMS = ['dm_try_mode', 'dm_package', 'fw_sig_tier'];
/** Whether a query (`location.search`) has one of them. */
export const CARRIED_HOME_PARAMS = /[?&](dm_try_mode|dm_package|fw_sig_tier)=/;

/**
 * The normalized page URL (spec §2): `/site/{siteAlias}/{page}`, with the query string (`location.search`:
 * empty or starting with `?`) kept unless the page is inside the editor frame (whose query is the editor's).
 */
export function normalizedPageUrl(
  siteAlias: string,
  pageAlias: string,
  search: string,
  inEditorFrame: boolean,
): string {
  return `/site/${encodeURIComponent(siteAlias)}/${encodeURIComponent(pageAlias)}${inEditorFrame ? '' : search}`;
}

/**
 * A home link (spec §2): the home URL plus a `url` parameter holding the live home page, carrying over
 * `dm_try_mode`, `dm_package` and `fw_sig_tier` when the current page (`location`) has them.
 */
export function homeLink(siteAlias: string, location: Pick<Location, 'origin' | 'search'>): string {
  const home = `/site/${encodeURIComponent(siteAlias)}/home`;
  const query = new URLSearchParams({ url: location.origin + home });
  const current = new URLSearchParams(location.search);
  for (const name of HOME_LINK_PARAMS) {
    const value = current.get(name);
    if (value !== null) query.set(name, value);
  }
  return `${home}?${query}`;
}
