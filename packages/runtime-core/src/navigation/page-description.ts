import type { SiteConfig } from '../config/site-config';
import type { Page } from '../events/navigation-events';
import type { PageContent } from '../protocol/page-response';
import { fallbackAlias } from './initial-page';
import { linkTypeOf } from './link-type';
import { aliasFromPath, anchorOf, pageKey, urlIdentifier } from './page-url';

/**
 * The page object (spec §3) of a page shown in place at `url`: `content` is its page JSON, undefined while the
 * error block stands in for it; `link` is the link followed, which decides its link type.
 */
export function describePage(
  url: URL,
  link: Element | undefined,
  content: PageContent | undefined,
  config: SiteConfig,
): Page {
  const key = pageKey(url);
  const pageAlias = content?.alias || aliasFromPath(url.pathname) || fallbackAlias(url, config);
  const pageID = content?.pageID ?? content?.parameters?.pageID;
  return {
    pageUrl: key,
    pageAlias,
    pageUrlIdentifier: urlIdentifier(key),
    // The server knows its home page under any alias (`isHomePage`, spec §3): typed as the alias `home` is.
    // (Through the one rule boot already carries: the engine importing `LinkType` would make boot export it.)
    linkType: linkTypeOf(content?.isHomePage ? 'home' : pageAlias, link, config),
    pageID: pageID === undefined || pageID === null ? undefined : String(pageID),
    pageScrollTo: anchorOf(url),
    pageContent: content,
    ajaxCallComplete: content !== undefined,
    pageReady: content !== undefined,
  };
}
