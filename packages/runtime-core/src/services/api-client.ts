import { platformUrl } from '@vitrine/widget-api';
export const API_PREFIX = '/api/uis';
export const FLAGS_NOTIFY_PATH = '/flags/notify';
/** Spec §9: identical POSTs within this window are one request when the throttle flag is on. */
export const DUPLICATE_POST_WINDOW_MS = 1_000;
/** Spec §9: feature flag notifications go at most once per this window. */
export const FLAG_NOTIFY_THROTTLE_MS = 30_000;

export type ApiData = Record<string, string | number | boolean | null | undefined>;

/** What a call resolves to: the parsed JSON body (undefined when empty) and the answer's `location` header. */
export interface ApiResult<T = unknown> {
  status: number;
  data: T;
  location: string | null;
}

/** A non-2xx answer. `data` holds the parsed body when it was JSON, else its text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`API request failed with HTTP ${status}`);
  }
}

export interface ApiClient {
  get<T = unknown>(path: string, data?: ApiData): Promise<ApiResult<T>>;
  delete<T = unknown>(path: string, data?: ApiData): Promise<ApiResult<T>>;
  post<T = unknown>(path: string, body?: unknown): Promise<ApiResult<T>>;
  put<T = unknown>(path: string, body?: unknown): Promise<ApiResult<T>>;
  /** `POST /api/uis/flags/notify` with flag names, at most once per 30 s; names in between wait their turn. */
  notifyFlags(names: readonly string[]): void;
}

export interface ApiClientOptions {
  fetch?: typeof fetch;
  origin?: string;
  /** The page's address, sent as the `location` request header. */
  location?: () => string;
  /** Read on every call, so a token refreshed later is used. */
  authorization?: () => string | undefined;
  /** Suppresses identical POSTs within 1 s: the second caller gets the first one's answer. */
  throttle?: boolean;
  now?: () => number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  /** Where a failed flag notification is reported; the page carries on. */
  onError?: (error: unknown) => void;
}

/**
 * The generic API helper of spec §7: paths under `/api/uis`, JSON both ways, GET and DELETE data as query
 * parameters, the page's location and an optional Authorization header on every request.
 */
export function createApiClient({
  fetch: fetchImpl = globalThis.fetch?.bind(globalThis),
  origin = '',
  location = () => globalThis.location?.href ?? '',
  authorization,
  throttle = false,
  now = Date.now,
  setTimeout: schedule = (callback, ms) => globalThis.setTimeout(callback, ms),
  onError = (error) => console.error('[vitrine] feature flag notification failed', error),
}: ApiClientOptions = {}): ApiClient {
  const recentPosts = new Map<string, { at: number; result: Promise<ApiResult<unknown>> }>();

  const request = async <T>(method: string, path: string, query?: ApiData, body?: unknown) => {
    const url = new URL(apiPath(path), origin || globalThis.location?.href || 'http://localhost');
    for (const [name, value] of Object.entries(query ?? {}))
      if (value !== undefined && value !== null) url.searchParams.append(name, String(value));
    const headers: Record<string, string> = { accept: 'application/json', location: location() };
    const token = authorization?.();
    if (token) headers.authorization = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetchImpl(origin ? url.href : platformUrl(url.pathname + url.search), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
    const data = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, data);
    return { status: response.status, data: data as T, location: response.headers.get('location') };
  };

  const post = <T>(path: string, body?: unknown): Promise<ApiResult<T>> => {
    if (!throttle) return request<T>('POST', path, undefined, body);
    const key = `${apiPath(path)}\n${JSON.stringify(body) ?? ''}`;
    const time = now();
    for (const [other, { at }] of recentPosts)
      if (time - at >= DUPLICATE_POST_WINDOW_MS) recentPosts.delete(other);
    const recent = recentPosts.get(key);
    if (recent) return recent.result as Promise<ApiResult<T>>;
    const result = request<T>('POST', path, undefined, body);
    const entry = { at: time, result };
    recentPosts.set(key, entry);
    // A failed POST is not a duplicate to protect against: the caller may try again at once.
    result.catch(() => {
      if (recentPosts.get(key) === entry) recentPosts.delete(key);
    });
    return result;
  };

  let flagWindowEndsAt = Number.NEGATIVE_INFINITY;
  let waitingFlags = new Set<string>();
  let flushScheduled = false;
  const sendFlags = (): void => {
    flushScheduled = false;
    if (waitingFlags.size === 0) return;
    const names = [...waitingFlags];
    waitingFlags = new Set();
    flagWindowEndsAt = now() + FLAG_NOTIFY_THROTTLE_MS;
    request('POST', FLAGS_NOTIFY_PATH, undefined, names).catch(onError);
  };

  return {
    get: (path, data) => request('GET', path, data),
    delete: (path, data) => request('DELETE', path, data),
    post,
    put: (path, body) => request('PUT', path, undefined, body),
    notifyFlags(names) {
      for (const name of names) if (typeof name === 'string' && name !== '') waitingFlags.add(name);
      if (waitingFlags.size === 0 || flushScheduled) return;
      const wait = flagWindowEndsAt - now();
      if (wait <= 0) {
        sendFlags();
        return;
      }
      flushScheduled = true;
      schedule(sendFlags, wait);
    },
  };
}

/** `/orders` and `orders` both become `/api/uis/orders`; a path already under the prefix is kept. */
export function apiPath(path: string): string {
  const relative = path.startsWith('/') ? path : `/${path}`;
  return relative === API_PREFIX || relative.startsWith(`${API_PREFIX}/`) ? relative : API_PREFIX + relative;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
