import type { SiteConfig } from '../config/site-config';
import type { Page } from '../events/navigation-events';
import { linkTypeOf } from './link-type';
import { anchorOf, pageKey, pathAlias, urlIdentifier } from './page-url';

/** The first document's page, as boot knows it before any navigation (its content stays the document's). */
export function describeFirstPage(win: Window, config: SiteConfig): Page {
  const url = new URL(win.location.href);
  const key = pageKey(url);
  const pageAlias = fallbackAlias(url, config);
  return {
    pageUrl: key,
    pageAlias,
    pageUrlIdentifier: urlIdentifier(key),
    linkType: linkTypeOf(pageAlias, undefined, config),
    pageID: undefined,
    pageScrollTo: anchorOf(url),
    pageContent: undefined,
    ajaxCallComplete: true,
    pageReady: true,
  };
}

/**
 * The alias of a page that names none: the site's page alias, or on a page with no site parameters its path's.
 * Here, not beside `describePage`: boot needs it, and the engine's page description stays in the engine's chunk.
 */
export function fallbackAlias(url: URL, config: SiteConfig): string {
  return config.raw.PageAlias ? config.initialPageAlias : pathAlias(url.pathname);
}
