import * as z from 'zod/mini';
import type { GeocodeBounds, HereGeocodeResult } from '../types';
import {
  baseUrl,
  boundsFromEdges,
  latitudeSchema,
  latLngSchema,
  longitudeSchema,
  type ProviderAdapter,
  parseBody,
  toLatLng,
  withQuery,
} from './provider';

/** HERE Geocoding & Search v7: `/geocode` and `/autosuggest` live on hosts of their own. */
export const HERE_GEOCODE_ENDPOINT = 'https://geocode.search.hereapi.com/v1';
export const HERE_AUTOSUGGEST_ENDPOINT = 'https://autosuggest.search.hereapi.com/v1';

/**
 * One item of `/geocode`, `/autosuggest` or `/discover`. Autosuggest's query items (`categoryQuery`,
 * `chainQuery`) have no position and are left out.
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

const TITLE = 'HERE Geocoding & Search';

export const hereAdapter: ProviderAdapter = {
  provider: 'here',
  title: TITLE,
  request({ kind, query, limit, apiKey, endpoint, language, near }) {
    // Autosuggest needs a search centre (`at`); without one, suggestions come from /geocode, which needs none.
    if (kind === 'suggest' && near) {
      return {
        url: withQuery(`${baseUrl(endpoint, HERE_AUTOSUGGEST_ENDPOINT)}/autosuggest`, {
          q: query,
          at: `${near.lat},${near.lng}`,
          limit,
          lang: language,
          apiKey,
        }),
      };
    }
    return {
      url: withQuery(`${baseUrl(endpoint, HERE_GEOCODE_ENDPOINT)}/geocode`, {
        q: query,
        limit,
        lang: language,
        apiKey,
      }),
    };
  },
  parse(body) {
    const parsed = parseBody(hereResponseSchema, body, TITLE);
    if (!parsed.ok) return parsed.failure;
    const results: HereGeocodeResult[] = [];
    for (const item of parsed.data.items) {
      if (!item.position) continue;
      const { lat, lng } = toLatLng(item.position);
      const { label, ...parts } = item.address ?? {};
      const address = label ?? item.title;
      const bounds: GeocodeBounds = item.mapView
        ? boundsFromEdges(item.mapView.west, item.mapView.south, item.mapView.east, item.mapView.north)
        : { northeast: { lat, lng }, southwest: { lat, lng } };
      results.push({
        x: lng,
        y: lat,
        lat,
        lng,
        label: address,
        address,
        components: stringsOf(parts),
        bounds,
        raw: item,
      });
    }
    return results;
  },
};

function stringsOf(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
