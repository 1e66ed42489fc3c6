import type { PageLoadResult } from './page-loader';

/** A prefetched page counts as current for this long: a click within it makes no request at all. */
export const PREFETCH_FRESH_MS = 10_000;

type Load = (url: URL, signal: AbortSignal) => Promise<PageLoadResult>;

interface InFlight {
  readonly key: string;
  readonly ahead: boolean;
  readonly controller: AbortController;
  readonly result: Promise<PageLoadResult>;
}

/** A prefetch a navigation took over. */
export interface TakenPrefetch {
  readonly result: Promise<PageLoadResult>;
  /**
   * Fetched ahead of the visitor's decision (the pointer rested on the link): the page counts as from the
   * cache. One asked for by the press on the link is the click's own request.
   */
  readonly ahead: boolean;
  abort(): void;
}

/**
 * Fetches one page ahead of a likely click. One prefetch runs at a time: a new one, a cancel (the pointer
 * left the link) or a navigation to another page aborts it. A navigation to the prefetched page adopts it,
 * whether it already finished or is still running, so the click never sends a second request.
 */
export class Prefetcher {
  readonly #load: Load;
  readonly #now: () => number;
  #inFlight: InFlight | undefined;
  #ready: { key: string; ahead: boolean; result: PageLoadResult; at: number } | undefined;

  constructor(load: Load, now: () => number = Date.now) {
    this.#load = load;
    this.#now = now;
  }

  /** `pressed`: asked for by a press on the link, so it is the click's own request rather than one ahead of it. */
  prefetch(url: URL, key: string, { pressed = false }: { pressed?: boolean } = {}): void {
    if (this.#inFlight?.key === key || this.#isFresh(key)) return;
    this.cancel();
    const controller = new AbortController();
    const ahead = !pressed;
    const result = this.#load(url, controller.signal).then((outcome) => {
      // Kept for a later click only while still the prefetcher's: one a navigation took is that navigation's
      // page, and handing it out again would show it as fresh after the navigation cached it.
      if (this.#inFlight?.result === result) {
        this.#inFlight = undefined;
        if (outcome.kind === 'page') this.#ready = { key, ahead, result: outcome, at: this.#now() };
      }
      return outcome;
    });
    this.#inFlight = { key, ahead, controller, result };
  }

  /** Aborts the running prefetch, if any. */
  cancel(): void {
    this.#inFlight?.controller.abort();
    this.#inFlight = undefined;
  }

  /**
   * Hands over the prefetch of `key` (running or fresh) to a navigation, with the means to abort it (a newer
   * navigation does, as it would a request of its own); other prefetches are cancelled.
   */
  take(key: string): TakenPrefetch | undefined {
    const inFlight = this.#inFlight;
    if (inFlight?.key === key) {
      this.#inFlight = undefined;
      return { result: inFlight.result, ahead: inFlight.ahead, abort: () => inFlight.controller.abort() };
    }
    this.cancel();
    if (this.#isFresh(key) && this.#ready) {
      const { result, ahead } = this.#ready;
      this.#ready = undefined;
      return { result: Promise.resolve(result), ahead, abort: () => {} };
    }
    return undefined;
  }

  isPending(): boolean {
    return this.#inFlight !== undefined;
  }

  #isFresh(key: string): boolean {
    return this.#ready?.key === key && this.#now() - this.#ready.at < PREFETCH_FRESH_MS;
  }
}
