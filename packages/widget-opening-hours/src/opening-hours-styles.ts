import { useWidgetStyle } from '@vitrine/widget-api/react';

// The badge's own look, first in <head> so a site's CSS overrides it; a site themes it through the custom
// properties (the demo gives them its palette) rather than restyling the classes.
const OPENING_HOURS_CSS = `
.vw-hours{margin:0;font-size:.95rem}
.vw-hours__state{display:inline-block;padding:.05rem .5rem;border-radius:999px;font-size:.85rem}
.vw-hours--open .vw-hours__state{background:var(--vw-hours-open-background,#dcefd9);color:var(--vw-hours-open-color,#1f4d1a)}
.vw-hours--closed .vw-hours__state{background:var(--vw-hours-closed-background,#efe7dc);color:var(--vw-hours-closed-color,inherit)}
.vw-hours__detail{color:var(--vw-hours-detail-color,#5f574f)}
`;

export function useOpeningHoursStyles(): void {
  useWidgetStyle('widget-opening-hours', OPENING_HOURS_CSS);
}
