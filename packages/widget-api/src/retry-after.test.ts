import { describe, expect, it } from 'vitest';
import { describeWait, retryAfterMs } from './retry-after';

describe('retryAfterMs', () => {
  it('reads whole seconds', () => {
    expect(retryAfterMs('30')).toBe(30_000);
    expect(retryAfterMs(' 0 ')).toBe(0);
  });

  it('reads an HTTP date, as the time left until it', () => {
    const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT');
    expect(retryAfterMs('Wed, 21 Oct 2026 07:29:30 GMT', now)).toBe(90_000);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:00:00 GMT', now)).toBe(0);
  });

  it('is undefined for a missing or unreadable header', () => {
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('')).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs('-5')).toBeUndefined();
  });
});

describe('describeWait', () => {
  it('says seconds under a minute, and whole minutes rounded up above', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(30)).toBe('30 seconds');
    expect(describeWait(59)).toBe('59 seconds');
    expect(describeWait(59.2)).toBe('1 minute');
    expect(describeWait(60)).toBe('1 minute');
    expect(describeWait(61)).toBe('2 minutes');
    expect(describeWait(0)).toBe('1 second');
  });
});
