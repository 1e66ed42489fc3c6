/**
 * The home page's coupon, in its `css` field: every rule of the coupon widget's own stylesheet that sizes
 * something, scoped to the home page's box. The server's fallback and the widget's markup share these class
 * names, so both are drawn at one size and the widget takes the fallback's place without moving the page (the
 * widget's stylesheet, arriving with it, is then overridden).
 */
export const HOME_PAGE_CSS = `.home-offer .vw-coupon{display:grid;gap:.75rem;max-width:28rem}
.home-offer .vw-coupon__card{border:2px dashed var(--color-rye);border-radius:.75rem;padding:1rem 1.25rem;background:var(--color-surface);color:inherit}
.home-offer .vw-coupon__name{margin:0 0 .25rem;font-size:1.25rem;line-height:1.3}
.home-offer .vw-coupon__description,.home-offer .vw-coupon__expiry{margin:.25rem 0;line-height:1.5}
.home-offer .vw-coupon__code{margin:.5rem 0;font-size:1.1rem;line-height:1.5;letter-spacing:.05em}
.home-offer .vw-coupon__actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.home-offer .vw-coupon__actions>button,.home-offer .vw-coupon__actions>a{box-sizing:border-box;display:inline-flex;align-items:center;min-height:44px;padding:.5rem 1rem;border:1px solid currentColor;border-radius:.4rem;background:transparent;color:inherit;font:inherit;line-height:1.5;text-decoration:none;cursor:pointer}`;
