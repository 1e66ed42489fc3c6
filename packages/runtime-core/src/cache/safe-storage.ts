/** The part of `Storage` the page cache needs. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Wraps a storage whose every access may throw: `localStorage` itself throws when storage is disabled or in
 * some private modes, `setItem` throws when the quota is full. Failures are answered with `null`/`false` and
 * reported once, so callers can fall back to memory.
 */
export class SafeStorage {
  readonly #open: () => KeyValueStore;
  #warned = false;

  constructor(open: () => KeyValueStore) {
    this.#open = open;
  }

  read(key: string): string | null {
    return this.#attempt(() => this.#open().getItem(key), null);
  }

  write(key: string, value: string): boolean {
    return this.#attempt(() => {
      this.#open().setItem(key, value);
      return true;
    }, false);
  }

  remove(key: string): boolean {
    return this.#attempt(() => {
      this.#open().removeItem(key);
      return true;
    }, false);
  }

  #attempt<Result>(operation: () => Result, fallback: Result): Result {
    try {
      return operation();
    } catch (error) {
      if (!this.#warned) {
        this.#warned = true;
        console.warn('[vitrine] page storage is unavailable; pages are cached in memory only', error);
      }
      return fallback;
    }
  }
}
