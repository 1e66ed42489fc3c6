import * as z from 'zod/mini';
import { GEOCODER_PROVIDERS } from '../geocoder/types';
import { MAP_PROVIDERS } from '../map/map-providers';

const coordinate = (limit: number) => z.optional(z.number().check(z.gte(-limit), z.lte(limit)));

export const inlineMapConfig = z.object({
  /** Where the map points; both or neither. Without them the address is geocoded. */
  lat: coordinate(90),
  lng: coordinate(180),
  /** Geocoded (spec widgets §7 "Geocoding search") when there are no coordinates. */
  address: z.optional(z.string()),
  // A whole number: multipleOf(1) says so in less code than z.int(), which every map widget would download.
  zoom: z._default(z.number().check(z.multipleOf(1), z.gte(0), z.lte(22)), 15),
  /** Whose tiles (and, unless `geocoder` says otherwise, whose geocoder). */
  provider: z._default(z.enum(MAP_PROVIDERS), 'openstreetmap'),
  /** The provider's key or access token, for its tiles and its geocoder. */
  apiKey: z.optional(z.string()),
  /** Another geocoding service than the map provider (OpenCage, HERE, …). */
  geocoder: z.optional(z.enum(GEOCODER_PROVIDERS)),
  geocoderApiKey: z.optional(z.string()),
  /** Replaces the geocoder's base URL (a proxy, a self-hosted Nominatim, the demo's gazetteer). */
  endpoint: z.optional(z.string()),
  /** Replaces the provider's tiles with a `{z}/{x}/{y}` URL template. */
  tileUrl: z.optional(z.string()),
  attribution: z.optional(z.string()),
  /** The marker's name, and the map's for screen readers. */
  title: z._default(z.string(), 'Map'),
});

export type InlineMapConfig = z.output<typeof inlineMapConfig>;
