import { describe, expect, it, vi } from 'vitest';
import { loadPage, readPage } from './page-loader';
import { requestPage } from './page-request';

const pageUrl = new URL('https://shop.example/site/a/about#team');

function answering(status: number, body: string): typeof fetch {
  return vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));
}

const load = (fetchImpl: typeof fetch, signal = new AbortController().signal, timeoutMs?: number) =>
  loadPage(pageUrl, { signal, fetch: fetchImpl, ...(timeoutMs ? { timeoutMs } : {}) });

describe('loadPage', () => {
  it('requests the page JSON and returns the parsed page', async () => {
    const fetchImpl = answering(
      200,
      JSON.stringify({ title: 'About', content: '<p>Hi</p>', uuid: 'u1', extra: 1 }),
    );
    const result = await load(fetchImpl);
    expect(vi.mocked(fetchImpl).mock.calls[0]![0].toString()).toBe(
      'https://shop.example/site/a/about?dm_ajaxCall=true',
    );
    expect(result).toMatchObject({
      kind: 'page',
      response: { title: 'About', content: '<p>Hi</p>', extra: 1 },
    });
  });

  it('classifies the answers that steer the load', async () => {
    expect(await load(answering(200, '{"redirect":"/site/a/menu"}'))).toEqual({
      kind: 'redirect',
      location: '/site/a/menu',
    });
    expect(await load(answering(200, '{"status":"password"}'))).toEqual({ kind: 'password' });
    expect(await load(answering(200, '{"error_message":"Down for maintenance"}'))).toEqual({
      kind: 'error-message',
      message: 'Down for maintenance',
    });
    expect(await load(answering(200, '{"alias":"page-not-found"}'))).toMatchObject({ kind: 'not-found' });
    expect(await load(answering(404, '{"alias":"404"}'))).toMatchObject({ kind: 'not-found' });
    expect(await load(answering(404, 'Not Found'))).toMatchObject({ kind: 'not-found' });
    expect(await load(answering(401, ''))).toEqual({ kind: 'unauthorized', status: 401 });
  });

  it('treats malformed answers as failures, never throwing', async () => {
    expect(await load(answering(200, '<html>login</html>'))).toMatchObject({
      kind: 'failed',
      reason: 'invalid-response',
    });
    expect(await load(answering(200, '{"title": 42}'))).toMatchObject({
      kind: 'failed',
      reason: 'invalid-response',
    });
    expect(await load(answering(200, '[]'))).toMatchObject({ kind: 'failed', reason: 'invalid-response' });
    expect(await load(answering(500, '{"title":"x"}'))).toEqual({
      kind: 'failed',
      reason: 'http',
      status: 500,
    });
  });

  it('reports network failures and timeouts apart from aborts', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await load(offline)).toEqual({ kind: 'failed', reason: 'network' });

    const never: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    expect(await load(never, new AbortController().signal, 20)).toEqual({
      kind: 'failed',
      reason: 'timeout',
    });

    const controller = new AbortController();
    const pending = load(never, controller.signal);
    controller.abort();
    expect(await pending).toEqual({ kind: 'aborted' });
  });
});

describe('readPage', () => {
  it('reads a request sent earlier, and tells its abort apart from a network failure', async () => {
    const sent = requestPage(pageUrl, 'high', answering(200, '{"title":"About"}'));
    expect(await readPage(sent)).toMatchObject({ kind: 'page', response: { title: 'About' } });

    const never: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const aborted = requestPage(pageUrl, 'high', never);
    const reading = readPage(aborted);
    aborted.abort();
    expect(await reading).toEqual({ kind: 'aborted' });
    expect(await readPage(requestPage(pageUrl, 'low', never), 20)).toEqual({
      kind: 'failed',
      reason: 'timeout',
    });
  });
});

describe('loadPage with HTML answers (a static host)', () => {
  const html = (params: string, content = '<p>About us</p>') =>
    `<!doctype html><html data-vitrine-page-uuid="a-1"><head><title>About</title><script type="application/json" data-vitrine-site-params>${params}</script></head><body><main data-vitrine-content="">${content}</main></body></html>`;
  const htmlAnswer = (status: number, body: string, extra: Partial<Response> = {}): typeof fetch =>
    vi.fn(async () => {
      const response = new Response(body, { status, headers: { 'content-type': 'text/html' } });
      return Object.defineProperties(response, {
        redirected: { value: extra.redirected ?? false },
        url: { value: extra.url ?? '' },
      });
    });

  it('asks for page JSON first and accepts HTML', async () => {
    const fetchImpl = answering(200, '{"title":"About"}');
    await load(fetchImpl);
    const init = vi.mocked(fetchImpl).mock.calls[0]![1] as RequestInit;
    expect((init.headers as Record<string, string>).accept).toBe('application/json, text/html;q=0.9');
  });

  it('reads the page out of an HTML document, with the length of the answer', async () => {
    const document = html('{"PageAlias":"about"}');
    expect(await load(htmlAnswer(200, document))).toEqual({
      kind: 'page',
      response: { title: 'About', headsection: '', content: '<p>About us</p>', alias: 'about', uuid: 'a-1' },
      bytes: document.length,
    });
  });

  it("a host's 404 is a not-found (its own page shows as a whole document); a 500 fails", async () => {
    expect(await load(htmlAnswer(404, '<html><body>Not here</body></html>'))).toEqual({
      kind: 'not-found',
      status: 404,
    });
    expect(await load(htmlAnswer(500, '<html><body>Oops</body></html>'))).toEqual({
      kind: 'failed',
      reason: 'http',
      status: 500,
    });
  });

  it('a redirect gives the page its new address; one back to the same page does not', async () => {
    const moved = htmlAnswer(200, html('{"PageAlias":"menu"}'), {
      redirected: true,
      url: 'https://shop.example/site/a/menu?dm_ajaxCall=true',
    });
    expect(await load(moved)).toMatchObject({ kind: 'page', url: 'https://shop.example/site/a/menu' });
    const same = htmlAnswer(200, html('{"PageAlias":"about"}'), {
      redirected: true,
      url: 'https://shop.example/site/a/about?dm_ajaxCall=true',
    });
    expect(await load(same)).not.toHaveProperty('url');
  });

  it('an answer over 10 MB is not read at all, by its length or its body', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const text = vi.fn(async () => '');
    const declared: typeof fetch = vi.fn(async () =>
      Object.assign(new Response(null, { headers: { 'content-length': String(11 * 1024 * 1024) } }), {
        text,
      }),
    );
    expect(await load(declared)).toEqual({ kind: 'failed', reason: 'invalid-response', status: 200 });
    expect(text).not.toHaveBeenCalled();
    const huge = `<html><body><main data-vitrine-content="">${'x'.repeat(10 * 1024 * 1024)}</main></body></html>`;
    expect(await load(htmlAnswer(200, huge))).toEqual({
      kind: 'failed',
      reason: 'invalid-response',
      status: 200,
    });
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
