import type { PageLoadResult } from './page-loader';
import { pageContentOf } from './page-loader';

/** A prefetched page counts as current for this long: a click within it makes no request at all. */
export const PREFETCH_FRESH_MS = 10_000;

/**
 * Prefetched pages held in memory at most: apart from the page cache (which is capped and never evicts, so
 * prefetches must not fill it), and the oldest goes first.
 */
export const MAX_HELD_PAGES = 10;

type Load = (url: URL, signal: AbortSignal) => Promise<PageLoadResult>;

interface InFlight {
  readonly key: string;
  readonly ahead: boolean;
  readonly controller: AbortController;
  readonly result: Promise<PageLoadResult>;
}

interface Held {
  readonly ahead: boolean;
  readonly result: PageLoadResult;
  readonly at: number;
}

/** A prefetch a navigation took over. */
export interface TakenPrefetch {
  readonly result: Promise<PageLoadResult>;
  /**
   * Fetched ahead of the visitor's decision (the pointer rested on the link, or the link was in view): the page
   * counts as from the cache. One asked for by the press on the link is the click's own request.
   */
  readonly ahead: boolean;
  /** Held longer than `PREFETCH_FRESH_MS`: shown at once, then revalidated as a cached page is. */
  readonly stale: boolean;
  abort(): void;
}

/**
 * Fetches pages ahead of a likely click. One prefetch runs at a time: a new one, a cancel (the pointer left the
 * link) or a navigation to another page aborts it. A navigation to a prefetched page adopts it, whether it
 * already finished or is still running, so the click never sends a second request. Finished pages are held in
 * memory (`MAX_HELD_PAGES`), never password-protected ones: those, and pages that answer anything but a page,
 * are not asked for ahead again in this document.
 */
export class Prefetcher {
  readonly #load: Load;
  readonly #now: () => number;
  #inFlight: InFlight | undefined;
  readonly #held = new Map<string, Held>();
  readonly #refused = new Set<string>();

  constructor(load: Load, now: () => number = Date.now) {
    this.#load = load;
    this.#now = now;
  }

  /**
   * `pressed`: asked for by a press on the link, so it is the click's own request rather than one ahead of it.
   * Resolves with the answer (`aborted` when cancelled); undefined when nothing was asked for: the page is on
   * its way, held (a click shows it at once, and revalidates it once it is no longer fresh: asking again here
   * would make that click wait for the network), or refused before.
   */
  prefetch(
    url: URL,
    key: string,
    { pressed = false }: { pressed?: boolean } = {},
  ): Promise<PageLoadResult> | undefined {
    if (this.#inFlight?.key === key || this.#held.has(key) || this.#refused.has(key)) return undefined;
    this.cancel();
    const controller = new AbortController();
    const ahead = !pressed;
    const result = this.#load(url, controller.signal).then((outcome) => {
      // Kept for a later click only while still the prefetcher's: one a navigation took is that navigation's
      // page, and handing it out again would show it as fresh after the navigation cached it.
      if (this.#inFlight?.result === result) {
        this.#inFlight = undefined;
        this.#keep(key, ahead, outcome);
      }
      return outcome;
    });
    this.#inFlight = { key, ahead, controller, result };
    return result;
  }

  /** Aborts the running prefetch, if any. */
  cancel(): void {
    this.#inFlight?.controller.abort();
    this.#inFlight = undefined;
  }

  /**
   * Hands over the prefetch of `key` (running or held) to a navigation, with the means to abort it (a newer
   * navigation does, as it would a request of its own); the running prefetch of another page is cancelled.
   */
  take(key: string): TakenPrefetch | undefined {
    const inFlight = this.#inFlight;
    if (inFlight?.key === key) {
      this.#inFlight = undefined;
      return {
        result: inFlight.result,
        ahead: inFlight.ahead,
        stale: false,
        abort: () => inFlight.controller.abort(),
      };
    }
    this.cancel();
    const held = this.#held.get(key);
    if (!held) return undefined;
    this.#held.delete(key);
    return {
      result: Promise.resolve(held.result),
      ahead: held.ahead,
      stale: !this.#isFreshAt(held.at),
      abort: () => {},
    };
  }

  /** Whether the page of `key` is held, on its way, or not to be asked for ahead. */
  has(key: string): boolean {
    return this.#held.has(key) || this.#inFlight?.key === key || this.#refused.has(key);
  }

  isPending(): boolean {
    return this.#inFlight !== undefined;
  }

  #keep(key: string, ahead: boolean, outcome: PageLoadResult): void {
    if (outcome.kind === 'aborted' || outcome.kind === 'failed') return;
    if (outcome.kind !== 'page' || pageContentOf(outcome.response).passwordProtected) {
      this.#refused.add(key);
      return;
    }
    this.#held.delete(key);
    this.#held.set(key, { ahead, result: outcome, at: this.#now() });
    for (const oldest of this.#held.keys()) {
      if (this.#held.size <= MAX_HELD_PAGES) break;
      this.#held.delete(oldest);
    }
  }

  #isFreshAt(at: number): boolean {
    return this.#now() - at < PREFETCH_FRESH_MS;
  }
}
