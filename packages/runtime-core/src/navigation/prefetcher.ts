import type { PageLoadResult } from './page-loader';

/** A prefetched page counts as current for this long: a click within it makes no request at all. */
export const PREFETCH_FRESH_MS = 10_000;

type Load = (url: URL, signal: AbortSignal) => Promise<PageLoadResult>;

interface InFlight {
  readonly key: string;
  readonly controller: AbortController;
  readonly result: Promise<PageLoadResult>;
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
  #ready: { key: string; result: PageLoadResult; at: number } | undefined;

  constructor(load: Load, now: () => number = Date.now) {
    this.#load = load;
    this.#now = now;
  }

  prefetch(url: URL, key: string): void {
    if (this.#inFlight?.key === key || this.#isFresh(key)) return;
    this.cancel();
    const controller = new AbortController();
    const result = this.#load(url, controller.signal).then((outcome) => {
      if (this.#inFlight?.result === result) this.#inFlight = undefined;
      if (outcome.kind === 'page') this.#ready = { key, result: outcome, at: this.#now() };
      return outcome;
    });
    this.#inFlight = { key, controller, result };
  }

  /** Aborts the running prefetch, if any. */
  cancel(): void {
    this.#inFlight?.controller.abort();
    this.#inFlight = undefined;
  }

  /** Hands over the prefetch of `key` (running or fresh) to a navigation; other prefetches are cancelled. */
  take(key: string): Promise<PageLoadResult> | undefined {
    const inFlight = this.#inFlight;
    if (inFlight?.key === key) {
      this.#inFlight = undefined;
      return inFlight.result;
    }
    this.cancel();
    if (this.#isFresh(key) && this.#ready) {
      const { result } = this.#ready;
      this.#ready = undefined;
      return Promise.resolve(result);
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
