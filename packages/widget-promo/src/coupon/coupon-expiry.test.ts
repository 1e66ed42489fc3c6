import { describe, expect, it } from 'vitest';
import { couponExpiry, isCouponExpired } from './coupon-expiry';

const NOW = Date.parse('2026-11-24T10:00:00Z');

describe('couponExpiry', () => {
  it('reads a timestamp in ms, as a number or a numeric string', () => {
    expect(couponExpiry(1_800_000_000_000)).toEqual({ kind: 'at', expiresAt: 1_800_000_000_000 });
    expect(couponExpiry(' 1800000000000 ')).toEqual({ kind: 'at', expiresAt: 1_800_000_000_000 });
  });

  it('treats 0, negatives and an absent value as no expiry', () => {
    for (const value of [0, '0', -5, undefined, null, ''])
      expect(couponExpiry(value)).toEqual({ kind: 'none' });
  });

  it('turns garbage into no expiry, with a warning that names the value', () => {
    const expiry = couponExpiry('next week');
    expect(expiry).toEqual({
      kind: 'unreadable',
      warning: 'expdt "next week" is not a timestamp; the coupon never expires',
    });
    expect(couponExpiry({ at: 1 }).kind).toBe('unreadable');
    expect(couponExpiry(Number.NaN).kind).toBe('unreadable');
    expect(isCouponExpired(expiry, NOW)).toBe(false);
  });
});

describe('isCouponExpired', () => {
  it('is expired only when the timestamp is greater than 0 and in the past', () => {
    expect(isCouponExpired(couponExpiry(NOW - 1), NOW)).toBe(true);
    expect(isCouponExpired(couponExpiry(NOW + 60_000), NOW)).toBe(false);
    expect(isCouponExpired(couponExpiry(NOW), NOW)).toBe(false);
    expect(isCouponExpired(couponExpiry(0), NOW)).toBe(false);
  });
});
