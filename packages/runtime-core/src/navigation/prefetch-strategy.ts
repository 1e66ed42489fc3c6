import { MarkupAttribute } from '../markup/attributes';
import type { SiteParams } from '../markup/site-params';

/**
 * How a site fetches pages ahead of a click (`Prefetch` in the site parameters):
 * - `intent`: a pointer resting on a link, or pressing it (the default);
 * - `viewport`: also the links that enter the viewport, when the browser is idle, within a budget;
 * - `none`: nothing ahead of a click.
 */
export type PrefetchStrategy = 'intent' | 'viewport' | 'none';

export const DEFAULT_PREFETCH_STRATEGY: PrefetchStrategy = 'intent';
/** Pages a page view may prefetch because their links are in view (`PrefetchPages`). */
export const DEFAULT_PREFETCH_PAGES = 3;
/** What those prefetches may download per page view (`PrefetchBytes`): 150 KB. */
export const DEFAULT_PREFETCH_BYTES = 150 * 1024;

export interface PrefetchSettings {
  readonly strategy: PrefetchStrategy;
  readonly pages: number;
  readonly bytes: number;
}

const STRATEGIES: readonly string[] = ['intent', 'viewport', 'none'];

/** The site's prefetch parameters, each bad one reported and replaced by its default. */
export function resolvePrefetchSettings(
  raw: Partial<SiteParams>,
  report: (message: string) => void = console.warn,
): PrefetchSettings {
  let strategy = DEFAULT_PREFETCH_STRATEGY;
  if (raw.Prefetch !== undefined) {
    if (STRATEGIES.includes(raw.Prefetch)) strategy = raw.Prefetch;
    else report(`[vitrine] Prefetch ${JSON.stringify(raw.Prefetch)} is not a strategy; using intent`);
  }
  return {
    strategy,
    pages: count(raw.PrefetchPages, 'PrefetchPages', DEFAULT_PREFETCH_PAGES, report),
    bytes: count(raw.PrefetchBytes, 'PrefetchBytes', DEFAULT_PREFETCH_BYTES, report),
  };
}

function count(value: unknown, name: string, fallback: number, report: (message: string) => void): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return Math.floor(value);
  report(`[vitrine] ${name} ${JSON.stringify(value)} is not a count; using ${fallback}`);
  return fallback;
}

/**
 * The strategy that applies to one link: `data-vitrine-no-prefetch` on it or an ancestor turns prefetching off
 * (it always wins); `data-vitrine-prefetch` on it or an ancestor opts in: `intent` for intent only, any other
 * value (or none) for `viewport`; otherwise the site's.
 */
export function linkStrategy(link: Element, site: PrefetchStrategy): PrefetchStrategy {
  if (link.closest(`[${MarkupAttribute.noPrefetch}]`)) return 'none';
  const optedIn = link.closest(`[${MarkupAttribute.prefetch}]`);
  if (!optedIn) return site;
  return optedIn.getAttribute(MarkupAttribute.prefetch) === 'intent' ? 'intent' : 'viewport';
}
