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

export const NOMINATIM_ENDPOINT = 'https://nominatim.openstreetmap.org';

/** One place of Nominatim's `format=json` search; coordinates and bounding box come as strings. */
export const nominatimPlaceSchema = z.looseObject({
  lat: latitudeSchema,
  lon: longitudeSchema,
  display_name: z.string(),
  /** `[south, north, west, east]`. */
  boundingbox: z.optional(z.tuple([latitudeSchema, latitudeSchema, longitudeSchema, longitudeSchema])),
});

export const nominatimResponseSchema = z.array(nominatimPlaceSchema);

const TITLE = 'OpenStreetMap Nominatim';

export const nominatimAdapter: ProviderAdapter = {
  provider: 'openstreetmap',
  title: TITLE,
  request({ query, limit, endpoint, language }) {
    return {
      url: withQuery(`${baseUrl(endpoint, NOMINATIM_ENDPOINT)}/search`, {
        format: 'json',
        q: query,
        addressdetails: 1,
        limit,
        'accept-language': language,
      }),
    };
  },
  parse(body) {
    const parsed = parseBody(nominatimResponseSchema, body, TITLE);
    if (!parsed.ok) return parsed.failure;
    return parsed.data.map((place): GeocodeResult => {
      const result: GeocodeResult = {
        x: Number(place.lon),
        y: Number(place.lat),
        label: place.display_name,
        raw: place,
      };
      if (place.boundingbox) {
        const [south, north, west, east] = place.boundingbox;
        result.bounds = boundsFromEdges(west, south, east, north);
      }
      return result;
    });
  },
};
