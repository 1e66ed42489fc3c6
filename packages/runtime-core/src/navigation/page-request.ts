import { pageJsonUrl, pageKey } from './page-url';

/**
 * `GET {page url}?dm_ajaxCall=true`, sent. Only the sending is here, small enough for the boot code: a click
 * asks for its page at once, beside the engine that reads the answer (`readPage`, with the timeout and the
 * schema).
 */
export interface PageRequest {
  /** The page it asks for (`pageKey`). */
  readonly key: string;
  /** The answer's headers; rejects when the request fails or is aborted. */
  readonly response: Promise<Response>;
  readonly signal: AbortSignal;
  abort(): void;
}

/** Spec §9: a page load gives up after 30,000 ms. */
export const PAGE_LOAD_TIMEOUT_MS = 30_000;

export function requestPage(
  url: URL,
  priority: RequestPriority,
  fetch: typeof globalThis.fetch,
): PageRequest {
  const controller = new AbortController();
  const { signal } = controller;
  const response = fetch(pageJsonUrl(url), {
    signal,
    priority,
    credentials: 'same-origin',
    // Page JSON first; a static host's HTML document is read as well (html-page.ts).
    headers: { accept: 'application/json, text/html;q=0.9' },
  });
  // Whoever reads the answer handles its failure; a request nobody reads (a newer click won) is no error.
  response.catch(() => {});
  return { key: pageKey(url), response, signal, abort: () => controller.abort() };
}

/**
 * How long a click waits for the engine's code (spec §8's 120 s are the chunk's, never the click's): its page
 * request's 30 s, counted from the click, whatever the request came to meanwhile, since the engine, usually a
 * moment behind the page, shows the page or its error in place. Resolves true: a request still unanswered then
 * is the browser's to load as a whole document.
 */
export function clickDeadline(win: Window): Promise<boolean> {
  return new Promise((resolve) => win.setTimeout(resolve, PAGE_LOAD_TIMEOUT_MS, true));
}
