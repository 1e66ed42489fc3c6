import { vi } from 'vitest';

export type Answer = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A `fetch` that answers every request with `answer`, recording the calls. */
export function stubFetch(answer: Answer) {
  return vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(answer(String(input), init)),
  );
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A `fetch` whose answers the test releases one by one; an aborted request rejects as a browser's does. */
export function deferredFetch() {
  const pending: { url: string; signal: AbortSignal | undefined; answer(response: Response): void }[] = [];
  const fetch = vi.fn(
    (input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), {
          once: true,
        });
        pending.push({ url: String(input), signal, answer: resolve });
      }),
  );
  return { fetch, pending };
}

/** The request's URL matches a recorded one: same origin and path, and every recorded parameter, same value. */
export function expectRequestLike(actual: string, recorded: string): void {
  const a = new URL(actual);
  const r = new URL(recorded);
  if (a.origin !== r.origin || a.pathname !== r.pathname) {
    throw new Error(`Expected a request to ${r.origin}${r.pathname}, got ${a.origin}${a.pathname}`);
  }
  for (const [name, value] of r.searchParams) {
    if (a.searchParams.get(name) !== value) {
      throw new Error(`Expected parameter ${name}=${value} in ${actual}`);
    }
  }
}

export function lastUrl(fetch: { mock: { calls: unknown[][] } }): URL {
  const call = fetch.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return new URL(String(call[0]), 'https://site.example');
}
