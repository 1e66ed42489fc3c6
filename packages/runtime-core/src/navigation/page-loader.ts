import { checkPageResponse } from '../protocol/check-page';
import { AJAX_CALL_PARAM, NOT_FOUND_ALIASES, PASSWORD_STATUS } from '../protocol/constants';
import type { PageContent, PageResponse } from '../protocol/page-response';
import { isHtmlAnswer, readHtmlPage } from './html-page';
import type { PageRequest } from './page-request';
import { PAGE_LOAD_TIMEOUT_MS, requestPage } from './page-request';

export { PAGE_LOAD_TIMEOUT_MS };

import { pageKey } from './page-url';

/** Every way a page load can end; the navigator gives each its behaviour from spec §4 and §8. */
export type PageLoadResult =
  /**
   * `url`: where the answer came from when a host redirected the request (the page's new address). `bytes`: the
   * answer's length as read (characters of the decoded body), what a prefetch budget counts.
   */
  | { readonly kind: 'page'; readonly response: PageResponse; readonly url?: string; readonly bytes?: number }
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

/** An answer larger than this is not read at all (10 MB): no page core shows in place is that big. */
export const PAGE_ANSWER_LIMIT_BYTES = 10 * 1024 * 1024;

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
  let response: Response;
  let body: string;
  try {
    response = await request.response;
    if (Number(response.headers.get('content-length')) > PAGE_ANSWER_LIMIT_BYTES) {
      request.abort();
      return tooLarge(response.status);
    }
    body = await response.text();
  } catch {
    if (timedOut) return { kind: 'failed', reason: 'timeout' };
    return request.signal.aborted ? { kind: 'aborted' } : { kind: 'failed', reason: 'network' };
  } finally {
    clearTimeout(timer);
  }
  const { status } = response;
  // Counted in UTF-16 units, at most the bytes: a host that sent no length is caught here, unparsed.
  if (body.length > PAGE_ANSWER_LIMIT_BYTES) return tooLarge(status);
  if (status === 401) return { kind: 'unauthorized', status };
  if (status === 404) return { kind: 'not-found', status };
  if (isHtmlAnswer(response.headers.get('content-type'), body)) {
    if (status < 200 || status >= 300) return { kind: 'failed', reason: 'http', status };
    const result = readHtmlPage(body);
    return result.kind === 'page'
      ? { ...result, ...redirectedTo(request, response), bytes: body.length }
      : result;
  }
  const parsed = checkPageResponse(parseJson(body));
  const page = parsed.success ? parsed.data : undefined;
  if (page && isNotFoundAlias(page)) return { kind: 'not-found', status };
  if (status < 200 || status >= 300) return { kind: 'failed', reason: 'http', status };
  if (!page) return { kind: 'failed', reason: 'invalid-response', status };
  const result = interpretResponse(page);
  return result.kind === 'page'
    ? { ...result, ...redirectedTo(request, response), bytes: body.length }
    : result;
}

function tooLarge(status: number): PageLoadResult {
  console.error(
    `[vitrine] the page's answer is larger than ${PAGE_ANSWER_LIMIT_BYTES} bytes: it is not read`,
  );
  return { kind: 'failed', reason: 'invalid-response', status };
}

/** The page's address after the host's redirects, when they led to another page than the one asked for. */
function redirectedTo(request: PageRequest, response: Response): { url?: string } {
  if (!response.redirected || !response.url) return {};
  const arrived = new URL(response.url);
  arrived.searchParams.delete(AJAX_CALL_PARAM);
  return pageKey(arrived) === request.key ? {} : { url: arrived.href };
}

/** The page's content without the fields that steered the load: what the cache keeps and a popup shows. */
export function pageContentOf(response: PageResponse): PageContent {
  const {
    status: _status,
    error_message: _error,
    redirect: _redirect,
    url_redirect: _moved,
    ...content
  } = response;
  return content;
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
