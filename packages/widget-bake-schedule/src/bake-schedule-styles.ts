import { useWidgetStyle } from '@vitrine/widget-api/react';

/**
 * The schedule's own look, first in <head> so a site's CSS overrides it; a site themes it through the custom
 * properties (the demo gives them its serif and muted colour). The frame around it is the site's. A page that
 * renders `BakeScheduleMarkup` on its server puts this in its own styles too, so the markup has its look before
 * the widget's code arrives.
 */
export const BAKE_SCHEDULE_CSS = `
.vw-bakes__title{margin:0 0 .5rem;font-family:var(--vw-bakes-title-font,inherit);font-size:1.15rem}
.vw-bakes__list{margin:0;padding-left:1.1rem}
.vw-bakes__time,.vw-bakes__empty{color:var(--vw-bakes-muted-color,#5f574f)}
.vw-bakes__empty{margin:0}
`;

export function useBakeScheduleStyles(): void {
  useWidgetStyle('widget-bake-schedule', BAKE_SCHEDULE_CSS);
}
