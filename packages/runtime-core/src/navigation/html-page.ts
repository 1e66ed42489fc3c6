import { readSiteConfig } from '../config/site-config';
import { MarkupAttribute } from '../markup/attributes';
import { NOT_FOUND_ALIASES } from '../protocol/constants';
import { readDocumentPage } from './first-page';
import type { PageLoadResult } from './page-loader';

/**
 * Whether a page request was answered with an HTML document rather than page JSON: a static host or CDN serves
 * the page's own file whatever the query says. Told by the answer's type, or by a body that starts as HTML when a
 * host sends no type or a wrong one.
 */
export function isHtmlAnswer(contentType: string | null, body: string): boolean {
  if (contentType && /^\s*(text\/html|application\/xhtml\+xml)/i.test(contentType)) return true;
  if (contentType && /json/i.test(contentType)) return false;
  return WHOLE_DOCUMENT.test(body.slice(0, 1024));
}

/** How a whole document starts (comments aside, which hosts and generators put before it). */
const WHOLE_DOCUMENT = /^\s*(<!--[\s\S]*?-->\s*)*(<!doctype html|<html[\s>]|<head[\s>]|<body[\s>])/i;

/**
 * Reads the page out of a whole HTML document, as boot reads the first document (`readDocumentPage`, one reader
 * for both): the content container, title, head parts core manages, css, uuid, custom widgets, site parameters
 * (PageAlias, srvInstruct). A password-protected document that still shows its locked form asks for the password;
 * a document without a content container is not a page core can show, and says so on the console.
 */
export function readHtmlPage(body: string, parse: (html: string) => Document = parseHtml): PageLoadResult {
  // Not a whole document but a piece of markup, as exported sites answer popup pages (widgets spec §7): that
  // markup is the page's content.
  if (!WHOLE_DOCUMENT.test(body.slice(0, 1024))) {
    return body.trim() === ''
      ? { kind: 'failed', reason: 'invalid-response' }
      : { kind: 'page', response: { content: body } };
  }
  const doc = parse(body);
  const container = doc.querySelector(`[${MarkupAttribute.content}]`);
  if (!container) {
    console.error(
      `[vitrine] the page's answer is an HTML document without a content container ([${MarkupAttribute.content}]): it cannot be shown in place`,
    );
    return { kind: 'failed', reason: 'invalid-response' };
  }
  // The answer's own parameters: their problems are the answer's, not the page's on screen.
  const config = readSiteConfig(doc, () => {});
  if (NOT_FOUND_ALIASES.includes(config.initialPageAlias)) return { kind: 'not-found', status: 200 };
  const locked =
    doc.documentElement.hasAttribute(MarkupAttribute.passwordProtected) &&
    container.querySelector(`form[${MarkupAttribute.passwordForm}]`) !== null;
  if (locked) return { kind: 'password' };
  const page = readDocumentPage(doc, container.innerHTML, config);
  if (!page.success) {
    console.error("[vitrine] the page's HTML answer could not be read", page.error);
    return { kind: 'failed', reason: 'invalid-response' };
  }
  return { kind: 'page', response: page.data };
}

function parseHtml(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}
