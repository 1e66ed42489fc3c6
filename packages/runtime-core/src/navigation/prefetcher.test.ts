import { describe, expect, it, vi } from 'vitest';
import type { PageLoadResult } from './page-loader';
import { PREFETCH_FRESH_MS, Prefetcher } from './prefetcher';

const page: PageLoadResult = { kind: 'page', response: { title: 'B' } };
const url = new URL('https://shop.example/site/a/b');

function deferredLoad() {
  const calls: Array<{ signal: AbortSignal; resolve: (result: PageLoadResult) => void }> = [];
  const load = vi.fn(
    (_url: URL, signal: AbortSignal) =>
      new Promise<PageLoadResult>((resolve) => {
        calls.push({ signal, resolve });
      }),
  );
  return { load, calls };
}

describe('Prefetcher', () => {
  it('hands a running prefetch to the navigation instead of loading twice', async () => {
    const { load, calls } = deferredLoad();
    const prefetcher = new Prefetcher(load);
    prefetcher.prefetch(url, '/b');
    prefetcher.prefetch(url, '/b');
    const taken = prefetcher.take('/b');
    calls[0]!.resolve(page);
    expect(await taken?.result).toBe(page);
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls[0]!.signal.aborted).toBe(false);
  });

  it('hands a prefetch a navigation took to no later navigation, once it has finished', async () => {
    const { load, calls } = deferredLoad();
    const prefetcher = new Prefetcher(load);
    prefetcher.prefetch(url, '/b');
    const taken = prefetcher.take('/b');
    calls[0]!.resolve(page);
    await taken?.result;
    expect(prefetcher.take('/b')).toBeUndefined();
  });

  it('lets the navigation that took a running prefetch abort it (a newer navigation wins)', () => {
    const { load, calls } = deferredLoad();
    const prefetcher = new Prefetcher(load);
    prefetcher.prefetch(url, '/b');
    const taken = prefetcher.take('/b');
    // No longer the prefetcher's: a new prefetch leaves it running.
    prefetcher.prefetch(new URL('https://shop.example/site/a/c'), '/c');
    expect(calls[0]!.signal.aborted).toBe(false);
    taken?.abort();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('says whether a prefetch was ahead of the visitor or asked for by the press that precedes the click', () => {
    const { load } = deferredLoad();
    const prefetcher = new Prefetcher(load);
    prefetcher.prefetch(url, '/b');
    expect(prefetcher.take('/b')?.ahead).toBe(true);
    prefetcher.prefetch(url, '/b', { pressed: true });
    expect(prefetcher.take('/b')?.ahead).toBe(false);
  });

  it('hands over a finished prefetch while it is fresh, once', async () => {
    let now = 0;
    const load = vi.fn(async () => page);
    const prefetcher = new Prefetcher(load, () => now);
    prefetcher.prefetch(url, '/b');
    await Promise.resolve();
    await Promise.resolve();
    expect(await prefetcher.take('/b')?.result).toBe(page);
    expect(prefetcher.take('/b')).toBeUndefined();

    prefetcher.prefetch(url, '/b');
    await Promise.resolve();
    await Promise.resolve();
    now = PREFETCH_FRESH_MS + 1;
    expect(prefetcher.take('/b')).toBeUndefined();
  });

  it('runs one prefetch at a time and aborts on cancel or another navigation', () => {
    const { load, calls } = deferredLoad();
    const prefetcher = new Prefetcher(load);
    prefetcher.prefetch(url, '/b');
    prefetcher.prefetch(new URL('https://shop.example/site/a/c'), '/c');
    expect(calls[0]!.signal.aborted).toBe(true);
    prefetcher.cancel();
    expect(calls[1]!.signal.aborted).toBe(true);

    prefetcher.prefetch(url, '/b');
    expect(prefetcher.take('/other')).toBeUndefined();
    expect(calls[2]!.signal.aborted).toBe(true);
  });
});
