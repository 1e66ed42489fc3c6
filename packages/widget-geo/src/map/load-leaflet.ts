import { injectStyleOnce } from '@vitrine/widget-api';

type Leaflet = typeof import('leaflet');

let leaflet: Promise<Leaflet> | undefined;

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
