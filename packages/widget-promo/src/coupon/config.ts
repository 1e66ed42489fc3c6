import type { InferOutput } from '@vitrine/widget-api';
import { lenient } from '@vitrine/widget-api';
import * as z from 'zod/mini';
import { couponExpiry } from './coupon-expiry';

const shape = z.object({
  /** Expiry in ms since the epoch (spec widgets §3 `expdt`), a number or a numeric string: read below. */
  expdt: z.optional(z.unknown()),
  /** The coupon's name (spec §3 `name`): its heading, and the name the public event and the image carry. */
  name: z._default(z.string(), 'Coupon'),
  description: z._default(z.string(), ''),
  /** The code shown at the counter or typed at checkout. */
  code: z._default(z.string(), ''),
  useLabel: z._default(z.string(), 'Use'),
  shareLabel: z._default(z.string(), 'Share'),
  printLabel: z._default(z.string(), 'Print'),
  closeLabel: z._default(z.string(), 'Close'),
  /** Without the Web Share API, Share offers the image to download and an email to send. */
  downloadLabel: z._default(z.string(), 'Download image'),
  emailLabel: z._default(z.string(), 'Email'),
});

/**
 * Garbage in a field gives its default, with a warning the host logs. `expdt` comes out read, as `expiry`: a
 * value of the wrong shape is no expiry, with a warning, rather than a coupon refused.
 */
export const couponConfig = lenient(shape, ({ expdt, ...config }, warn) => {
  const expiry = couponExpiry(expdt);
  if (expiry.kind !== 'unreadable') return { ...config, expiry };
  warn(expiry.warning);
  return { ...config, expiry: { kind: 'none' } as const };
});

export type CouponConfig = InferOutput<typeof couponConfig>;
