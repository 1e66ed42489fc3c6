import { useWidgetStyle } from '@vitrine/widget-api/react';

// Plain defaults a site's own CSS overrides (the style goes first in <head>).
const SOCIAL_CSS = `
.vw-share__list{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0;padding:0}
.vw-share__button{font:inherit;display:inline-flex;align-items:center;min-height:44px;padding:.5rem .9rem;border:1px solid currentColor;border-radius:999px;background:transparent;color:inherit;text-decoration:none;cursor:pointer}
.vw-share__dialog{max-width:min(28rem,calc(100vw - 2rem));border:0;border-radius:.75rem;padding:1.25rem}
.vw-share__dialog::backdrop{background:rgba(0,0,0,.55)}
.vw-share__dialog-title{margin-top:0;font-size:1.2rem}
.vw-twitter{min-height:4rem}
`;

export function useSocialStyles(): void {
  useWidgetStyle('widget-social', SOCIAL_CSS);
}
