import * as z from 'zod/mini';
import type { GeocodeResult } from '../types';
import {
  baseUrl,
  boundsFromCorners,
  cornersSchema,
  latLngSchema,
  type ProviderAdapter,
  parseBody,
  withQuery,
} from './provider';

export const GOOGLE_ENDPOINT = 'https://maps.googleapis.com/maps/api/geocode/json';

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

const TITLE = 'Google Geocoding';

export const googleAdapter: ProviderAdapter = {
  provider: 'google',
  title: TITLE,
  request({ query, apiKey, endpoint, language }) {
    // The Geocoding API has no result limit: suggestions are cut to size after parsing.
    return { url: withQuery(baseUrl(endpoint, GOOGLE_ENDPOINT), { address: query, key: apiKey, language }) };
  },
  parse(body) {
    const parsed = parseBody(googleResponseSchema, body, TITLE);
    if (!parsed.ok) return parsed.failure;
    const { status, results = [], error_message: detail } = parsed.data;
    const because = detail ? `: ${detail}` : '';
    switch (status) {
      case 'OK':
        return results.map(
          (item): GeocodeResult => ({
            x: Number(item.geometry.location.lng),
            y: Number(item.geometry.location.lat),
            label: item.formatted_address,
            raw: item,
            ...withBounds(item.geometry.bounds ?? item.geometry.viewport),
          }),
        );
      case 'ZERO_RESULTS':
        return [];
      case 'REQUEST_DENIED':
        return {
          kind: 'invalid-key',
          message: `${TITLE} denied the request (REQUEST_DENIED${because}). Check the API key and that the Geocoding API is enabled for it.`,
        };
      case 'OVER_QUERY_LIMIT':
      case 'OVER_DAILY_LIMIT':
        return { kind: 'quota', message: `${TITLE} quota exceeded (${status}${because}).` };
      default:
        return { kind: 'http', message: `${TITLE} could not answer (${status}${because}).` };
    }
  },
};

function withBounds(corners: z.infer<typeof cornersSchema> | undefined) {
  return corners ? { bounds: boundsFromCorners(corners) } : {};
}
