import type { SiteConfig } from '../config/site-config';
import type { Page } from '../events/navigation-events';
import { linkTypeOf } from './link-type';
import { fallbackAlias } from './page-description';
import { anchorOf, pageKey, urlIdentifier } from './page-url';

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
