/** What `expdt` says, once read: an expiry moment, none, or a value that could not be read. */
export type CouponExpiry =
  | { kind: 'none' }
  | { kind: 'at'; expiresAt: number }
  | { kind: 'unreadable'; warning: string };

/**
 * Reads the coupon's `expdt` (ms since the epoch, as a number or a numeric string). Only a timestamp greater
 * than 0 is an expiry (spec widgets §5); 0, an empty value or a negative one means the coupon never expires.
 * Garbage (`"soon"`, `{}`) is not a reason to hide an offer the owner published: it reads as no expiry, and
 * the caller logs the warning.
 */
export function couponExpiry(expdt: unknown): CouponExpiry {
  if (expdt === undefined || expdt === null || expdt === '') return { kind: 'none' };
  const value = typeof expdt === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(expdt) ? Number(expdt) : expdt;
  if (typeof value !== 'number' || !Number.isFinite(value))
    return {
      kind: 'unreadable',
      warning: `expdt ${JSON.stringify(expdt)} is not a timestamp; the coupon never expires`,
    };
  return value > 0 ? { kind: 'at', expiresAt: value } : { kind: 'none' };
}

/** Expired when the timestamp is greater than 0 and in the past (spec widgets §5). */
export function isCouponExpired(expiry: CouponExpiry, now: number): boolean {
  return expiry.kind === 'at' && expiry.expiresAt < now;
}
