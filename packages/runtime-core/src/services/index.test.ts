import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveSiteConfig } from '../config/site-config';
import { createServices, LOGS_ENDPOINT, servicesFromSiteParams } from './index';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A window whose fetch records each request's path and JSON body. */
function recordingWindow() {
  const requests: Array<{ path: string; body: unknown }> = [];
  const fetch = vi.fn(async (url: string | URL, init?: RequestInit) => {
    requests.push({
      path: new URL(String(url), 'http://localhost').pathname,
      body: JSON.parse(String(init?.body)),
    });
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const win = Object.create(window) as Window;
  Object.defineProperty(win, 'fetch', { value: fetch });
  return { win, requests };
}

describe('services configured by the site parameters (spec §9: "come from configuration")', () => {
  it('takes the log batch limit and debounce, and the API throttle flag, from LogBatchLimit, LogDebounceMs, ApiThrottle', async () => {
    const { win, requests } = recordingWindow();
    const config = resolveSiteConfig({
      SiteAlias: 'harbor',
      LogBatchLimit: 2,
      LogDebounceMs: 200,
      ApiThrottle: true,
    });
    const services = createServices({ win, config });
    for (const text of ['a', 'b', 'c']) services.logger.info(text);
    await vi.advanceTimersByTimeAsync(200);
    const logs = requests.filter(({ path }) => path === LOGS_ENDPOINT);
    expect(logs).toHaveLength(1);
    // Over the limit: the warning first, then the first two entries only.
    expect(logs[0]?.body).toMatchObject({ logs: [expect.anything(), expect.anything(), expect.anything()] });

    await Promise.all([services.api.post('/orders', { a: 1 }), services.api.post('/orders', { a: 1 })]);
    expect(requests.filter(({ path }) => path === '/api/uis/orders')).toHaveLength(1);
    services.stop();
  });

  it('lets options given in code win, and reports values it cannot use', async () => {
    const report = vi.fn();
    expect(
      servicesFromSiteParams({ LogBatchLimit: 0, LogDebounceMs: -5, ApiThrottle: 'yes' as never }, report),
    ).toEqual({ logger: {}, api: {} });
    expect(report).toHaveBeenCalledTimes(3);

    const { win, requests } = recordingWindow();
    const config = resolveSiteConfig({ SiteAlias: 'harbor', ApiThrottle: true, LogDebounceMs: 50 });
    const services = createServices({ win, config, api: { throttle: false }, logger: { debounceMs: 10 } });
    await Promise.all([services.api.post('/orders', { a: 1 }), services.api.post('/orders', { a: 1 })]);
    expect(requests.filter(({ path }) => path === '/api/uis/orders')).toHaveLength(2);
    services.logger.info('x');
    await vi.advanceTimersByTimeAsync(10);
    expect(requests.filter(({ path }) => path === LOGS_ENDPOINT)).toHaveLength(1);
    services.stop();
  });
});
