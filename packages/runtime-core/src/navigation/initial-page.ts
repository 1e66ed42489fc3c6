import type { SiteConfig } from '../config/site-config';
import type { Page } from '../events/navigation-events';
import { linkTypeOf } from './link-type';
import { anchorOf, pageKey, urlIdentifier } from './page-url';

/** The first document's page, as boot knows it before any navigation (its content stays the document's). */
export function describeFirstPage(win: Window, config: SiteConfig): Page {
  const url = new URL(win.location.href);
  const key = pageKey(url);
  return {
    pageUrl: key,
    pageAlias: config.initialPageAlias,
    pageUrlIdentifier: urlIdentifier(key),
    linkType: linkTypeOf(config.initialPageAlias, undefined, config),
    pageID: undefined,
    pageScrollTo: anchorOf(url),
    pageContent: undefined,
    ajaxCallComplete: true,
    pageReady: true,
  };
}
