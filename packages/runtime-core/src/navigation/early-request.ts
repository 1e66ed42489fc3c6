import type { PageRequest } from './page-request';
import { requestPage } from './page-request';
import { pageKey } from './page-url';

/**
 * The page request a click sends while the engine is still on its way, so the page and the code that shows it
 * download side by side: one at a time (a newer click's replaces it; a double click's is the same).
 */
export class EarlyRequest {
  readonly #win: Window;
  #current: PageRequest | undefined;

  constructor(win: Window) {
    this.#win = win;
  }

  click(url: URL): PageRequest {
    if (this.#current?.key !== pageKey(url)) {
      this.#current?.abort();
      this.#current = requestPage(url, 'high', this.#win.fetch.bind(this.#win));
    }
    return this.#current;
  }

  /** Whether a click's request waits for the engine to read it. */
  get pending(): boolean {
    return this.#current !== undefined;
  }

  /** The engine took the request over, or could not load: the next click asks again. */
  release(): void {
    this.#current = undefined;
  }
}
