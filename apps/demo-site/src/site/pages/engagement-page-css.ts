/**
 * The offers page's and the journal post's own styles (page `css` field): the coupons' and share links' look
 * before their widgets start, so the widgets take the place of their fallbacks without moving anything. While
 * scripts run, a coupon keeps the place of the Use and Share row (a 44 px button and the widget's .75rem gap)
 * that the widget adds under its card.
 */
export const ENGAGEMENT_PAGE_CSS = `.offers{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,22rem),1fr));gap:1.5rem;margin:0 0 2.5rem}
.offers__heading{grid-column:1/-1;margin:0}
.offers .vw-coupon__card{border:2px dashed var(--color-rye);border-radius:.75rem;padding:1rem 1.25rem;background:var(--color-surface)}
.offers .vw-coupon__name{margin:0 0 .25rem;font-size:1.25rem}
.offers .vw-coupon__code{letter-spacing:.05em}
.offers .vw-coupon__description,.offers .vw-coupon__expiry{margin:.25rem 0}
@media (scripting:enabled){.offers__coupon>.vw-coupon:not(:has(>.vw-coupon__actions)){padding-bottom:calc(.75rem + 44px)}}
.vw-share__list{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0;padding:0}
.vw-share__button{display:inline-flex;align-items:center;min-height:44px;padding:.5rem .9rem;border:1px solid var(--color-line);border-radius:999px;background:var(--color-surface);color:inherit;text-decoration:none;font:inherit;font-weight:600;cursor:pointer}
.post-body{max-width:65ch}
.post-feed__timeline{min-height:6rem}`;
