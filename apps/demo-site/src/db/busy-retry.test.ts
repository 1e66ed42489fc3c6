import { describe, expect, it } from 'vitest';
import { DatabaseBusyError, isBusyError, retryWhileBusy } from './busy-retry';

const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

describe('retryWhileBusy', () => {
  it('runs the write again after a pause while the database is locked, then answers its result', async () => {
    const waits: number[] = [];
    let attempts = 0;
    const result = await retryWhileBusy(
      () => {
        attempts += 1;
        if (attempts < 4) throw busy();
        return 'stored';
      },
      { wait: async (ms) => waits.push(ms), now: () => 0 },
    );
    expect(result).toBe('stored');
    expect(waits).toEqual([2, 4, 8]);
  });

  it('gives up with DatabaseBusyError once the deadline has passed', async () => {
    let clock = 0;
    const attempt = retryWhileBusy(
      () => {
        throw busy();
      },
      { deadlineMs: 100, now: () => clock, wait: async (ms) => (clock += ms) },
    );
    await expect(attempt).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(clock).toBeGreaterThanOrEqual(100);
  });

  it('passes any other error through at once', async () => {
    let attempts = 0;
    const attempt = retryWhileBusy(() => {
      attempts += 1;
      throw Object.assign(new Error('constraint'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
    });
    await expect(attempt).rejects.toThrow('constraint');
    expect(attempts).toBe(1);
  });

  it('knows the lock codes', () => {
    expect(isBusyError(busy())).toBe(true);
    expect(isBusyError({ code: 'SQLITE_BUSY_SNAPSHOT' })).toBe(true);
    expect(isBusyError(new Error('x'))).toBe(false);
    expect(isBusyError(null)).toBe(false);
  });
});
