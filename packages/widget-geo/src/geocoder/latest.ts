import { abortError } from './geocoder-error';
import type { GeocodeCallOptions } from './types';

export interface LatestLookup<T> {
  (query: string): Promise<T>;
  /** Aborts the pending call, if any. */
  cancel(): void;
}

/**
 * Wraps a lookup (`geocoder.suggest`, say) so that only the newest call resolves: each call aborts the one
 * before it, whose promise rejects with an AbortError (see `isAbortError`) instead of resolving late into the
 * UI over newer results.
 */
export function latest<T>(
  lookup: (query: string, options?: GeocodeCallOptions) => Promise<T>,
): LatestLookup<T> {
  let current: AbortController | undefined;

  const call = (query: string): Promise<T> => {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    const superseded = () => current !== controller || controller.signal.aborted;
    return lookup(query, { signal: controller.signal }).then(
      (value) => {
        if (superseded()) throw abortError();
        current = undefined;
        return value;
      },
      (error: unknown) => {
        const stale = superseded();
        if (current === controller) current = undefined;
        throw stale ? abortError() : error;
      },
    );
  };

  return Object.assign(call, {
    cancel: () => {
      current?.abort();
      current = undefined;
    },
  });
}
