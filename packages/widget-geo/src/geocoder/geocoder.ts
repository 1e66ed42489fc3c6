import { GEOCODER_THIRD_PARTIES, thirdPartyFetch } from '../third-parties';
import { abortError } from './geocoder-error';
import { fetchResults } from './provider-fetch';
import { PROVIDER_ADAPTERS } from './providers';
import {
  GEOCODER_PROVIDERS,
  type GeocodeCallOptions,
  type GeocodeKind,
  type GeocodeResult,
  type Geocoder,
  type GeocoderOptions,
  SEARCH_LIMIT,
  SUGGEST_LIMIT,
} from './types';

/** Answers kept per geocoder; the oldest is forgotten first. */
export const GEOCODER_CACHE_SIZE = 100;

/** The query as sent: Unicode-normalised, trimmed, runs of white space made single spaces. */
export function normaliseQuery(query: string): string {
  return String(query).normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** One request that every identical lookup made while it runs waits on. */
interface SharedRequest {
  controller: AbortController;
  promise: Promise<GeocodeResult[]>;
  waiting: number;
}

/**
 * A geocoder for one provider. Answers are cached per (provider, kind, normalised query), identical lookups
 * in flight share one request, and no failure is ever left unhandled: each call rejects with a
 * `GeocoderError`, or an AbortError when its signal (or the geocoder's) aborts it.
 */
export function createGeocoder(options: GeocoderOptions): Geocoder {
  const adapter = PROVIDER_ADAPTERS[options.provider];
  if (!adapter || !Object.hasOwn(PROVIDER_ADAPTERS, options.provider)) {
    throw new TypeError(
      `Unknown geocoding provider "${String(options.provider)}": expected one of ${GEOCODER_PROVIDERS.join(', ')}.`,
    );
  }
  const fetchImpl: typeof fetch =
    options.fetch ?? thirdPartyFetch(GEOCODER_THIRD_PARTIES[options.provider], options.consent);
  const cache = new Map<string, GeocodeResult[]>();
  const inFlight = new Map<string, SharedRequest>();

  const remember = (key: string, results: GeocodeResult[]) => {
    cache.delete(key);
    cache.set(key, results);
    while (cache.size > GEOCODER_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  };

  const start = (key: string, kind: GeocodeKind, query: string): SharedRequest => {
    const limit = kind === 'suggest' ? SUGGEST_LIMIT : SEARCH_LIMIT;
    const controller = new AbortController();
    const stop = () => controller.abort();
    options.signal?.addEventListener('abort', stop, { once: true });
    const request = adapter.request({
      kind,
      query,
      limit,
      apiKey: options.apiKey,
      endpoint: options.endpoint,
      language: options.language,
      near: options.near,
    });
    const shared: SharedRequest = {
      controller,
      waiting: 0,
      promise: fetchResults(adapter, request, fetchImpl, controller.signal)
        .then((results) => {
          const kept = Object.freeze(results.slice(0, limit)) as GeocodeResult[];
          remember(key, kept);
          return kept;
        })
        .finally(() => {
          options.signal?.removeEventListener('abort', stop);
          if (inFlight.get(key) === shared) inFlight.delete(key);
        }),
    };
    // Every caller may have gone (aborted) before it settles: its failure then has nobody to tell.
    shared.promise.catch(() => {});
    return shared;
  };

  const wait = (key: string, shared: SharedRequest, signal: AbortSignal | undefined) =>
    new Promise<GeocodeResult[]>((resolve, reject) => {
      shared.waiting += 1;
      let settled = false;
      const leave = () => {
        settled = true;
        shared.waiting -= 1;
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        if (settled) return;
        leave();
        if (shared.waiting === 0) {
          // Nobody else waits for this answer: stop the request and let the next lookup ask again.
          if (inFlight.get(key) === shared) inFlight.delete(key);
          shared.controller.abort();
        }
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      shared.promise.then(
        (results) => {
          if (settled) return;
          leave();
          resolve(results.slice());
        },
        (error: unknown) => {
          if (settled) return;
          leave();
          reject(error);
        },
      );
    });

  const lookup = (kind: GeocodeKind, query: string, { signal }: GeocodeCallOptions = {}) => {
    if (signal?.aborted || options.signal?.aborted) return Promise.reject(abortError());
    const text = normaliseQuery(query);
    if (text === '') return Promise.resolve([]);
    const key = `${options.provider}\u0000${kind}\u0000${text.toLowerCase()}`;
    const cached = cache.get(key);
    if (cached) {
      remember(key, cached);
      return Promise.resolve(cached.slice());
    }
    let shared = inFlight.get(key);
    if (!shared) {
      shared = start(key, kind, text);
      inFlight.set(key, shared);
    }
    return wait(key, shared, signal);
  };

  return {
    provider: options.provider,
    search: (query, callOptions) => lookup('search', query, callOptions),
    suggest: (query, callOptions) => lookup('suggest', query, callOptions),
    clearCache: () => cache.clear(),
  };
}
