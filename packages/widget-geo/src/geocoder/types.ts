/** The geocoding services a site can choose (spec core-runtime §7 "Geocoding"). */
export const GEOCODER_PROVIDERS = ['google', 'openstreetmap', 'mapbox', 'mappy', 'opencage', 'here'] as const;
export type GeocoderProvider = (typeof GEOCODER_PROVIDERS)[number];

/** The two lookups: a full search, and suggestions while the visitor types. */
export type GeocodeKind = 'search' | 'suggest';

/** Autosuggest size (spec core-runtime §7): `suggest` never gives more results than this. */
export const SUGGEST_LIMIT = 5;
/** The most results a `search` asks a provider for. */
export const SEARCH_LIMIT = 10;

export interface LatLng {
  lat: number;
  lng: number;
}

/** A rectangle as its north-east and south-west corners, whatever order the provider gave it in. */
export interface GeocodeBounds {
  northeast: LatLng;
  southwest: LatLng;
}

/**
 * One geocode result (spec core-runtime §3): `x` is the longitude, `y` the latitude, `label` the address as the
 * provider writes it, `raw` the provider's own item, untouched. `bounds` is there when the provider gave an
 * extent.
 */
export interface GeocodeResult {
  x: number;
  y: number;
  label: string;
  raw: unknown;
  bounds?: GeocodeBounds;
}

/** The HERE result also gives the position as lat/lng, the address, its parts and bounds (spec §3). */
export interface HereGeocodeResult extends GeocodeResult {
  lat: number;
  lng: number;
  address: string;
  /** The structured address (countryCode, city, street, postalCode, …) without its label. */
  components: Readonly<Record<string, string>>;
  /** The provider's map view, or the position itself when it gave none. */
  bounds: GeocodeBounds;
}

export interface GeocodeCallOptions {
  /** Aborting it rejects this call with an AbortError; a request other calls share keeps running for them. */
  signal?: AbortSignal;
}

export interface GeocoderOptions {
  provider: GeocoderProvider;
  /** The provider's key or access token, sent the way its API expects (Nominatim needs none). */
  apiKey?: string;
  /**
   * Replaces the provider's base URL (a self-hosted Nominatim, a proxy). Relative URLs are kept as they are.
   * See docs/widget-geo.md for what each provider appends to it.
   */
  endpoint?: string;
  /** The language of the results, as a language code (`fr`, `en-GB`); sent the way each API expects. */
  language?: string;
  /** A point to rank results around; HERE needs one for its autosuggest endpoint. */
  near?: LatLng;
  /** Defaults to `globalThis.fetch`. */
  fetch?: typeof fetch;
  /**
   * For a provider off the site's origin, while the visitor's answer does not allow it: `wait` (the default)
   * until it does, `fail` at once (a `network` GeocoderError whose `cause` is the loader's `consent` failure),
   * or `granted` once the visitor let it through a facade. Not used with `fetch`.
   */
  consent?: 'wait' | 'fail' | 'granted';
  /** Aborting it (the widget unmounting, say) aborts every request of this geocoder. */
  signal?: AbortSignal;
}

export interface Geocoder {
  readonly provider: GeocoderProvider;
  /** Results for an address or a place; an empty list when nothing matches. */
  search(query: string, options?: GeocodeCallOptions): Promise<GeocodeResult[]>;
  /** Suggestions for what a visitor is typing: at most {@link SUGGEST_LIMIT} results. */
  suggest(query: string, options?: GeocodeCallOptions): Promise<GeocodeResult[]>;
  /** Forgets every cached answer. */
  clearCache(): void;
}
