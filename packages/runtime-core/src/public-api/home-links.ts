import type { RunningFeature } from '../chunks/lazy-features';

/**
 * The links `HomeLinkSelector` names get the home link with its carried parameters (spec §2, §3). Started only
 * when the document was opened with `dm_try_mode`, `dm_package` or `fw_sig_tier` (`CARRIED_HOME_PARAMS`), as
 * a page feature: each such link, on the first page, on each page shown in place and in each popup that opens,
 * leads to `href`, `dmAPI.getHomeLink()` as the document had it (the parameters are the document's: a page
 * loaded in place has no query of its own). Without those parameters the links stay as the server rendered
 * them: they already lead home, and a `url` parameter would only make the home page a second entry in the
 * page cache.
 */
export function startHomeLinks(doc: Document, selector: string, href: string): RunningFeature {
  const refresh = (): void => {
    try {
      for (const link of doc.querySelectorAll(selector)) link.setAttribute('href', href);
    } catch {
      // Not a selector: the links stay as rendered (link types ignore it the same way).
    }
  };
  refresh();
  return { refresh, stop() {} };
}
