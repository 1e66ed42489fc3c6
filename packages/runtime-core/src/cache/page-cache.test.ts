import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageContent } from '../protocol/page-response';
import { PAGE_CACHE_STORAGE_KEY, PageCache } from './page-cache';
import type { KeyValueStore } from './safe-storage';
import { SafeStorage } from './safe-storage';

class MemoryStore implements KeyValueStore {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const page = (title: string): PageContent => ({ title, content: `<h1>${title}</h1>`, uuid: `${title}-1` });
const immediately = (write: () => void) => write();

function cacheOver(store: KeyValueStore, limit = 3): PageCache {
  return new PageCache({
    storage: new SafeStorage(() => store),
    limit,
    scheduleWrite: immediately,
    now: () => 1000,
  });
}

describe('PageCache', () => {
  let store: MemoryStore;
  beforeEach(() => {
    store = new MemoryStore();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('adds pages under the pages key and reads them back in a new session', () => {
    const cache = cacheOver(store);
    expect(cache.add('/a', page('A'))).toBe(true);
    expect(JSON.parse(store.getItem(PAGE_CACHE_STORAGE_KEY)!)).toEqual({
      '/a': { content: page('A'), storedAt: 1000 },
    });
    expect(cacheOver(store).get('/a')?.content).toEqual(page('A'));
  });

  it('adds a page only if it is not cached yet', () => {
    const cache = cacheOver(store);
    cache.add('/a', page('A'));
    expect(cache.add('/a', page('A2'))).toBe(false);
    expect(cache.get('/a')?.content.title).toBe('A');
  });

  it('refuses new pages once it holds CacheSize pages, without evicting any', () => {
    const cache = cacheOver(store, 2);
    cache.add('/a', page('A'));
    cache.add('/b', page('B'));
    expect(cache.add('/c', page('C'))).toBe(false);
    expect([cache.has('/a'), cache.has('/b'), cache.has('/c')]).toEqual([true, true, false]);
  });

  it('caches nothing when CacheSize is zero', () => {
    expect(cacheOver(store, 0).add('/a', page('A'))).toBe(false);
  });

  it('replaces a cached page with a newer version, but never adds through replace', () => {
    const cache = cacheOver(store);
    cache.add('/a', page('A'));
    expect(cache.replace('/a', page('A-new'))).toBe(true);
    expect(cache.get('/a')?.content.title).toBe('A-new');
    expect(cache.replace('/b', page('B'))).toBe(false);
    expect(cache.has('/b')).toBe(false);
  });

  it('clears a stored value that is not JSON', () => {
    store.setItem(PAGE_CACHE_STORAGE_KEY, '{"/a": {"content": ');
    const cache = cacheOver(store);
    expect(cache.size).toBe(0);
    expect(store.getItem(PAGE_CACHE_STORAGE_KEY)).toBeNull();
    expect(cache.add('/a', page('A'))).toBe(true);
  });

  it('drops only the entries that fail the schema', () => {
    store.setItem(
      PAGE_CACHE_STORAGE_KEY,
      JSON.stringify({
        '/good': { content: page('Good'), storedAt: 5 },
        '/no-time': { content: page('X') },
        '/bad-title': { content: { title: 42 }, storedAt: 5 },
        '/null': null,
      }),
    );
    const cache = cacheOver(store);
    expect(cache.size).toBe(1);
    expect(cache.get('/good')?.content.title).toBe('Good');
    expect(Object.keys(JSON.parse(store.getItem(PAGE_CACHE_STORAGE_KEY)!))).toEqual(['/good']);
  });

  it('treats a stored array or string as corrupted', () => {
    store.setItem(PAGE_CACHE_STORAGE_KEY, '[1,2,3]');
    expect(cacheOver(store).size).toBe(0);
    store.setItem(PAGE_CACHE_STORAGE_KEY, '"pages"');
    expect(cacheOver(store).size).toBe(0);
  });

  it('keeps working in memory when storage throws on every access', () => {
    const throwing: KeyValueStore = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const cache = cacheOver(throwing);
    expect(cache.add('/a', page('A'))).toBe(true);
    expect(cache.get('/a')?.content.title).toBe('A');
    cache.delete('/a');
    expect(cache.has('/a')).toBe(false);
  });

  it('keeps pages in memory when opening storage itself throws', () => {
    const cache = new PageCache({
      storage: new SafeStorage(() => {
        throw new DOMException('localStorage is disabled', 'SecurityError');
      }),
      limit: 3,
      scheduleWrite: immediately,
    });
    expect(cache.add('/a', page('A'))).toBe(true);
    expect(cache.size).toBe(1);
  });

  it('writes storage later, once for several changes', () => {
    const pending: Array<() => void> = [];
    const setItem = vi.spyOn(store, 'setItem');
    const cache = new PageCache({
      storage: new SafeStorage(() => store),
      limit: 3,
      scheduleWrite: (w) => pending.push(w),
    });
    cache.add('/a', page('A'));
    cache.add('/b', page('B'));
    expect(setItem).not.toHaveBeenCalled();
    expect(pending).toHaveLength(1);
    pending[0]!();
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(Object.keys(JSON.parse(store.getItem(PAGE_CACHE_STORAGE_KEY)!))).toEqual(['/a', '/b']);
  });
});
