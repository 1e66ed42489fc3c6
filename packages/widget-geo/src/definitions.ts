import type { GeoServiceDefinition } from '@vitrine/widget-api';
import { defineWidget, lazySchema } from '@vitrine/widget-api';

// Each mount module is named after its widget, and so is its chunk (`mount-inline-map-…`): a page downloads
// one widget's mount code without the other's, and bench/widget-sizes.mjs tells the two apart by that name.
// Their schemas (and zod with them) load when an element starts: a page without a map downloads neither.

/** An inline map on one place (coordinates, or an address geocoded). Leaflet loads when it starts. */
export const inlineMapWidget = defineWidget({
  name: 'inline-map',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./inline-map/config').inlineMapConfig>(() =>
    import('./inline-map/config').then(({ inlineMapConfig }) => inlineMapConfig),
  ),
  load: () => import('./inline-map/mount-inline-map'),
});

/** The store-locations list and map with a nearest-location button. Leaflet loads when a map is shown. */
export const geoLocationsWidget = defineWidget({
  name: 'geo-locations',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./locations/config').geoLocationsConfig>(() =>
    import('./locations/config').then(({ geoLocationsConfig }) => geoLocationsConfig),
  ),
  load: () => import('./locations/mount-geo-locations'),
});

/**
 * Maps and geocoding for the public API (`dmAPI.drawMap`, `dmAPI.geocode`, `dmAPI.geocodeSuggest`): core uses
 * it when this package is on the page. Its code, and Leaflet, load on the first call.
 */
export const geoServiceDefinition: GeoServiceDefinition = {
  name: 'geo',
  version: '0.1.0',
  load: () => import('./service/geo-service'),
};
