import { describe, expect, it } from 'vitest';
import { DatabaseBusyError } from './busy-retry';
import { WriteQueue, WriteQueueFullError } from './write-queue';

const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

/** A queue on a hand-driven clock: `wait` moves the clock, so nothing here sleeps. */
function queueOnClock(options: { maxQueued?: number; deadlineMs?: number } = {}) {
  const clock = { now: 0 };
  const waits: number[] = [];
  const queue = new WriteQueue({
    ...options,
    now: () => clock.now,
    wait: async (ms) => {
      waits.push(ms);
      clock.now += ms;
    },
  });
  return { queue, clock, waits };
}

describe('WriteQueue', () => {
  it('runs writes one at a time, in the order asked, and answers each result', async () => {
    const { queue } = queueOnClock();
    const ran: number[] = [];
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        queue.run(() => {
          ran.push(n);
          return n * 10;
        }),
      ),
    );
    expect(ran).toEqual([1, 2, 3]);
    expect(results).toEqual([10, 20, 30]);
  });

  it('while another process holds the lock, only the first write tries, 2, 4 … 64 ms apart', async () => {
    const { queue, waits } = queueOnClock();
    const attempts: number[] = [];
    // The other process lets go after the queue met its lock nine times.
    const writes = Array.from({ length: 40 }, (_, index) =>
      queue.run(() => {
        attempts.push(index);
        if (attempts.length <= 9) throw busy();
        return index;
      }),
    );
    expect(await Promise.all(writes)).toEqual(Array.from({ length: 40 }, (_, index) => index));
    // Forty waiting writes cost one attempt per pause, not forty.
    expect(attempts.slice(0, 9)).toEqual(Array(9).fill(0));
    expect(attempts).toHaveLength(9 + 40);
    expect(waits).toHaveLength(9);
    expect(waits.slice(0, 9)).toEqual([2, 4, 8, 16, 32, 64, 64, 64, 64]);
  });

  it('gives up on every write whose deadline passed at once, without trying them', async () => {
    const { queue, clock } = queueOnClock({ deadlineMs: 100 });
    let attempts = 0;
    const first = queue.run(() => {
      attempts += 1;
      throw busy();
    });
    const second = queue.run(() => {
      attempts += 1;
      return 'never';
    });
    await expect(first).rejects.toBeInstanceOf(DatabaseBusyError);
    await expect(second).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(clock.now).toBeGreaterThanOrEqual(100);
    // The second was due as well: refused without an attempt that would have held the event loop.
    expect(attempts).toBeLessThanOrEqual(8);
    expect(attempts).toBeGreaterThan(1);
  });

  it('refuses a write past its bound at once (503), and takes writes again once the line is shorter', async () => {
    const { queue } = queueOnClock({ maxQueued: 2 });
    const first = queue.run(() => 1);
    const second = queue.run(() => 2);
    await expect(queue.run(() => 3)).rejects.toBeInstanceOf(WriteQueueFullError);
    expect(new WriteQueueFullError('x')).toBeInstanceOf(DatabaseBusyError);
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(await queue.run(() => 4)).toBe(4);
  });

  it('passes any other failure to its own write, and goes on with the next', async () => {
    const { queue } = queueOnClock();
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    const failing = queue.run(() => {
      throw full;
    });
    const next = queue.run(() => 'stored');
    await expect(failing).rejects.toBe(full);
    expect(await next).toBe('stored');
  });

  it('lets the event loop turn between slices of quick writes', async () => {
    let clock = 0;
    let turns = 0;
    const queue = new WriteQueue({
      now: () => clock,
      yieldTurn: async () => {
        turns += 1;
      },
    });
    // Each write takes 1 ms of the clock: slices of 4 ms.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        queue.run(() => {
          clock += 1;
        }),
      ),
    );
    // One turn before the first write, then one after every 4 ms of writing.
    expect(turns).toBe(1 + 5);
  });
});
