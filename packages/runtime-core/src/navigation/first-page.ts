import type { PageCache } from '../cache/page-cache';
import { isSameVersion } from '../cache/page-cache';
import type { SiteConfig } from '../config/site-config';
import { MarkupAttribute } from '../markup/attributes';
import { readDocumentSources } from '../markup/custom-widgets';
import type { PageCheck } from '../protocol/check-page';
import { checkPageContent } from '../protocol/check-page';
import { NOT_FOUND_ALIASES, PAGE_CSS_FIELDS } from '../protocol/constants';
import type { PageContent } from '../protocol/page-response';

/**
 * `ChromeAttribute.sidebarPosition`, spelled out: importing the chrome's names into the engine would add an
 * import to the boot file's list of the engine's chunks (the critical path).
 */
export const SIDEBAR_POSITION_ATTRIBUTE = 'data-sidebar-position';

/**
 * The first document's page, read back from the document as the server rendered it (`readDocumentPage`), so
 * it can be kept like any page loaded in place, and Back to the landing page needs no request. `content` is the
 * content container's markup as boot found it, before widgets and effects changed it. Undefined for a page that
 * must not be kept: a password-protected one, a not-found page, or one boot could not read.
 */
export function readFirstPage(
  doc: Document,
  content: string | undefined,
  config: SiteConfig,
): PageContent | undefined {
  if (
    content === undefined ||
    doc.documentElement.hasAttribute(MarkupAttribute.passwordProtected) ||
    NOT_FOUND_ALIASES.includes(config.initialPageAlias)
  ) {
    return undefined;
  }
  const page = readDocumentPage(doc, content, config);
  if (!page.success) {
    console.warn('[vitrine] the first page could not be read back for the page cache', page.error);
    return undefined;
  }
  return page.data;
}

/**
 * A page as a document carries it, in the fields page JSON has (title, headsection, css fields, cssLink,
 * content, uuid, custom widgets, srvInstruct, sidebarPosition, passwordProtected): the one reader for the first
 * document and for a document a static host answers a page request with (`html-page.ts`). `config` is the
 * document's own site parameters.
 */
export function readDocumentPage(doc: Document, content: string, config: SiteConfig): PageCheck<PageContent> {
  const head = doc.head;
  const root = doc.documentElement;
  const cssLinks = [...head.querySelectorAll(`link[${MarkupAttribute.cssLink}]`)].map(
    (link) => link.getAttribute('href') ?? '',
  );
  const { srvInstruct } = config.raw;
  const page: Record<string, unknown> = {
    title: doc.title,
    headsection: [...head.querySelectorAll(`[${MarkupAttribute.head}]`)]
      .map((element) => element.outerHTML)
      .join(''),
    content,
    // A document with no site parameters names no alias: the page's address gives it one (`describePage`).
    alias: config.raw.PageAlias ? config.initialPageAlias : undefined,
    uuid: root.getAttribute(MarkupAttribute.pageUuid),
    ...readDocumentSources(doc),
  };
  for (const field of PAGE_CSS_FIELDS) {
    const style = head.querySelector(`style[${MarkupAttribute.css}="${field}"]`);
    if (style) page[field] = style.textContent;
  }
  if (cssLinks.length > 0) page.cssLink = cssLinks.length === 1 ? cssLinks[0] : cssLinks;
  if (srvInstruct !== undefined) page.parameters = { srvInstruct };
  // The sidebar drawer carries the page's `sidebarPosition`: Back to this page puts it back.
  const sidebarPosition = doc
    .querySelector(`[${SIDEBAR_POSITION_ATTRIBUTE}]`)
    ?.getAttribute(SIDEBAR_POSITION_ATTRIBUTE);
  if (sidebarPosition) page.sidebarPosition = sidebarPosition;
  if (root.hasAttribute(MarkupAttribute.passwordProtected)) page.passwordProtected = true;
  return checkPageContent(page);
}

/**
 * Keeps the first document's page in the cache. The document is the server's newest version of it, so it
 * replaces an older copy left by an earlier visit; a full cache stays as it is (spec §5).
 */
export function keepFirstPage(cache: PageCache, key: string, page: PageContent): void {
  const cached = cache.get(key);
  if (!cached) cache.add(key, page);
  else if (!isSameVersion(cached.content, page)) cache.replace(key, page);
}
