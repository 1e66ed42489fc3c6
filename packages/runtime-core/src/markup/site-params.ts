import type { Device, SiteMapSettings } from '@vitrine/widget-api';
import { decodeBase64Json, encodeBase64Json } from '../util/base64';

/** One entry of the site's navigation (`NavItems`, base64 JSON). */
export interface NavItem {
  alias: string;
  title?: string;
  /** Site-relative URL of the page; defaults to `/site/{SiteAlias}/{alias}`. */
  href?: string;
  subNav?: NavItem[];
}

/**
 * The site parameters a server renders into every page (core-runtime spec §3 "Site parameters read"),
 * plus the configuration core needs for navigation. Names keep the established platform's spelling.
 */
export interface SiteParams {
  SiteAlias: string;
  ExternalUid?: string;
  planID?: string;
  WebPlatform?: string;
  /** Base64 of the JSON `NavItem[]`; see `encodeNavItems`. */
  NavItems?: string;
  /** CSS selector matching the site's home links. */
  HomeLinkSelector?: string;
  LayoutParams?: { device?: Device };
  /** How many pages the page cache may hold: default 10, capped at 20. */
  CacheSize?: number;
  /**
   * How pages are fetched ahead of a click: `intent` (a pointer resting on or pressing a link; the default),
   * `viewport` (also links that enter the viewport, when the browser is idle, within `PrefetchPages` and
   * `PrefetchBytes` per page view) or `none`.
   */
  Prefetch?: 'intent' | 'viewport' | 'none';
  /** Pages `viewport` prefetching may fetch per page view; default 3. */
  PrefetchPages?: number;
  /** Bytes `viewport` prefetching may download per page view; default 153,600 (150 KB). */
  PrefetchBytes?: number;
  isReseller?: boolean;
  isWhiteLabelReseller?: boolean;
  /** The configured messages of the runtime error block (spec §8). */
  ErrorMessages?: { general?: string; password?: string; tryAgain?: string };
  /** Site-specific path prefixes that always load as whole documents, beside `/_dm/rt` and `/site/classic`. */
  AjaxExceptions?: string[];
  /**
   * Server instructions for this page (spec §3 "srvInstruct"): `{action: 'popup', props: {title, text, delay}}`
   * or a list of them. Page JSON carries the same in `parameters.srvInstruct`.
   */
  srvInstruct?: ServerInstructionMarkup | ServerInstructionMarkup[];
  /** Alias of the page this document shows; defaults to `home`. */
  PageAlias?: string;
  /**
   * The site's maps: whose tiles and geocoder (and their keys and URLs) maps drawn and addresses geocoded
   * through the public API use (`dmAPI.drawMap`, `dmAPI.geocode`). Read when such a call is made.
   */
  Maps?: SiteMapSettings;
  /** Editor mode: the editor frame's origin, where right clicks on the page are posted (spec §6). */
  EditorOrigin?: string;
  /**
   * Widths of `dmAPI.getOptimizedImageURL`'s sizes (spec §9, overridable by configuration); each one given
   * replaces its default (thumbnail 160, mobile 640, tablet 1280, desktop 1920).
   */
  ImageWidths?: ImageWidthsMarkup;
  /** Widths of `dmAPI.getResizedImageURL`'s sizes; defaults thumbnail 160, mobile 320, tablet 780, desktop 1200. */
  WidgetImageWidths?: ImageWidthsMarkup;
  /** The client log's batch limit (spec §9: from configuration): entries per request, default 50. */
  LogBatchLimit?: number;
  /** The client log's debounce: milliseconds of quiet before a batch goes, default 1,000. */
  LogDebounceMs?: number;
  /** The API helper's throttle flag: an identical POST within 1 s is not sent again. Default off. */
  ApiThrottle?: boolean;
  /**
   * How the site asks for consent before third parties load (docs/consent.md): `opt-in`, `notice` (the
   * default) or `none`.
   */
  ConsentMode?: 'opt-in' | 'notice' | 'none';
  /** The version of the site's privacy policy; a visitor who answered another version is asked again. Default "1". */
  ConsentPolicyVersion?: string;
}

export interface ImageWidthsMarkup {
  thumbnail?: number;
  mobile?: number;
  tablet?: number;
  desktop?: number;
}

export interface ServerInstructionMarkup {
  action: 'popup';
  props: { title?: string; text?: string /** Seconds. */; delay?: number };
}

export function encodeNavItems(items: readonly NavItem[]): string {
  return encodeBase64Json(items);
}

/** The nav items, or an empty list when the value is missing or not base64 JSON of a list. */
export function decodeNavItems(encoded: string | undefined): NavItem[] {
  if (!encoded) return [];
  const decoded = decodeBase64Json(encoded);
  if (!Array.isArray(decoded)) return [];
  return decoded.filter(
    (item): item is NavItem => typeof item === 'object' && item !== null && typeof item.alias === 'string',
  );
}

/**
 * The text of the site-parameters `<script type="application/json">`. `<` is escaped so no value can close
 * the script element early.
 */
export function serializeSiteParams(params: SiteParams): string {
  return JSON.stringify(params).replace(/</g, '\\u003c');
}

/** The path of a site page, as the platform serves it (spec §2). */
export function sitePagePath(siteAlias: string, pageAlias = 'home'): string {
  return `/site/${encodeURIComponent(siteAlias)}/${encodeURIComponent(pageAlias)}`;
}
