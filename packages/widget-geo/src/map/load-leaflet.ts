import { injectStyleOnce, loadOnce } from '@vitrine/widget-api';

type Leaflet = typeof import('leaflet');

/**
 * Leaflet and its CSS, downloaded the first time a map is shown (never on pages without one), then shared.
 * A failed download is not cached: the next map tries again.
 */
export const loadLeaflet: () => Promise<Leaflet> = loadOnce(() =>
  // The stylesheet travels with Leaflet's chunk, not with the widgets' mount code.
  Promise.all([import('leaflet'), import('./leaflet-css.generated')]).then(([module, { LEAFLET_CSS }]) => {
    injectStyleOnce('leaflet', LEAFLET_CSS);
    return ((module as { default?: Leaflet }).default ?? module) as Leaflet;
  }),
);
