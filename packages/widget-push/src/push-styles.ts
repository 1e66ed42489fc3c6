import { useWidgetStyle } from '@vitrine/widget-api/react';

// Plain defaults a site's own CSS overrides (the style goes first in <head>). Greyed out (blocked, or
// unsupported with `greyed`) stays in the tab order with aria-disabled, so a screen reader still finds it.
const PUSH_CSS = `
.vw-push__button{font:inherit;min-height:44px;padding:.5rem 1rem;border-radius:.4rem;border:1px solid currentColor;background:transparent;color:inherit;cursor:pointer}
.vw-push__button[aria-disabled=true]{opacity:.55;cursor:not-allowed}
.vw-push__button[aria-busy=true]{cursor:progress}
`;

export function usePushStyles(): void {
  useWidgetStyle('widget-push', PUSH_CSS);
}
