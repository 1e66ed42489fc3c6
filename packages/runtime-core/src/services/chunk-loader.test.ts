import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, createChunkLoader, noHandlerMessage } from './chunk-loader';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const appModule = { start: vi.fn() };

describe('runtime app chunk loader', () => {
  it('imports chunks from /editor/apps/modules/runtime/, once each', async () => {
    const importModule = vi.fn(async (_url: string) => appModule);
    const loader = createChunkLoader({ importModule });
    await Promise.all([loader.loadChunk('open-now'), loader.loadChunk('open-now')]);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(importModule).toHaveBeenCalledWith('/editor/apps/modules/runtime/open-now.js');
  });

  it("rejects with ChunkLoadError 'Loading chunk {n} failed' after 120 s without an answer", async () => {
    const loader = createChunkLoader({ importModule: () => new Promise(() => {}) });
    const result = loader.loadChunk('slow').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      name: 'ChunkLoadError',
      message: 'Loading chunk slow failed',
      chunk: 'slow',
    });
  });

  it('takes another timeout when told', async () => {
    const loader = createChunkLoader({ importModule: () => new Promise(() => {}), timeoutMs: 5 });
    const result = loader.loadChunk('7').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5);
    expect(await result).toMatchObject({ message: 'Loading chunk 7 failed' });
  });

  it('turns a failed import into a ChunkLoadError and tries the network again next time', async () => {
    const importModule = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(appModule);
    const loader = createChunkLoader({ importModule });
    const error = await loader.loadChunk('missing').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ChunkLoadError', message: 'Loading chunk missing failed' });
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    await expect(loader.loadChunk('missing')).resolves.toBe(appModule);
  });

  it('refuses chunk names that are paths, without a request', async () => {
    const importModule = vi.fn(async () => appModule);
    const loader = createChunkLoader({ importModule });
    for (const name of ['../secret', 'https://evil.example/x', 'a/b', ''])
      await expect(loader.loadChunk(name)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(importModule).not.toHaveBeenCalled();
  });

  it('loads a registered app through its chunk and rejects an unknown app as having no handler', async () => {
    const importModule = vi.fn(async () => appModule);
    const loader = createChunkLoader({ importModule, apps: { hours: 'open-now' } });
    await expect(loader.loadApp('hours')).resolves.toBe(appModule);
    await expect(loader.loadApp('booking')).rejects.toThrow(noHandlerMessage('booking'));
    expect(noHandlerMessage('booking')).toBe('No handler for runtime app "booking"');
    loader.register('booking', 'booking-app');
    await loader.loadApp('booking');
    expect(importModule).toHaveBeenLastCalledWith('/editor/apps/modules/runtime/booking-app.js');
  });

  it('rejects an app whose chunk exports no start function', async () => {
    const loader = createChunkLoader({ importModule: async () => ({ other: 1 }), apps: { odd: 'odd' } });
    await expect(loader.loadApp('odd')).rejects.toThrow(
      'The chunk of runtime app "odd" exports no start function',
    );
  });
});
