import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyChunk } from './lazy-chunk';

afterEach(() => vi.restoreAllMocks());

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

  it('reports a failed import and tries again on the next call', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const open = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('loaded');
    const chunk = new LazyChunk('the navigation engine', open);

    await expect(chunk.load()).rejects.toThrow('Failed to fetch');
    expect(error).toHaveBeenCalledWith(
      '[vitrine] the navigation engine could not be loaded',
      expect.any(TypeError),
    );
    expect(chunk.started).toBeUndefined();
    expect(chunk.loaded).toBeUndefined();

    expect(await chunk.load()).toBe('loaded');
    expect(open).toHaveBeenCalledTimes(2);
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
