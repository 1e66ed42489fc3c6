import * as z from 'zod/mini';
import type { GeocodeResult } from '../types';
import {
  baseUrl,
  boundsFromEdges,
  latitudeSchema,
  longitudeSchema,
  type ProviderAdapter,
  parseBody,
  withQuery,
} from './provider';

/** Mappy's search service (`/find`), which geocodes free text; the key goes in an `apikey` header. */
export const MAPPY_ENDPOINT = 'https://api-search.mappy.net/search/1.1';

/** Mappy names languages by their three-letter bibliographic codes. */
const MAPPY_LANGUAGES: Record<string, string> = {
  fr: 'FRE',
  en: 'ENG',
  de: 'GER',
  es: 'SPA',
  it: 'ITA',
  nl: 'DUT',
  pt: 'POR',
};

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

const TITLE = 'Mappy';

export const mappyAdapter: ProviderAdapter = {
  provider: 'mappy',
  title: TITLE,
  request({ query, limit, apiKey, endpoint, language }) {
    return {
      url: withQuery(`${baseUrl(endpoint, MAPPY_ENDPOINT)}/find`, {
        q: query,
        language: language ? mappyLanguage(language) : undefined,
        max_results: limit,
        loc_format: 'geojson',
      }),
      ...(apiKey ? { headers: { apikey: apiKey } } : {}),
    };
  },
  parse(body) {
    const parsed = parseBody(mappyResponseSchema, body, TITLE);
    if (!parsed.ok) return parsed.failure;
    const results: GeocodeResult[] = [];
    for (const feature of parsed.data.addresses?.features ?? []) {
      const point = pointOf(feature.geometry);
      if (!point) continue;
      const [x, y] = point;
      const { formatted_address: formatted, viewport } = feature.properties;
      const result: GeocodeResult = { x, y, label: formatted?.label ?? `${y}, ${x}`, raw: feature };
      if (viewport) result.bounds = boundsFromEdges(...viewport);
      results.push(result);
    }
    return results;
  },
};

function pointOf(geometry: z.infer<typeof mappyGeometrySchema>): [number, number] | undefined {
  const candidates = geometry.type === 'Point' ? [geometry] : geometry.geometries;
  for (const candidate of candidates) {
    const parsed = position.safeParse(candidate.coordinates);
    if (candidate.type === 'Point' && parsed.success) return [Number(parsed.data[0]), Number(parsed.data[1])];
  }
  return undefined;
}

function mappyLanguage(language: string): string {
  const primary = language.split(/[-_]/)[0]!.toLowerCase();
  return MAPPY_LANGUAGES[primary] ?? language.toUpperCase();
}
