import { GEO_WIDGET_CSS } from './widget-css';

type Leaflet = typeof import('leaflet');

let leaflet: Promise<Leaflet> | undefined;

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

/**
 * Leaflet and its CSS, downloaded the first time a map is shown (never on pages without one), then shared.
 * A failed download is not cached: the next map tries again.
 */
export function loadLeaflet(): Promise<Leaflet> {
  // The stylesheet travels with Leaflet's chunk, not with the widgets' mount code.
  leaflet ??= Promise.all([import('leaflet'), import('./leaflet-css.generated')]).then(
    ([module, { LEAFLET_CSS }]) => {
      injectStyleOnce('leaflet', LEAFLET_CSS);
      return ((module as { default?: Leaflet }).default ?? module) as Leaflet;
    },
    (error: unknown) => {
      leaflet = undefined;
      throw error;
    },
  );
  return leaflet;
}
