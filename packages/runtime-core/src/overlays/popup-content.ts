import { pageJsonUrl } from '../navigation/page-url';
import type { PageContent } from '../protocol/page-response';
import { pageResponseSchema } from '../protocol/page-response';

/** widgets spec §7: a popup page request gives up after 30,000 ms. */
export const POPUP_LOAD_TIMEOUT_MS = 30_000;

export interface PopupContentOptions {
  signal: AbortSignal;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

export type PopupContentResult =
  | { readonly kind: 'content'; readonly content: PageContent }
  | { readonly kind: 'aborted' }
  /** Spec §8: the call failed or brought no content; the popup is hidden. */
  | { readonly kind: 'unavailable'; readonly reason: string };

/**
 * `GET {popup page url}?dm_ajaxCall=true`: page JSON, or raw HTML from exported sites. Never rejects. A page
 * that redirects, needs a password or reports an error cannot be shown in a popup, so it is unavailable too.
 */
export async function loadPopupContent(url: URL, options: PopupContentOptions): Promise<PopupContentResult> {
  const { signal, fetch = globalThis.fetch, timeoutMs = POPUP_LOAD_TIMEOUT_MS } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let body: string;
  try {
    response = await fetch(pageJsonUrl(url), {
      signal: AbortSignal.any([signal, timeout]),
      credentials: 'same-origin',
      headers: { accept: 'application/json, text/html;q=0.8' },
    });
    body = await response.text();
  } catch {
    if (signal.aborted) return { kind: 'aborted' };
    return { kind: 'unavailable', reason: timeout.aborted ? 'timeout' : 'network' };
  }
  if (!response.ok) return { kind: 'unavailable', reason: `HTTP ${response.status}` };
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('text/html')) {
    return hasContent(body) ? { kind: 'content', content: { content: body } } : empty();
  }
  const parsed = pageResponseSchema.safeParse(parseJson(body));
  if (!parsed.success) return { kind: 'unavailable', reason: 'malformed answer' };
  const { status, redirect, url_redirect, error_message, ...content } = parsed.data;
  if (status || redirect || url_redirect || error_message) {
    return {
      kind: 'unavailable',
      reason: `the page answered ${status ?? (error_message ? 'an error' : 'a redirect')}`,
    };
  }
  return hasContent(content.content) ? { kind: 'content', content } : empty();
}

const empty = (): PopupContentResult => ({ kind: 'unavailable', reason: 'no content' });

function hasContent(html: string | null | undefined): html is string {
  return typeof html === 'string' && html.trim() !== '';
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
