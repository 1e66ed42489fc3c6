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

/** A standing offer, without an expiry (`expdt` 0): the home page's coupon. */
export const OWN_BAG_COUPON = {
  name: 'Bring your own bag',
  description: '50¢ off any whole loaf that goes home in your own bag.',
  code: 'BAG50',
  expdt: 0,
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

/**
 * The site's VAPID public key (an uncompressed P-256 point, base64url), for the push button's
 * `PushManager.subscribe`. The demo stores subscriptions but sends no pushes, so it keeps no private key.
 */
export const SITE_VAPID_PUBLIC_KEY =
  'BFuI31znCYne2uWStj98FqwC1xvfxiIOTBthoihkld9yNnwWnfn9rUiO_xob2ZRqBbTD5yqlBiTPlLrVv9llDTc';

/** The site's custom domain: push buttons are removed on a site without one (widgets spec §5). */
export const SITE_CUSTOM_DOMAIN = 'harbor-and-rye.example';

/** What visitors wrote about the café: the reviews widget on the café page shows them. */
export const CAFE_REVIEWS = [
  {
    author: 'Mara K.',
    rating: 5,
    date: '2026-10-02',
    text: 'We came for the dark rye and stayed for the cardamom knots. The crust on the country loaf crackles when you squeeze it, the crumb is glossy and a little sour, and the people behind the counter remember your order by the second week. Saturday mornings get busy, so come before nine if you want a table by the window.',
  },
  {
    author: 'Tomás R.',
    rating: 4.5,
    date: '2026-09-14',
    text: 'Best flat white on Harbor Street, and the rye toast with cultured butter is worth the queue.',
  },
  {
    author: 'Jun P.',
    rating: 4,
    date: '2026-08-30',
    text: 'Lovely bakery. The rhubarb frangipane tart sold out before noon, which tells you everything. Seating is limited, but the harbour wall across the road makes a fine bench on a dry day, and they will happily pack everything to go.',
  },
];

/** The wholesale tasting's scheduling page, for the booking button on the tastings page. */
export const TASTING_SCHEDULING_URL = 'https://calendly.com/harbor-and-rye/wholesale-tasting';

/** What the bakery's nutritionist can be booked for: the health-booking plugin on the tastings page. */
export const NUTRITIONIST_SERVICES = [
  {
    name: 'Allergen consultation (20 min)',
    schedulingUrl: 'https://calendly.com/harbor-and-rye/allergen-consultation',
  },
  {
    name: 'Coeliac-safe ordering (30 min)',
    schedulingUrl: 'https://calendly.com/harbor-and-rye/coeliac-ordering',
  },
];

/** The café's OpenTable restaurant id. */
export const CAFE_OPENTABLE_ID = '412087';
