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
