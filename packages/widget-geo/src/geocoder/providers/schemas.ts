// The providers' answers as zod/mini schemas, for servers and tests that answer in a provider's place. The
// adapters do not parse with them (see ../read.ts for why): `schemas.test.ts` holds the two to one verdict.
import * as z from 'zod/mini';

/** A number, or a number written as a string (Nominatim writes every coordinate that way). */
const numeric = z.union([
  z.number(),
  z.string().check(z.regex(/^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/, 'Expected a number')),
]);

const latitudeSchema = numeric.check(
  z.refine((value) => Math.abs(Number(value)) <= 90, 'Expected a latitude between -90 and 90'),
);
const longitudeSchema = numeric.check(
  z.refine((value) => Math.abs(Number(value)) <= 180, 'Expected a longitude between -180 and 180'),
);

const latLngSchema = z.looseObject({ lat: latitudeSchema, lng: longitudeSchema });

/** `{ northeast, southwest }`, the shape Google and OpenCage give bounds in. */
const cornersSchema = z.looseObject({ northeast: latLngSchema, southwest: latLngSchema });

/** One result of the Google Geocoding API. */
export const googleResultSchema = z.looseObject({
  formatted_address: z.string(),
  geometry: z.looseObject({
    location: latLngSchema,
    bounds: z.optional(cornersSchema),
    viewport: z.optional(cornersSchema),
  }),
});

/** The Google Geocoding API answer: the outcome is in `status`, an HTTP 200 either way. */
export const googleResponseSchema = z.looseObject({
  status: z.string(),
  results: z.optional(z.array(googleResultSchema)),
  error_message: z.optional(z.string()),
});

/** One place of Nominatim's `format=json` search; coordinates and bounding box come as strings. */
export const nominatimPlaceSchema = z.looseObject({
  lat: latitudeSchema,
  lon: longitudeSchema,
  display_name: z.string(),
  /** `[south, north, west, east]`. */
  boundingbox: z.optional(z.tuple([latitudeSchema, latitudeSchema, longitudeSchema, longitudeSchema])),
});

export const nominatimResponseSchema = z.array(nominatimPlaceSchema);

/** One feature of the Mapbox Geocoding (v5) answer: `center` is `[lng, lat]`, `bbox` `[minX, minY, maxX, maxY]`. */
export const mapboxFeatureSchema = z.looseObject({
  place_name: z.string(),
  center: z.tuple([longitudeSchema, latitudeSchema]),
  bbox: z.optional(z.tuple([longitudeSchema, latitudeSchema, longitudeSchema, latitudeSchema])),
});

export const mapboxResponseSchema = z.looseObject({ features: z.array(mapboxFeatureSchema) });

/** One OpenCage result. Its coordinates are numbers in the documentation and strings in recorded answers. */
export const opencageResultSchema = z.looseObject({
  formatted: z.string(),
  geometry: latLngSchema,
  bounds: z.optional(cornersSchema),
});

export const opencageResponseSchema = z.looseObject({
  results: z.array(opencageResultSchema),
  status: z.optional(z.looseObject({ code: z.number(), message: z.optional(z.string()) })),
});

/**
 * One item of HERE's `/geocode`, `/autosuggest` or `/discover`. Autosuggest's query items (`categoryQuery`,
 * `chainQuery`) have no position.
 */
export const hereItemSchema = z.looseObject({
  title: z.string(),
  position: z.optional(latLngSchema),
  address: z.optional(z.looseObject({ label: z.optional(z.string()) })),
  mapView: z.optional(
    z.looseObject({
      west: longitudeSchema,
      south: latitudeSchema,
      east: longitudeSchema,
      north: latitudeSchema,
    }),
  ),
});

export const hereResponseSchema = z.looseObject({ items: z.array(hereItemSchema) });

const position = z.tuple([longitudeSchema, latitudeSchema]);

/** A point, or (as Mappy usually answers) a collection holding the point. */
const mappyGeometrySchema = z.union([
  z.looseObject({ type: z.literal('Point'), coordinates: position }),
  z.looseObject({
    type: z.literal('GeometryCollection'),
    geometries: z.array(z.looseObject({ type: z.string(), coordinates: z.unknown() })),
  }),
]);

/** One address feature of a `loc_format=geojson` answer; `viewport` is `[minLng, minLat, maxLng, maxLat]`. */
export const mappyFeatureSchema = z.looseObject({
  geometry: mappyGeometrySchema,
  properties: z.looseObject({
    formatted_address: z.optional(z.looseObject({ label: z.optional(z.string()) })),
    viewport: z.optional(z.tuple([longitudeSchema, latitudeSchema, longitudeSchema, latitudeSchema])),
  }),
});

/** Addresses come under `addresses`; places (`pois`) are not geocode results. */
export const mappyResponseSchema = z
  .looseObject({
    addresses: z.optional(z.looseObject({ features: z.array(mappyFeatureSchema) })),
    pois: z.optional(z.array(z.unknown())),
  })
  .check(
    z.refine(
      (answer) => answer.addresses !== undefined || answer.pois !== undefined,
      'Expected addresses or pois',
    ),
  );
