// Apart from Leaflet's loader: the widgets add their styles when they start, the loader comes with the first map.
import { injectStyleOnce } from '@vitrine/widget-api';
import { GEO_WIDGET_CSS } from './widget-css';

/** The widgets' own (non-Leaflet) styles: list, buttons, pins. Cheap, so injected at mount. */
export function injectWidgetStyles(doc: Document = document): void {
  injectStyleOnce('widget-geo', GEO_WIDGET_CSS, doc);
}
