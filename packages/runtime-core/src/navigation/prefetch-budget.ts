import type { NavItem } from '../markup/site-params';
import { aliasFromPath, pageKey } from './page-url';
import type { PrefetchSettings } from './prefetch-strategy';

// The viewport strategy's choices (which connection, which link first, how much): in its own chunk with it.

interface Connection {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/**
 * Whether the connection allows pages fetched on a guess: not with the browser's data saver, nor on a 2G or 3G
 * effective connection. Browsers that cannot tell (Firefox, WebKit: no `navigator.connection`) allow it: the
 * site owner's choice stands there.
 */
export function connectionAllowsAhead(win: Window): boolean {
  const { connection } = win.navigator as Navigator & { connection?: Connection };
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '');
}

/** A link of the site's navigation: inside a `<nav>`, or leading to a page of `NavItems`. */
export function isNavLink(link: Element, url: URL, navItems: readonly NavItem[]): boolean {
  if (link.closest('nav')) return true;
  const alias = aliasFromPath(url.pathname);
  const key = pageKey(url);
  const leadsHere = (items: readonly NavItem[]): boolean =>
    items.some(
      (item) =>
        (item.href ? hrefKey(item.href, url) === key : item.alias === alias) || leadsHere(item.subNav ?? []),
    );
  return leadsHere(navItems);
}

function hrefKey(href: string, base: URL): string | undefined {
  try {
    return pageKey(new URL(href, base));
  } catch {
    return undefined;
  }
}

/** A page waiting to be prefetched: its links were reached. */
export interface PrefetchCandidate {
  readonly url: URL;
  readonly nav: boolean;
  /** When its first link was reached, in order. */
  readonly order: number;
}

/** The candidate to prefetch next: navigation links first, then in the order they were reached. */
export function nextCandidate<C extends PrefetchCandidate>(candidates: Iterable<C>): C | undefined {
  let best: C | undefined;
  for (const candidate of candidates)
    if (!best || (candidate.nav && !best.nav) || (candidate.nav === best.nav && candidate.order < best.order))
      best = candidate;
  return best;
}

/**
 * What one page view may prefetch because its links are in view: `pages` pages and `bytes` bytes. A prefetch
 * starts only when the largest answer seen so far in this document would still fit, so the bytes hold unless
 * a page is larger than every one before it.
 */
export class PrefetchBudget {
  #pages = 0;
  #bytes = 0;
  #largest = 0;

  constructor(readonly settings: Pick<PrefetchSettings, 'pages' | 'bytes'>) {}

  allowsAnother(): boolean {
    return (
      this.#pages < this.settings.pages && this.#bytes + Math.max(this.#largest, 1) <= this.settings.bytes
    );
  }

  spend(bytes: number): void {
    this.#pages++;
    this.#bytes += bytes;
    this.#largest = Math.max(this.#largest, bytes);
  }

  /** A new page view: its own pages and bytes. What the answers weigh is still known. */
  reset(): void {
    this.#pages = 0;
    this.#bytes = 0;
  }

  get spent(): { pages: number; bytes: number } {
    return { pages: this.#pages, bytes: this.#bytes };
  }
}
