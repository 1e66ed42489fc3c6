import { describe, expect, it } from 'vitest';
import { isBusyError } from './busy-retry';

const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

describe('isBusyError', () => {
  it('knows the lock codes', () => {
    expect(isBusyError(busy())).toBe(true);
    expect(isBusyError({ code: 'SQLITE_BUSY_SNAPSHOT' })).toBe(true);
    expect(isBusyError(new Error('x'))).toBe(false);
    expect(isBusyError(null)).toBe(false);
  });
});
