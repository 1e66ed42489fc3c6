import * as z from 'zod/mini';
import { MAP_PROVIDERS } from '../map/map-providers';

export const geoLocationsConfig = z.object({
  /** The locations: base64 of a JSON array (spec widgets §3). Bad entries are skipped, never fatal. */
  locations: z.optional(z.string()),
  provider: z._default(z.enum(MAP_PROVIDERS), 'openstreetmap'),
  apiKey: z.optional(z.string()),
  /** Replaces the provider's tiles with a `{z}/{x}/{y}` URL template. */
  tileUrl: z.optional(z.string()),
  attribution: z.optional(z.string()),
  /** The zoom of a single location's map; the all-locations map fits every location in view. */
  // A whole number: multipleOf(1) says so in less code than z.int(), which every map widget would download.
  zoom: z._default(z.number().check(z.multipleOf(1), z.gte(0), z.lte(22)), 15),
  /** How the all-locations view starts. */
  view: z._default(z.enum(['list', 'map']), 'list'),
  /** The widget's name for screen readers. */
  title: z._default(z.string(), 'Our locations'),
});

export type GeoLocationsConfig = z.output<typeof geoLocationsConfig>;
