import {
  DISABLE_AJAX_ATTRIBUTE,
  LINK_TYPE_ATTRIBUTE,
  POPUP_LINK_TYPE,
  POPUP_TARGET_ATTRIBUTE,
} from '../markup/boot-attributes';

/**
 * Why a click is left to the browser. Codes rather than sentences: the decision is boot code, and nothing at
 * boot shows them.
 * - `handled`: a listener before core's prevented the click's default;
 * - `modifier`: a modifier key or a button other than the primary one;
 * - `no-href`, `not-relative` (not starting with `/` or `#`), `origin` (another origin), `script` (`#` or a
 *   `#!` route), `target` (opens in another browsing context), `download`, `disabled` (`data-disable-ajax`),
 *   `unparsable`, `exception` (an AJAX exception), `file` (a path with a file extension other than a page's);
 * - for popup links: `popup-no-target`, `popup-unparsable`, `popup-origin`.
 */
export type BrowserReason =
  | 'handled'
  | 'modifier'
  | 'no-href'
  | 'not-relative'
  | 'origin'
  | 'script'
  | 'target'
  | 'download'
  | 'disabled'
  | 'unparsable'
  | 'exception'
  | 'file'
  | 'popup-no-target'
  | 'popup-unparsable'
  | 'popup-origin';

/**
 * What a click on a link should do:
 * - `ajax`: load the page in place;
 * - `anchor`: the link points into the page on screen, scroll to it;
 * - `popup`: show the target page's content in a popup;
 * - `browser`: leave the click to the browser, for `reason`.
 */
export type LinkDecision =
  | { readonly action: 'ajax' | 'anchor' | 'popup'; readonly url: URL }
  | { readonly action: 'browser'; readonly reason: BrowserReason };

export interface LinkClick {
  readonly button: number;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly defaultPrevented: boolean;
}

export interface LinkContext {
  /** The URL of the page on screen. */
  readonly location: URL;
  /** Path prefixes that always load as whole documents. */
  readonly exceptions: readonly string[];
}

/** Extensions of documents that are pages; any other extension is a file the browser should handle. */
const PAGE_EXTENSIONS = new Set(['html', 'htm', 'php', 'jsp', 'asp', 'aspx']);

const browser = (reason: BrowserReason): LinkDecision => ({ action: 'browser', reason });

/**
 * Decides how a click on `link` is handled (core-runtime spec §2): links whose `href` starts with `/` or `#`
 * load in-page unless they are exceptions, open in another browsing context, carry the disable-ajax
 * attribute or are shift-clicked. A shift-click is left to the browser, which does the spec's full page load in
 * the new window the visitor asked for. Beyond the spec, every click a visitor expects the browser to handle
 * (modifier and middle clicks, downloads, other origins, files, `#!` routes) is left to it.
 */
export function decideLinkClick(
  link: Element,
  click: LinkClick | undefined,
  context: LinkContext,
): LinkDecision {
  if (click?.defaultPrevented) return browser('handled');
  if (click && (click.button !== 0 || click.ctrlKey || click.metaKey || click.altKey || click.shiftKey)) {
    return browser('modifier');
  }
  return decideLink(link, context);
}

/** The part of the decision that depends on the link alone: also what prefetching asks. */
export function decideLink(link: Element, context: LinkContext): LinkDecision {
  if (link.getAttribute(LINK_TYPE_ATTRIBUTE) === POPUP_LINK_TYPE) return decidePopupLink(link, context);
  const href = link.getAttribute('href');
  if (href === null) return browser('no-href');
  if (!href.startsWith('/') && !href.startsWith('#')) return browser('not-relative');
  if (href.startsWith('//')) return browser('origin');
  if (href === '#' || href.startsWith('#!')) return browser('script');
  const target = link.getAttribute('target');
  if (target && target !== '_self') return browser('target');
  if (link.hasAttribute('download')) return browser('download');
  if (link.hasAttribute(DISABLE_AJAX_ATTRIBUTE)) return browser('disabled');

  const url = parseUrl(href, context);
  if (!url) return browser('unparsable');
  if (url.origin !== context.location.origin) return browser('origin');
  if (isException(url.pathname, context.exceptions)) return browser('exception');
  if (isFilePath(url.pathname)) return browser('file');

  const samePage = url.pathname === context.location.pathname && url.search === context.location.search;
  if (samePage && url.hash) return { action: 'anchor', url };
  return { action: 'ajax', url };
}

/** A popup link shows its popup target (or, without one, its `href`) from this site in a popup. */
function decidePopupLink(link: Element, context: LinkContext): LinkDecision {
  const target = link.getAttribute(POPUP_TARGET_ATTRIBUTE)?.trim() || link.getAttribute('href');
  if (!target || target.startsWith('#')) return browser('popup-no-target');
  const url = parseUrl(target, context);
  if (!url) return browser('popup-unparsable');
  if (url.origin !== context.location.origin) return browser('popup-origin');
  return { action: 'popup', url };
}

function parseUrl(href: string, context: LinkContext): URL | undefined {
  try {
    return new URL(href, context.location);
  } catch {
    return undefined;
  }
}

/** Exceptions are path prefixes, compared as the established runtime does: a plain starts-with. */
export function isException(pathname: string, exceptions: readonly string[]): boolean {
  return exceptions.some((prefix) => pathname.startsWith(prefix));
}

function isFilePath(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = lastSegment.lastIndexOf('.');
  if (dot <= 0) return false;
  return !PAGE_EXTENSIONS.has(lastSegment.slice(dot + 1).toLowerCase());
}
