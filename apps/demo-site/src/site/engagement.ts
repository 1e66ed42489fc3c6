/**
 * The engagement widgets' data on the demo's pages (coupons, share buttons, the Twitter feed), in one place so
 * the pages, their no-JavaScript fallbacks and the end-to-end tests agree.
 */

/** Expires at the end of January 2027, Port Alder time. */
export const WEEKEND_LOAF_COUPON = {
  name: 'Weekend loaf',
  description: '20% off any whole loaf on Saturdays and Sundays.',
  code: 'RYE20',
  expdt: Date.parse('2027-01-31T23:59:59-08:00'),
};

/** Last summer's offer: past its expiry, so the widget hides it (widgets spec §5). */
export const RHUBARB_TART_COUPON = {
  name: 'Rhubarb tart for two',
  description: 'A second slice of rhubarb frangipane tart free.',
  code: 'TART2',
  expdt: Date.parse('2025-08-31T23:59:59-07:00'),
};

export const BAKERY_TWITTER_ACCOUNT = 'HarborAndRye';

export const SHARE_TEXT = 'Fresh bread and a good read from Harbor & Rye';
