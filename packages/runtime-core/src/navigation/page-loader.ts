import type { PageResponse } from '../protocol/page-response';
import { NOT_FOUND_ALIASES, PASSWORD_STATUS, pageResponseSchema } from '../protocol/page-response';
import type { PageRequest } from './page-request';
import { requestPage } from './page-request';

/** Every way a page load can end; the navigator gives each its behaviour from spec §4 and §8. */
export type PageLoadResult =
  | { readonly kind: 'page'; readonly response: PageResponse }
  | { readonly kind: 'aborted' }
  | {
      readonly kind: 'failed';
      readonly reason: 'network' | 'timeout' | 'http' | 'invalid-response';
      readonly status?: number;
    }
  | { readonly kind: 'unauthorized'; readonly status: number }
  | { readonly kind: 'not-found'; readonly status: number }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'password' }
  | { readonly kind: 'error-message'; readonly message: string };

/** Spec §9: a page load gives up after 30,000 ms. */
export const PAGE_LOAD_TIMEOUT_MS = 30_000;

export interface PageLoadOptions {
  signal: AbortSignal;
  timeoutMs?: number;
  priority?: RequestPriority;
  fetch?: typeof globalThis.fetch;
}

/**
 * `GET {url}?dm_ajaxCall=true`, parsed with the protocol schema. Never rejects: whatever the network or the
 * server does ends in one of the `PageLoadResult` kinds.
 */
export function loadPage(url: URL, options: PageLoadOptions): Promise<PageLoadResult> {
  const { signal, timeoutMs, priority = 'high', fetch = globalThis.fetch } = options;
  const request = requestPage(url, priority, fetch);
  const abort = (): void => request.abort();
  if (signal.aborted) abort();
  signal.addEventListener('abort', abort, { once: true });
  return readPage(request, timeoutMs).finally(() => signal.removeEventListener('abort', abort));
}

/**
 * What a page request comes to, whether it was sent here or by the boot code before the engine arrived.
 * The timeout counts from here: an early request is at most the engine's download older.
 */
export async function readPage(
  request: PageRequest,
  timeoutMs = PAGE_LOAD_TIMEOUT_MS,
): Promise<PageLoadResult> {
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    request.abort();
  }, timeoutMs);
  let status: number;
  let body: string;
  try {
    const response = await request.response;
    status = response.status;
    body = await response.text();
  } catch {
    if (timedOut) return { kind: 'failed', reason: 'timeout' };
    return request.signal.aborted ? { kind: 'aborted' } : { kind: 'failed', reason: 'network' };
  } finally {
    clearTimeout(timer);
  }
  if (status === 401) return { kind: 'unauthorized', status };
  const parsed = pageResponseSchema.safeParse(parseJson(body));
  const response = parsed.success ? parsed.data : undefined;
  if (status === 404 || (response && isNotFoundAlias(response))) return { kind: 'not-found', status };
  if (status < 200 || status >= 300) return { kind: 'failed', reason: 'http', status };
  if (!response) return { kind: 'failed', reason: 'invalid-response', status };
  return interpretResponse(response);
}

/** What a well-formed answer asks for, in the order the established runtime checks it. */
export function interpretResponse(response: PageResponse): PageLoadResult {
  const redirect = response.redirect || response.url_redirect;
  if (redirect) return { kind: 'redirect', location: redirect };
  if (response.status === PASSWORD_STATUS) return { kind: 'password' };
  if (response.error_message) return { kind: 'error-message', message: response.error_message };
  return { kind: 'page', response };
}

function isNotFoundAlias(response: PageResponse): boolean {
  return [response.alias, response.pageAlias].some((alias) => !!alias && NOT_FOUND_ALIASES.includes(alias));
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
