import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError } from './chunk-load-error';
import { LazyChunk } from './lazy-chunk';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LazyChunk', () => {
  it('imports once, however many callers ask, and keeps what it made', async () => {
    const made = { name: 'engine' };
    const open = vi.fn(async () => made);
    const chunk = new LazyChunk('the thing', open);
    expect(chunk.loaded).toBeUndefined();
    expect(chunk.started).toBeUndefined();

    const [first, second] = await Promise.all([chunk.load(), chunk.load()]);
    expect(first).toBe(made);
    expect(second).toBe(made);
    expect(await chunk.load()).toBe(made);
    expect(open).toHaveBeenCalledTimes(1);
    expect(chunk.loaded).toBe(made);
    expect(await chunk.started).toBe(made);
  });

  it('reports a failed import as a ChunkLoadError and tries again on the next call', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const open = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce('loaded');
    const chunk = new LazyChunk('engine', open);

    const rejected = await chunk.load().catch((reason: unknown) => reason);
    expect(rejected).toBeInstanceOf(ChunkLoadError);
    expect(rejected).toMatchObject({
      name: 'ChunkLoadError',
      message: 'Loading chunk engine failed',
      cause: failure,
    });
    expect(error).toHaveBeenCalledWith('[vitrine] Loading chunk engine failed', failure);
    expect(chunk.started).toBeUndefined();
    expect(chunk.loaded).toBeUndefined();

    expect(await chunk.load()).toBe('loaded');
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('a chunk that has not arrived after 120 s is a ChunkLoadError; the next need asks again (spec §8, §9)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const open = vi
      .fn<() => Promise<string>>()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValueOnce('loaded');
    const chunk = new LazyChunk('overlays', open);
    const outcome = vi.fn();
    chunk.load().then(outcome, outcome);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'ChunkLoadError', message: 'Loading chunk overlays failed' }),
    );
    expect(outcome.mock.calls[0]?.[0]).toBeInstanceOf(ChunkLoadError);
    expect(chunk.started).toBeUndefined();

    expect(await chunk.load()).toBe('loaded');
  });

  it('use runs the task with the chunk, or the fallback when it cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const working = new LazyChunk('the popup code', async () => 2);
    expect(
      await working.use(
        (value) => value * 21,
        () => -1,
      ),
    ).toBe(42);

    const broken = new LazyChunk('the popup code', () => Promise.reject(new Error('offline')));
    const task = vi.fn(() => 1);
    expect(await broken.use(task, () => -1)).toBe(-1);
    expect(task).not.toHaveBeenCalled();
  });
});
