import { useWidgetStyle } from '@vitrine/widget-api/react';

// Plain defaults a site's own CSS overrides (the style goes first in <head>). The print rules let Print send
// only the open coupon dialog to the printer, whatever the page around it looks like.
const COUPON_CSS = `
.vw-coupon{display:grid;gap:.75rem;max-width:28rem}
.vw-coupon__card{border:2px dashed currentColor;border-radius:.75rem;padding:1rem 1.25rem;background:#fff;color:#1f1a17}
.vw-coupon__name{margin:0 0 .25rem;font-size:1.25rem}
.vw-coupon__description,.vw-coupon__expiry{margin:.25rem 0}
.vw-coupon__code{margin:.5rem 0;font-size:1.1rem;letter-spacing:.05em}
.vw-coupon__actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.vw-coupon__actions button,.vw-coupon__actions a{font:inherit;padding:.5rem 1rem;min-height:44px;border-radius:.4rem;border:1px solid currentColor;background:transparent;color:inherit;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center}
.vw-coupon[aria-busy=true] .vw-coupon__actions button{cursor:progress}
.vw-coupon__dialog{max-width:min(32rem,calc(100vw - 2rem));border-radius:.75rem;border:0;padding:1.25rem}
.vw-coupon__dialog::backdrop{background:rgba(0,0,0,.55)}
.vw-coupon__image{display:block;max-width:100%;height:auto;margin-bottom:1rem}
@media print{
.vw-coupon-printing body *{visibility:hidden}
.vw-coupon-printing .vw-coupon__dialog[open],.vw-coupon-printing .vw-coupon__dialog[open] *{visibility:visible}
.vw-coupon-printing .vw-coupon__dialog .vw-coupon__actions{display:none}
}
`;

export function useCouponStyles(): void {
  useWidgetStyle('widget-promo', COUPON_CSS);
}
