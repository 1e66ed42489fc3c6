import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiPath, createApiClient, FLAG_NOTIFY_THROTTLE_MS } from './api-client';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function server(answer: () => Response = () => Response.json({ ok: true })) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const client = (fetch: typeof globalThis.fetch, options: Parameters<typeof createApiClient>[0] = {}) =>
  createApiClient({
    fetch,
    origin: 'https://site.example',
    location: () => 'https://site.example/site/s/home',
    now: () => Date.now(),
    ...options,
  });

describe('API helper', () => {
  it('prefixes paths with /api/uis', () => {
    expect(apiPath('/orders')).toBe('/api/uis/orders');
    expect(apiPath('orders')).toBe('/api/uis/orders');
    expect(apiPath('/api/uis/orders')).toBe('/api/uis/orders');
  });

  it('turns GET and DELETE data into query parameters and sends no body', async () => {
    const { fetch, calls } = server();
    const api = client(fetch);
    await api.get('/products', { q: 'rye bread', page: 2, hidden: undefined, gone: null });
    await api.delete('/cart/items', { id: 7 });
    expect(calls[0]!.url).toBe('https://site.example/api/uis/products?q=rye+bread&page=2');
    expect(calls[0]!.init).toMatchObject({ method: 'GET', body: undefined });
    expect(calls[1]!.url).toBe('https://site.example/api/uis/cart/items?id=7');
    expect(calls[1]!.init.method).toBe('DELETE');
  });

  it('sends JSON, the location header and Authorization when there is a token', async () => {
    const { fetch, calls } = server();
    let token: string | undefined;
    const api = client(fetch, { authorization: () => token });
    await api.post('/orders', { items: [1] });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(calls[0]!.init.body).toBe('{"items":[1]}');
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      location: 'https://site.example/site/s/home',
    });
    expect(headers.authorization).toBeUndefined();
    token = 'Bearer abc';
    await api.put('/orders/1', {});
    expect((calls[1]!.init.headers as Record<string, string>).authorization).toBe('Bearer abc');
  });

  it("resolves to the status, the parsed body and the answer's location header", async () => {
    const { fetch } = server(() =>
      Response.json({ id: 9 }, { status: 201, headers: { location: '/api/uis/orders/9' } }),
    );
    await expect(client(fetch).post('/orders', {})).resolves.toEqual({
      status: 201,
      data: { id: 9 },
      location: '/api/uis/orders/9',
    });
    const empty = server(() => new Response(null, { status: 204 }));
    await expect(client(empty.fetch).delete('/x')).resolves.toEqual({
      status: 204,
      data: undefined,
      location: null,
    });
  });

  it('rejects a non-2xx answer with ApiError carrying the status and body, text when not JSON', async () => {
    const json = server(() => Response.json({ error: 'nope' }, { status: 422 }));
    const error = await client(json.fetch)
      .get('/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, data: { error: 'nope' } });
    const html = server(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(client(html.fetch).get('/x')).rejects.toMatchObject({
      status: 502,
      data: '<h1>Bad gateway</h1>',
    });
  });

  describe('duplicate POSTs', () => {
    it('with the throttle flag, an identical POST within 1 s is not sent and shares the answer', async () => {
      const { fetch, calls } = server();
      const api = client(fetch, { throttle: true });
      const first = api.post('/orders', { a: 1 });
      const second = api.post('/orders', { a: 1 });
      expect(await second).toBe(await first);
      await api.post('/orders', { a: 2 });
      expect(calls).toHaveLength(2);
      vi.advanceTimersByTime(999);
      await api.post('/orders', { a: 1 });
      expect(calls).toHaveLength(2);
      vi.advanceTimersByTime(1);
      await api.post('/orders', { a: 1 });
      expect(calls).toHaveLength(3);
    });

    it('without the flag every POST is sent', async () => {
      const { fetch, calls } = server();
      const api = client(fetch);
      await Promise.all([api.post('/orders', { a: 1 }), api.post('/orders', { a: 1 })]);
      expect(calls).toHaveLength(2);
    });

    it('a failed POST may be retried at once', async () => {
      let fail = true;
      const { fetch, calls } = server(() =>
        fail ? Response.json({}, { status: 500 }) : Response.json({ ok: true }),
      );
      const api = client(fetch, { throttle: true });
      await expect(api.post('/orders', { a: 1 })).rejects.toBeInstanceOf(ApiError);
      fail = false;
      await expect(api.post('/orders', { a: 1 })).resolves.toMatchObject({ status: 200 });
      expect(calls).toHaveLength(2);
    });
  });

  describe('feature flag notification', () => {
    it('posts the flag names to /api/uis/flags/notify at most once per 30 s, sending later names after it', async () => {
      const { fetch, calls } = server(() => new Response(null, { status: 204 }));
      const api = client(fetch);
      api.notifyFlags(['newContactForm']);
      expect(calls).toHaveLength(1);
      expect(calls[0]!.url).toBe('https://site.example/api/uis/flags/notify');
      expect(calls[0]!.init).toMatchObject({ method: 'POST', body: '["newContactForm"]' });
      await vi.advanceTimersByTimeAsync(10_000);
      api.notifyFlags(['storeV2']);
      api.notifyFlags(['storeV2', 'popupsV3', '']);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(FLAG_NOTIFY_THROTTLE_MS - 10_000 - 1);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(2);
      expect(calls[1]!.init.body).toBe('["storeV2","popupsV3"]');
    });

    it('sends nothing for an empty list, and reports a failure without throwing', async () => {
      const { fetch, calls } = server(() => new Response('down', { status: 503 }));
      const onError = vi.fn();
      const api = client(fetch, { onError });
      api.notifyFlags([]);
      expect(calls).toHaveLength(0);
      api.notifyFlags(['a']);
      await vi.advanceTimersByTimeAsync(0);
      expect(onError).toHaveBeenCalledWith(expect.any(ApiError));
    });
  });
});
