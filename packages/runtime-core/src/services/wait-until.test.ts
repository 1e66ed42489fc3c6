import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_BUDGET_MS, onIdle, WAIT_UNTIL_TIMEOUT_MS, waitUntil } from './wait-until';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('waitUntil', () => {
  it('checks at once, then every 100 ms until the predicate holds', async () => {
    let ready = false;
    const predicate = vi.fn(() => ready);
    const done = vi.fn();
    void waitUntil(predicate).then(done);
    expect(predicate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(predicate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(predicate).toHaveBeenCalledTimes(2);
    ready = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toHaveBeenCalled();
  });

  it('rejects after 30 s', async () => {
    const result = waitUntil(() => false).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(WAIT_UNTIL_TIMEOUT_MS);
    expect(await result).toMatchObject({ message: 'waitUntil timed out after 30000 ms' });
  });

  it('rejects when the predicate throws or the signal aborts', async () => {
    await expect(
      waitUntil(() => {
        throw new Error('bad predicate');
      }),
    ).rejects.toThrow('bad predicate');
    const controller = new AbortController();
    const result = waitUntil(() => false, { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort(new Error('left the page'));
    expect(await result).toMatchObject({ message: 'left the page' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('onIdle', () => {
  it('uses requestIdleCallback when the browser has it', () => {
    const requestIdleCallback = vi.fn(() => 3);
    const cancelIdleCallback = vi.fn();
    const callback = vi.fn();
    const cancel = onIdle(callback, { win: { requestIdleCallback, cancelIdleCallback } as Partial<Window> });
    expect(requestIdleCallback).toHaveBeenCalledWith(callback);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(3);
  });

  it('falls back to a timeout whose deadline gives 50 ms', async () => {
    let clock = 1000;
    const callback = vi.fn((deadline: { timeRemaining(): number; didTimeout: boolean }) => {
      expect(deadline.didTimeout).toBe(false);
      expect(deadline.timeRemaining()).toBe(IDLE_FALLBACK_BUDGET_MS);
      clock += 30;
      expect(deadline.timeRemaining()).toBe(20);
      clock += 100;
      expect(deadline.timeRemaining()).toBe(0);
    });
    onIdle(callback, { win: {}, now: () => clock });
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(callback).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    onIdle(cancelled, { win: {} })();
    await vi.advanceTimersByTimeAsync(10);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
