import { loadPage, PAGE_LOAD_TIMEOUT_MS, pageContentOf } from '../navigation/page-loader';
import type { PageContent } from '../protocol/page-response';

/** widgets spec §7: a popup page request gives up after 30,000 ms, as every page request does. */
export const POPUP_LOAD_TIMEOUT_MS = PAGE_LOAD_TIMEOUT_MS;

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
 * A popup's page through the one page loader (`loadPage`: page JSON, a whole HTML document, or the raw HTML of
 * exported sites). Never rejects. A page that redirects, needs a password or reports an error cannot be shown in
 * a popup, so it is unavailable too.
 */
export async function loadPopupContent(url: URL, options: PopupContentOptions): Promise<PopupContentResult> {
  const { signal, fetch = globalThis.fetch, timeoutMs = POPUP_LOAD_TIMEOUT_MS } = options;
  const result = await loadPage(url, { signal, fetch, timeoutMs });
  switch (result.kind) {
    case 'page': {
      const content = pageContentOf(result.response);
      return typeof content.content === 'string' && content.content.trim() !== ''
        ? { kind: 'content', content }
        : { kind: 'unavailable', reason: 'no content' };
    }
    case 'aborted':
      return result;
    case 'failed':
      return {
        kind: 'unavailable',
        reason: result.reason === 'http' ? `HTTP ${result.status}` : result.reason,
      };
    case 'not-found':
    case 'unauthorized':
      return { kind: 'unavailable', reason: `HTTP ${result.status}` };
    default:
      return { kind: 'unavailable', reason: `the page answered ${result.kind}` };
  }
}
