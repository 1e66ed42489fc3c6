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

export const MAPBOX_ENDPOINT = 'https://api.mapbox.com/geocoding/v5/mapbox.places';

/** Mapbox's longest search text; longer text is refused. */
const MAX_QUERY_LENGTH = 256;

/** One feature of the Mapbox Geocoding (v5) answer: `center` is `[lng, lat]`, `bbox` `[minX, minY, maxX, maxY]`. */
export const mapboxFeatureSchema = z.looseObject({
  place_name: z.string(),
  center: z.tuple([longitudeSchema, latitudeSchema]),
  bbox: z.optional(z.tuple([longitudeSchema, latitudeSchema, longitudeSchema, latitudeSchema])),
});

export const mapboxResponseSchema = z.looseObject({ features: z.array(mapboxFeatureSchema) });

const TITLE = 'Mapbox Geocoding';

export const mapboxAdapter: ProviderAdapter = {
  provider: 'mapbox',
  title: TITLE,
  request({ kind, query, limit, apiKey, endpoint, language }) {
    // The search text is a path segment; a semicolon (even encoded) would make it a batch request.
    const text = encodeURIComponent(query.replaceAll(';', ' ').slice(0, MAX_QUERY_LENGTH));
    return {
      url: withQuery(`${baseUrl(endpoint, MAPBOX_ENDPOINT)}/${text}.json`, {
        access_token: apiKey,
        autocomplete: kind === 'suggest' ? 'true' : 'false',
        limit,
        language,
      }),
    };
  },
  parse(body) {
    const parsed = parseBody(mapboxResponseSchema, body, TITLE);
    if (!parsed.ok) return parsed.failure;
    return parsed.data.features.map((feature): GeocodeResult => {
      const [lng, lat] = feature.center;
      const result: GeocodeResult = {
        x: Number(lng),
        y: Number(lat),
        label: feature.place_name,
        raw: feature,
      };
      if (feature.bbox) {
        const [minX, minY, maxX, maxY] = feature.bbox;
        result.bounds = boundsFromEdges(minX, minY, maxX, maxY);
      }
      return result;
    });
  },
};
