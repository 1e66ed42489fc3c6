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
export { GOOGLE_ENDPOINT, googleResponseSchema, googleResultSchema } from './providers/google';
export {
  HERE_AUTOSUGGEST_ENDPOINT,
  HERE_GEOCODE_ENDPOINT,
  hereItemSchema,
  hereResponseSchema,
} from './providers/here';
export { MAPBOX_ENDPOINT, mapboxFeatureSchema, mapboxResponseSchema } from './providers/mapbox';
export { MAPPY_ENDPOINT, mappyFeatureSchema, mappyResponseSchema } from './providers/mappy';
export { NOMINATIM_ENDPOINT, nominatimPlaceSchema, nominatimResponseSchema } from './providers/nominatim';
export { OPENCAGE_ENDPOINT, opencageResponseSchema, opencageResultSchema } from './providers/opencage';
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
