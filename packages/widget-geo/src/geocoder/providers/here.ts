import { asArray, asLatitude, asLongitude, asRecord, asString, at, optional } from '../read';
import type { GeocodeBounds, HereGeocodeResult } from '../types';
import { baseUrl, boundsFromEdges, type ProviderAdapter, readBody, readLatLng, withQuery } from './provider';

/** HERE Geocoding & Search v7: `/geocode` and `/autosuggest` live on hosts of their own. */
export const HERE_GEOCODE_ENDPOINT = 'https://geocode.search.hereapi.com/v1';
export const HERE_AUTOSUGGEST_ENDPOINT = 'https://autosuggest.search.hereapi.com/v1';

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
    return readBody(body, TITLE, (body) => {
      const results: HereGeocodeResult[] = [];
      const items = asArray(asRecord(body, '').items, 'items');
      items.forEach((item, index) => {
        const path = at('items', index);
        const record = asRecord(item, path);
        const title = asString(record.title, at(path, 'title'));
        const position = optional(record, 'position', path, readLatLng);
        const parts = optional(record, 'address', path, asRecord);
        const label = parts && optional(parts, 'label', at(path, 'address'), asString);
        const mapView = optional(record, 'mapView', path, readMapView);
        // Autosuggest's query items (`categoryQuery`, `chainQuery`) have no position: they are no place.
        if (!position) return;
        const { lat, lng } = position;
        const address = label ?? title;
        results.push({
          x: lng,
          y: lat,
          lat,
          lng,
          label: address,
          address,
          components: stringsOf(parts ?? {}),
          bounds: mapView ?? { northeast: { lat, lng }, southwest: { lat, lng } },
          raw: item,
        });
      });
      return results;
    });
  },
};

function readMapView(value: unknown, path: string): GeocodeBounds {
  const edges = asRecord(value, path);
  return boundsFromEdges(
    asLongitude(edges.west, at(path, 'west')),
    asLatitude(edges.south, at(path, 'south')),
    asLongitude(edges.east, at(path, 'east')),
    asLatitude(edges.north, at(path, 'north')),
  );
}

/** The structured address without its label: its text parts only. */
function stringsOf(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).filter(
      (entry): entry is [string, string] => entry[0] !== 'label' && typeof entry[1] === 'string',
    ),
  );
}
