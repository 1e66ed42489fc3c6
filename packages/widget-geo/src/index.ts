export { geoLocationsWidget, geoServiceDefinition, inlineMapWidget } from './definitions';
export * from './geocoder/index';
export { type InlineMapConfig, inlineMapConfig } from './inline-map/config';
export { InlineMap } from './inline-map/InlineMap';
export { type GeoLocationsConfig, geoLocationsConfig } from './locations/config';
export { directionsUrl, GeoLocations } from './locations/GeoLocations';
export {
  encodeLocations,
  type GeoLocation,
  haversineKm,
  nearestLocation,
  parseLocations,
} from './locations/locations';
export {
  canLocateVisitor,
  locateVisitor,
  NEAREST_TIMEOUT_MS,
  PERMISSION_DENIED_MESSAGE,
  type PositionOutcome,
} from './locations/nearest';
export { type AllLocationsView, type ViewAction, type ViewState, viewReducer } from './locations/view-state';
export {
  type DrawLeafletMapOptions,
  type DrawnLeafletMap,
  drawLeafletMap,
  MAP_FALLBACK_HEIGHT_PX,
  type MapMarker,
} from './map/draw-map';
export { LeafletMap, type LeafletMapProps } from './map/LeafletMap';
export { loadLeaflet } from './map/load-leaflet';
export {
  MAP_PROVIDERS,
  type MapProvider,
  OPENSTREETMAP_TILES,
  resolveTileSource,
  type TileOptions,
  type TileSource,
} from './map/tile-providers';
export { createGeoService } from './service/geo-service';
