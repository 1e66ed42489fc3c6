import type { Device } from '@vitrine/widget-api';
import { isDevice } from '@vitrine/widget-api/constants';
import { SITE_PARAMS_ATTRIBUTE } from '../markup/boot-attributes';
import type { NavItem, SiteParams } from '../markup/site-params';
import { decodeNavItems } from '../markup/site-params';

export const DEFAULT_CACHE_SIZE = 10;
export const MAX_CACHE_SIZE = 20;
export const DEFAULT_PAGE_ALIAS = 'home';
/** Paths that always load as whole documents, whatever the site configures (spec §2). */
export const BUILT_IN_AJAX_EXCEPTIONS: readonly string[] = ['/_dm/rt', '/site/classic'];

const DEFAULT_ERROR_MESSAGES = {
  general: 'This page could not be loaded.',
  password: 'This page is password protected.',
  tryAgain: 'Try Again',
};

/** Site parameters after defaults and limits are applied: what the rest of core reads. */
export interface SiteConfig {
  siteAlias: string;
  externalUid: string | undefined;
  planId: string | undefined;
  webPlatform: string | undefined;
  navItems: NavItem[];
  homeLinkSelector: string | undefined;
  device: Device;
  cacheSize: number;
  isReseller: boolean;
  isWhiteLabelReseller: boolean;
  errorMessages: typeof DEFAULT_ERROR_MESSAGES;
  ajaxExceptions: string[];
  initialPageAlias: string;
  /** The parameters exactly as the server rendered them, for code that needs a field core does not model. */
  raw: Partial<SiteParams>;
}

type Report = (message: string) => void;

/**
 * Reads the site parameters from `<script type="application/json" data-vitrine-site-params>`. Missing or
 * malformed parameters never stop the runtime: each bad field falls back to its default and is reported.
 */
export function readSiteConfig(doc: Document, report: Report = console.warn): SiteConfig {
  const element = doc.querySelector(`script[${SITE_PARAMS_ATTRIBUTE}]`);
  let raw: Partial<SiteParams> = {};
  if (!element) {
    report('[vitrine] no site parameters element found; using defaults');
  } else {
    try {
      const parsed: unknown = JSON.parse(element.textContent ?? '');
      if (isRecord(parsed)) raw = parsed as Partial<SiteParams>;
      else report('[vitrine] site parameters are not a JSON object; using defaults');
    } catch {
      report('[vitrine] site parameters are not valid JSON; using defaults');
    }
  }
  return resolveSiteConfig(raw, report);
}

export function resolveSiteConfig(raw: Partial<SiteParams>, report: Report = console.warn): SiteConfig {
  const device = raw.LayoutParams?.device;
  const messages: Record<string, unknown> = isRecord(raw.ErrorMessages) ? raw.ErrorMessages : {};
  return {
    siteAlias: text(raw.SiteAlias) ?? '',
    externalUid: text(raw.ExternalUid),
    planId: raw.planID === undefined || raw.planID === null ? undefined : String(raw.planID),
    webPlatform: text(raw.WebPlatform),
    navItems: decodeNavItems(text(raw.NavItems)),
    homeLinkSelector: text(raw.HomeLinkSelector),
    device: isDevice(device) ? device : 'desktop',
    cacheSize: resolveCacheSize(raw.CacheSize, report),
    isReseller: raw.isReseller === true,
    isWhiteLabelReseller: raw.isWhiteLabelReseller === true,
    errorMessages: {
      general: text(messages.general) ?? DEFAULT_ERROR_MESSAGES.general,
      password: text(messages.password) ?? DEFAULT_ERROR_MESSAGES.password,
      tryAgain: text(messages.tryAgain) ?? DEFAULT_ERROR_MESSAGES.tryAgain,
    },
    ajaxExceptions: Array.isArray(raw.AjaxExceptions)
      ? raw.AjaxExceptions.filter((entry): entry is string => typeof entry === 'string' && entry !== '')
      : [],
    initialPageAlias: text(raw.PageAlias) ?? DEFAULT_PAGE_ALIAS,
    raw,
  };
}

/** CacheSize: default 10, capped at 20 (spec §9); zero turns the cache off. */
export function resolveCacheSize(value: unknown, report: Report = console.warn): number {
  if (value === undefined || value === null) return DEFAULT_CACHE_SIZE;
  const size = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof size !== 'number' || !Number.isFinite(size) || size < 0) {
    report(`[vitrine] CacheSize ${JSON.stringify(value)} is not a size; using ${DEFAULT_CACHE_SIZE}`);
    return DEFAULT_CACHE_SIZE;
  }
  return Math.min(Math.floor(size), MAX_CACHE_SIZE);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
