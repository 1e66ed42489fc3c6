import {
  DISABLE_AJAX_ATTRIBUTE,
  LINK_TYPE_ATTRIBUTE,
  POPUP_LINK_TYPE,
  POPUP_TARGET_ATTRIBUTE,
} from '../markup/boot-attributes';

/**
 * What a click on a link should do:
 * - `ajax`: load the page in place;
 * - `anchor`: the link points into the page on screen, scroll to it;
 * - `popup`: show the target page's content in a popup;
 * - `browser`: leave the click to the browser.
 */
export type LinkDecision =
  | { readonly action: 'ajax' | 'anchor' | 'popup'; readonly url: URL }
  | { readonly action: 'browser'; readonly reason: string };

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

const browser = (reason: string): LinkDecision => ({ action: 'browser', reason });

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
  if (click?.defaultPrevented) return browser('handled elsewhere');
  if (click && (click.button !== 0 || click.ctrlKey || click.metaKey || click.altKey || click.shiftKey)) {
    return browser('modifier or non-primary button');
  }
  return decideLink(link, context);
}

/** The part of the decision that depends on the link alone: also what prefetching asks. */
export function decideLink(link: Element, context: LinkContext): LinkDecision {
  if (link.getAttribute(LINK_TYPE_ATTRIBUTE) === POPUP_LINK_TYPE) return decidePopupLink(link, context);
  const href = link.getAttribute('href');
  if (href === null) return browser('no href');
  if (!href.startsWith('/') && !href.startsWith('#')) return browser('not a site-relative link');
  if (href.startsWith('//')) return browser('another origin');
  if (href === '#' || href.startsWith('#!')) return browser('script or hashbang link');
  const target = link.getAttribute('target');
  if (target && target !== '_self') return browser('opens in another browsing context');
  if (link.hasAttribute('download')) return browser('download');
  if (link.hasAttribute(DISABLE_AJAX_ATTRIBUTE)) return browser('ajax disabled on the link');

  const url = parseUrl(href, context);
  if (!url) return browser('unparsable href');
  if (url.origin !== context.location.origin) return browser('another origin');
  if (isException(url.pathname, context.exceptions)) return browser('ajax exception');
  if (isFilePath(url.pathname)) return browser('file');

  const samePage = url.pathname === context.location.pathname && url.search === context.location.search;
  if (samePage && url.hash) return { action: 'anchor', url };
  return { action: 'ajax', url };
}

/** A popup link shows its popup target (or, without one, its `href`) from this site in a popup. */
function decidePopupLink(link: Element, context: LinkContext): LinkDecision {
  const target = link.getAttribute(POPUP_TARGET_ATTRIBUTE)?.trim() || link.getAttribute('href');
  if (!target || target.startsWith('#')) return browser('popup link without a target page');
  const url = parseUrl(target, context);
  if (!url) return browser('unparsable popup target');
  if (url.origin !== context.location.origin) return browser('popup target on another origin');
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
