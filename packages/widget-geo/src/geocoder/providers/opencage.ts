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

export const OPENCAGE_ENDPOINT = 'https://api.opencagedata.com/geocode/v1/json';

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

const TITLE = 'OpenCage';

export const opencageAdapter: ProviderAdapter = {
  provider: 'opencage',
  title: TITLE,
  request({ query, limit, apiKey, endpoint, language }) {
    return {
      url: withQuery(baseUrl(endpoint, OPENCAGE_ENDPOINT), {
        q: query,
        key: apiKey,
        language,
        limit,
        no_annotations: 1,
      }),
    };
  },
  parse(body) {
    const parsed = parseBody(opencageResponseSchema, body, TITLE);
    if (!parsed.ok) return parsed.failure;
    return parsed.data.results.map(
      (item): GeocodeResult => ({
        x: Number(item.geometry.lng),
        y: Number(item.geometry.lat),
        label: item.formatted,
        raw: item,
        ...(item.bounds ? { bounds: boundsFromCorners(item.bounds) } : {}),
      }),
    );
  },
  // OpenCage answers 402 when the key's quota is used up (and 429 when requests come too fast).
  statusKind: (status) => (status === 402 ? 'quota' : undefined),
};
