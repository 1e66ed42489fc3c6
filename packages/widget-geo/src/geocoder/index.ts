export { createGeocoder, GEOCODER_CACHE_SIZE, normaliseQuery } from './geocoder';
export {
  GEOCODER_ERROR_KINDS,
  GeocoderError,
  type GeocoderErrorDetails,
  type GeocoderErrorKind,
  isAbortError,
  isGeocoderError,
} from './geocoder-error';
export { type LatestLookup, latest } from './latest';
export { GOOGLE_ENDPOINT } from './providers/google';
export { HERE_AUTOSUGGEST_ENDPOINT, HERE_GEOCODE_ENDPOINT } from './providers/here';
export { MAPBOX_ENDPOINT } from './providers/mapbox';
export { MAPPY_ENDPOINT } from './providers/mappy';
export { NOMINATIM_ENDPOINT } from './providers/nominatim';
export { OPENCAGE_ENDPOINT } from './providers/opencage';
export {
  googleResponseSchema,
  googleResultSchema,
  hereItemSchema,
  hereResponseSchema,
  mapboxFeatureSchema,
  mapboxResponseSchema,
  mappyFeatureSchema,
  mappyResponseSchema,
  nominatimPlaceSchema,
  nominatimResponseSchema,
  opencageResponseSchema,
  opencageResultSchema,
} from './providers/schemas';
export {
  GEOCODER_PROVIDERS,
  type GeocodeBounds,
  type GeocodeCallOptions,
  type GeocodeKind,
  type GeocodeResult,
  type Geocoder,
  type GeocoderOptions,
  type GeocoderProvider,
  type HereGeocodeResult,
  type LatLng,
  SEARCH_LIMIT,
  SUGGEST_LIMIT,
} from './types';
