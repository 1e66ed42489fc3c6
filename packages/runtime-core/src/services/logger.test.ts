import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_LOG_TEXT_LENGTH } from '../protocol/services';
import {
  createLogger,
  DEFAULT_LOG_BACKOFF_MS,
  DEFAULT_LOG_DEBOUNCE_MS,
  formatLog,
  LOGS_ENDPOINT,
  overLimitWarning,
} from './logger';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function recordingFetch(status = 204) {
  const bodies: unknown[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    expect(url).toBe(LOGS_ENDPOINT);
    expect(init.method).toBe('POST');
    bodies.push(JSON.parse(init.body as string));
    return new Response(null, { status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch, bodies };
}

describe('client logger', () => {
  it('sends entries as one {logs: [{priority, log}]} batch after the debounce delay', async () => {
    const { fetch, bodies } = recordingFetch();
    const logger = createLogger({ fetch });
    logger.info('page ready');
    logger.error('widget failed', new Error('boom'));
    await vi.advanceTimersByTimeAsync(DEFAULT_LOG_DEBOUNCE_MS - 1);
    expect(bodies).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      logs: [
        { priority: 'INFO', log: 'page ready' },
        { priority: 'ERROR', log: expect.stringMatching(/^widget failed Error: boom/) },
      ],
    });
  });

  it('waits for the page to be quiet: each entry restarts the delay', async () => {
    const { fetch, bodies } = recordingFetch();
    const logger = createLogger({ fetch, debounceMs: 200 });
    for (let i = 0; i < 5; i++) {
      logger.debug(`step ${i}`);
      await vi.advanceTimersByTimeAsync(150);
    }
    expect(bodies).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect((bodies[0] as { logs: unknown[] }).logs).toHaveLength(5);
  });

  it('has the five levels, and skips those below minLevel', async () => {
    const { fetch, bodies } = recordingFetch();
    const logger = createLogger({ fetch, minLevel: 'INFO' });
    logger.trace('t');
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    logger.log('BOGUS' as 'INFO', 'unknown level becomes INFO');
    await logger.flush();
    expect((bodies[0] as { logs: Array<{ priority: string }> }).logs.map((entry) => entry.priority)).toEqual([
      'INFO',
      'WARN',
      'ERROR',
      'INFO',
    ]);
  });

  it('over the batch limit prepends a warning and sends only the first batch-limit entries', async () => {
    const { fetch, bodies } = recordingFetch();
    const logger = createLogger({ fetch, batchLimit: 3 });
    for (let i = 1; i <= 5; i++) logger.info(`entry ${i}`);
    await vi.runAllTimersAsync();
    expect(bodies).toEqual([
      {
        logs: [
          overLimitWarning(3, 5),
          { priority: 'INFO', log: 'entry 1' },
          { priority: 'INFO', log: 'entry 2' },
          { priority: 'INFO', log: 'entry 3' },
        ],
      },
    ]);
    expect(overLimitWarning(3, 5).priority).toBe('WARN');
    // The dropped entries do not come back in a later batch.
    logger.info('later');
    await vi.runAllTimersAsync();
    expect(bodies[1]).toEqual({ logs: [{ priority: 'INFO', log: 'later' }] });
  });

  it('exactly at the limit sends everything without a warning', async () => {
    const { fetch, bodies } = recordingFetch();
    const logger = createLogger({ fetch, batchLimit: 2 });
    logger.info('a');
    logger.info('b');
    await logger.flush();
    expect(bodies[0]).toEqual({
      logs: [
        { priority: 'INFO', log: 'a' },
        { priority: 'INFO', log: 'b' },
      ],
    });
  });

  it('keeps the entries of a failed request for the next batch', async () => {
    let offline = true;
    const bodies: unknown[] = [];
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      if (offline) throw new TypeError('Failed to fetch');
      bodies.push(JSON.parse(init.body as string));
      return new Response(null, { status: 204 });
    });
    const logger = createLogger({ fetch: fetch as unknown as typeof globalThis.fetch });
    logger.warn('first');
    await vi.runAllTimersAsync();
    expect(fetch).toHaveBeenCalledTimes(1);
    offline = false;
    logger.warn('second');
    await vi.runAllTimersAsync();
    expect(bodies).toEqual([
      {
        logs: [
          { priority: 'WARN', log: 'first' },
          { priority: 'WARN', log: 'second' },
        ],
      },
    ]);
  });

  it('does not resend a batch the server refused as bad (4xx)', async () => {
    const { fetch, calls } = recordingFetch(400);
    const logger = createLogger({ fetch });
    logger.info('x');
    await vi.runAllTimersAsync();
    logger.info('y');
    await vi.runAllTimersAsync();
    expect(calls).toHaveBeenCalledTimes(2);
    expect((calls.mock.calls[1]![1].body as string).includes('"x"')).toBe(false);
  });

  describe('when the server asks it to slow down (429 with Retry-After)', () => {
    /** A server that refuses the first request with `status` and the given headers, then takes everything. */
    function refusingOnce(status: number, headers: Record<string, string>) {
      const bodies: Array<{ logs: Array<{ log: string }> }> = [];
      const fetch = vi.fn(async (_url: string, init: RequestInit) => {
        if (fetch.mock.calls.length === 1) return new Response(null, { status, headers });
        bodies.push(JSON.parse(init.body as string));
        return new Response(null, { status: 204 });
      });
      return { fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch, bodies };
    }
    const logsOf = (body: { logs: Array<{ log: string }> } | undefined) =>
      body?.logs.map((entry) => entry.log);

    it('keeps the entries and sends nothing until the time it was given, then sends them as one batch', async () => {
      const { fetch, calls, bodies } = refusingOnce(429, { 'retry-after': '30' });
      const logger = createLogger({ fetch });
      logger.warn('first');
      await vi.advanceTimersByTimeAsync(DEFAULT_LOG_DEBOUNCE_MS);
      expect(calls).toHaveBeenCalledTimes(1);
      logger.warn('second');
      await logger.flush();
      await vi.advanceTimersByTimeAsync(30_000 - 1);
      expect(calls).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveBeenCalledTimes(2);
      expect(logsOf(bodies[0])).toEqual(['first', 'second']);
    });

    it('reads an HTTP date, and waits a minute when the server gives no time', async () => {
      const dated = refusingOnce(429, { 'retry-after': new Date(Date.now() + 5_000).toUTCString() });
      const logger = createLogger({ fetch: dated.fetch });
      logger.info('x');
      await logger.flush();
      await vi.advanceTimersByTimeAsync(4_000);
      expect(dated.calls).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(dated.calls).toHaveBeenCalledTimes(2);

      const silent = refusingOnce(429, {});
      const other = createLogger({ fetch: silent.fetch });
      other.info('y');
      await other.flush();
      await vi.advanceTimersByTimeAsync(DEFAULT_LOG_BACKOFF_MS - 1);
      expect(silent.calls).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(logsOf(silent.bodies[0])).toEqual(['y']);
    });

    it('honours Retry-After on a 503 too', async () => {
      const { fetch, calls } = refusingOnce(503, { 'retry-after': '10' });
      const logger = createLogger({ fetch });
      logger.error('x');
      await logger.flush();
      await vi.advanceTimersByTimeAsync(9_999);
      expect(calls).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveBeenCalledTimes(2);
    });

    it('sends no beacon while it waits: the server would refuse it the same', async () => {
      const { fetch } = refusingOnce(429, { 'retry-after': '30' });
      const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
      const logger = createLogger({ fetch, sendBeacon, win: window });
      logger.info('x');
      await logger.flush();
      window.dispatchEvent(new Event('pagehide'));
      expect(sendBeacon).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(30_000);
      logger.info('y');
      window.dispatchEvent(new Event('pagehide'));
      expect(sendBeacon).toHaveBeenCalledTimes(1);
      logger.stop();
    });
  });

  describe('when the page is hidden or left', () => {
    async function beaconText(blob: Blob) {
      expect(blob.type).toBe('application/json');
      return JSON.parse(await blob.text());
    }

    it('sends what is pending with sendBeacon on visibilitychange to hidden', async () => {
      const { fetch, calls } = recordingFetch();
      const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
      const logger = createLogger({ fetch, sendBeacon, win: window });
      logger.error('about to leave');
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
      document.dispatchEvent(new Event('visibilitychange'));
      expect(sendBeacon).not.toHaveBeenCalled();
      visibility.mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      expect(sendBeacon).toHaveBeenCalledTimes(1);
      expect(sendBeacon.mock.calls[0]![0]).toBe(LOGS_ENDPOINT);
      expect(await beaconText(sendBeacon.mock.calls[0]![1])).toEqual({
        logs: [{ priority: 'ERROR', log: 'about to leave' }],
      });
      // Nothing is left for the debounced request.
      await vi.runAllTimersAsync();
      expect(calls).not.toHaveBeenCalled();
      logger.stop();
    });

    it('sends what is pending with sendBeacon on pagehide, applying the batch limit', async () => {
      const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
      const logger = createLogger({ fetch: recordingFetch().fetch, sendBeacon, win: window, batchLimit: 1 });
      logger.info('one');
      logger.info('two');
      window.dispatchEvent(new Event('pagehide'));
      expect(await beaconText(sendBeacon.mock.calls[0]![1])).toEqual({
        logs: [overLimitWarning(1, 2), { priority: 'INFO', log: 'one' }],
      });
      logger.stop();
    });

    it('falls back to a keepalive request when the beacon is refused', async () => {
      const { fetch, bodies, calls } = recordingFetch();
      const logger = createLogger({ fetch, sendBeacon: () => false, win: window });
      logger.info('still delivered');
      window.dispatchEvent(new Event('pagehide'));
      await vi.advanceTimersByTimeAsync(0);
      expect(calls.mock.calls[0]![1].keepalive).toBe(true);
      expect(bodies).toEqual([{ logs: [{ priority: 'INFO', log: 'still delivered' }] }]);
      logger.stop();
    });

    it('sends nothing when nothing is pending, and stops listening after stop()', () => {
      const sendBeacon = vi.fn(() => true);
      const logger = createLogger({ fetch: recordingFetch().fetch, sendBeacon, win: window });
      window.dispatchEvent(new Event('pagehide'));
      expect(sendBeacon).not.toHaveBeenCalled();
      logger.stop();
      logger.info('after stop');
      window.dispatchEvent(new Event('pagehide'));
      expect(sendBeacon).not.toHaveBeenCalled();
    });
  });

  it('formats details and cuts text to what the server accepts', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(formatLog('ctx', [{ a: 1 }, 2, circular])).toBe('ctx {"a":1} 2 [object Object]');
    const long = formatLog('x'.repeat(MAX_LOG_TEXT_LENGTH + 10));
    expect(long).toHaveLength(MAX_LOG_TEXT_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });
});
