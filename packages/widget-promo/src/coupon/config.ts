import * as z from 'zod/mini';

export const couponConfig = z.object({
  /**
   * Expiry in ms since the epoch (spec widgets §3 `expdt`). Read by `couponExpiry`, which turns a value of the
   * wrong shape into "no expiry" with a warning instead of refusing the whole coupon.
   */
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

export type CouponConfig = z.output<typeof couponConfig>;
