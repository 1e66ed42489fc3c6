import { describe, expect, it, vi } from 'vitest';
import type { PageLoadResult } from './page-loader';
import { MAX_HELD_PAGES, PREFETCH_FRESH_MS, Prefetcher } from './prefetcher';

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

  it('hands over a finished prefetch once: fresh within PREFETCH_FRESH_MS, stale (to revalidate) after', async () => {
    let now = 0;
    const load = vi.fn(async () => page);
    const prefetcher = new Prefetcher(load, () => now);
    await prefetcher.prefetch(url, '/b');
    const fresh = prefetcher.take('/b');
    expect(await fresh?.result).toBe(page);
    expect(fresh?.stale).toBe(false);
    expect(prefetcher.take('/b')).toBeUndefined();

    await prefetcher.prefetch(url, '/b');
    now = PREFETCH_FRESH_MS + 1;
    const stale = prefetcher.take('/b');
    expect(await stale?.result).toBe(page);
    expect(stale?.stale).toBe(true);
  });

  it('does not ask again for a held page, fresh or not: the click shows it at once', async () => {
    let now = 0;
    const load = vi.fn(async () => page);
    const prefetcher = new Prefetcher(load, () => now);
    await prefetcher.prefetch(url, '/b');
    now = PREFETCH_FRESH_MS + 1;
    expect(prefetcher.prefetch(url, '/b', { pressed: true })).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetcher.take('/b')?.stale).toBe(true);
  });

  it('holds several pages apart from one another, at most MAX_HELD_PAGES, the oldest dropped first', async () => {
    const load = vi.fn(async (asked: URL) => ({ ...page, bytes: asked.pathname.length }) as PageLoadResult);
    const prefetcher = new Prefetcher(load);
    for (let index = 0; index <= MAX_HELD_PAGES; index++)
      await prefetcher.prefetch(new URL(`https://shop.example/p${index}`), `/p${index}`);
    expect(prefetcher.has('/p0')).toBe(false);
    expect(prefetcher.has('/p1')).toBe(true);
    expect(prefetcher.has(`/p${MAX_HELD_PAGES}`)).toBe(true);
    expect(prefetcher.take('/p1')).toBeDefined();
    // A held fresh page is not asked for again.
    expect(prefetcher.prefetch(new URL('https://shop.example/p2'), '/p2')).toBeUndefined();
  });

  it('never holds a protected page, nor asks again for a page that answered anything but a page', async () => {
    const answers: Record<string, PageLoadResult> = {
      '/locked': { kind: 'password' },
      '/unlocked': { kind: 'page', response: { title: 'Prices', passwordProtected: true } },
      '/moved': { kind: 'redirect', location: '/elsewhere' },
      '/down': { kind: 'failed', reason: 'network' },
    };
    const load = vi.fn(async (asked: URL) => answers[asked.pathname]!);
    const prefetcher = new Prefetcher(load);
    for (const key of Object.keys(answers)) {
      await prefetcher.prefetch(new URL(`https://shop.example${key}`), key);
      expect(prefetcher.take(key)).toBeUndefined();
    }
    for (const key of ['/locked', '/unlocked', '/moved'])
      expect(prefetcher.prefetch(new URL(`https://shop.example${key}`), key)).toBeUndefined();
    // A network failure may pass: the page is asked for again.
    expect(prefetcher.prefetch(new URL('https://shop.example/down'), '/down')).toBeDefined();
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
