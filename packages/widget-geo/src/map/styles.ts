// Apart from Leaflet's loader: the widgets add their styles when they start, the loader comes with the first map.
import { GEO_WIDGET_CSS } from './widget-css';

/** Adds a stylesheet once per document, marked so a second widget (or a second copy) finds it. */
export function injectStyleOnce(id: string, css: string, doc: Document = document): void {
  if (doc.querySelector(`style[data-vitrine-style="${id}"]`)) return;
  const style = doc.createElement('style');
  style.dataset.vitrineStyle = id;
  style.textContent = css;
  // First in <head>, so the site's own CSS can override Leaflet's and the widgets'.
  doc.head.prepend(style);
}

/** The widgets' own (non-Leaflet) styles: list, buttons, pins. Cheap, so injected at mount. */
export function injectWidgetStyles(doc: Document = document): void {
  injectStyleOnce('widget-geo', GEO_WIDGET_CSS, doc);
}
