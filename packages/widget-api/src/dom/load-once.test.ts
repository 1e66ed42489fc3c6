import { describe, expect, it, vi } from 'vitest';
import { loadOnce, loadOncePerKey } from './load-once';

describe('loadOnce', () => {
  it('shares one load between every caller, during and after it', async () => {
    const load = vi.fn(async () => 'library');
    const once = loadOnce(load);
    const first = once();
    expect(once()).toBe(first);
    expect(await first).toBe('library');
    expect(once()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a load that failed, so the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('library');
    const once = loadOnce<string>(load);
    const failed = once();
    // Callers while it is under way share the failure.
    expect(once()).toBe(failed);
    await expect(failed).rejects.toThrow('offline');
    await expect(once()).resolves.toBe('library');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('turns a load that throws into a rejection, and tries again next time', async () => {
    let calls = 0;
    const once = loadOnce(() => {
      calls += 1;
      if (calls === 1) throw new Error('no such module');
      return Promise.resolve(calls);
    });
    await expect(once()).rejects.toThrow('no such module');
    await expect(once()).resolves.toBe(2);
  });

  it('passes the arguments of the call that starts a load', async () => {
    const load = vi.fn(async (caller: string) => `made for ${caller}`);
    const once = loadOnce(load);
    const first = once('drawMap');
    const second = once('geocode');
    expect(await second).toBe('made for drawMap');
    expect(await first).toBe('made for drawMap');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('loadOncePerKey', () => {
  it('loads each key once, and forgets only the key that failed', async () => {
    const load = vi.fn(async (name: string) => {
      if (name === 'missing' && load.mock.calls.length === 2) throw new Error('not found');
      return name.toUpperCase();
    });
    const once = loadOncePerKey(load);
    const menu = once('menu');
    expect(once('menu')).toBe(menu);
    await expect(once('missing')).rejects.toThrow('not found');
    await expect(once('missing')).resolves.toBe('MISSING');
    await expect(menu).resolves.toBe('MENU');
    expect(once('menu')).toBe(menu);
    expect(load.mock.calls.map(([name]) => name)).toEqual(['menu', 'missing', 'missing']);
  });
});
