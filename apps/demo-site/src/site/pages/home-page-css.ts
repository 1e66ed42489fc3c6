/**
 * The home hero on its video background: the box is sized here, so neither the poster nor the video moves
 * anything; the poster <img> lies under the widget's layer (z-index -2 against its -1, in the hero's own
 * stacking context), and a gradient over both keeps the white heading and the calls to action readable. The
 * text starts at the top: aligned to the bottom, it moved up when a busy browser painted the hero before its
 * last paragraph had been parsed (a layout shift).
 */
const HOME_HERO_CSS = `.home-hero{position:relative;isolation:isolate;overflow:hidden;display:grid;grid-template-columns:1fr;align-content:start;min-height:clamp(30rem,72vh,38rem);margin-top:8px;padding:clamp(36px,8vw,96px) clamp(20px,5vw,64px) clamp(28px,6vw,72px);border-radius:28px;background:#2a1a12;color:#fdf8f0;box-shadow:0 24px 48px -24px rgb(42 26 18 / 60%)}
.home-hero__poster{position:absolute;inset:0;z-index:-2;width:100%;height:100%;object-fit:cover}
.home-hero::after{content:"";position:absolute;inset:0;z-index:-1;background:linear-gradient(100deg,rgb(30 18 11 / 86%) 0%,rgb(30 18 11 / 62%) 48%,rgb(30 18 11 / 18%) 100%),linear-gradient(0deg,rgb(30 18 11 / 55%),transparent 55%)}
.home-hero .hero__text{max-width:38rem}
.home-hero h1{color:#fff;text-shadow:0 2px 16px rgb(0 0 0 / 45%)}
.home-hero .eyebrow{color:var(--color-crumb-dark)}
.home-hero .lede{color:rgb(253 248 240 / 92%)}
.home-hero .button--ghost{border-color:rgb(253 248 240 / 70%);background:transparent;color:#fff}
.home-hero .button--ghost:hover{border-color:#fff;background:rgb(255 255 255 / 12%);color:#fff}`;

/**
 * The home page's coupon, in its `css` field: every rule of the coupon widget's own stylesheet that sizes
 * something, scoped to the home page's box. The server's fallback and the widget's markup share these class
 * names, so both are drawn at one size and the widget takes the fallback's place without moving the page (the
 * widget's stylesheet, arriving with it, is then overridden).
 */
const HOME_COUPON_CSS = `.home-offer .vw-coupon{display:grid;gap:.75rem;max-width:28rem}
.home-offer .vw-coupon__card{border:2px dashed var(--color-rye);border-radius:.75rem;padding:1rem 1.25rem;background:var(--color-surface);color:inherit}
.home-offer .vw-coupon__name{margin:0 0 .25rem;font-size:1.25rem;line-height:1.3}
.home-offer .vw-coupon__description,.home-offer .vw-coupon__expiry{margin:.25rem 0;line-height:1.5}
.home-offer .vw-coupon__code{margin:.5rem 0;font-size:1.1rem;line-height:1.5;letter-spacing:.05em}
.home-offer .vw-coupon__actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.home-offer .vw-coupon__actions>button,.home-offer .vw-coupon__actions>a{box-sizing:border-box;display:inline-flex;align-items:center;min-height:44px;padding:.5rem 1rem;border:1px solid currentColor;border-radius:.4rem;background:transparent;color:inherit;font:inherit;line-height:1.5;text-decoration:none;cursor:pointer}`;

export const HOME_PAGE_CSS = `${HOME_HERO_CSS}\n${HOME_COUPON_CSS}`;
