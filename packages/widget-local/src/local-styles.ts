import { useWidgetStyle } from '@vitrine/widget-api/react';

/**
 * Plain defaults a site's own CSS overrides (the style goes first in <head>). A server that renders a widget's
 * markup itself (`RestaurantMenuMarkup`, `ReviewsMarkup`) puts this in the page too, so the widget's start changes nothing.
 */
export const LOCAL_CSS = `
.vw-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.vw-reviews{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
.vw-reviews__rating{margin:0;letter-spacing:.1em}
.vw-reviews__half-star{position:relative}
.vw-reviews__half-star::before{content:"★";position:absolute;left:0;width:50%;overflow:hidden}
.vw-reviews__text{margin:.25rem 0}
.vw-reviews__toggle{font:inherit;background:none;border:0;padding:.25rem 0;min-height:44px;color:inherit;text-decoration:underline;cursor:pointer}
.vw-reviews__byline{margin:0;font-size:.9em;opacity:.8}
@media (scripting:none){.vw-reviews__text:has(>.vw-reviews__toggle){display:none}}
.vw-menu__category-name{margin:1.25rem 0 .5rem}
.vw-menu__toggle{font:inherit;display:flex;justify-content:space-between;align-items:center;width:100%;min-height:44px;padding:.5rem 0;background:none;border:0;border-bottom:1px solid currentColor;color:inherit;text-align:left;cursor:pointer}
.vw-menu__items{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.vw-menu__item{display:grid;grid-template-columns:1fr auto;gap:.1rem 1rem}
.vw-menu__price{font-variant-numeric:tabular-nums;font-weight:600}
.vw-menu__item-description{grid-column:1/-1;margin:0;opacity:.8}
`;

export function useLocalStyles(): void {
  useWidgetStyle('widget-local', LOCAL_CSS);
}
