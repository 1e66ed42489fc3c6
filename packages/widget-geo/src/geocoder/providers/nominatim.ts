import { asArray, asLatitude, asLongitude, asRecord, asString, at, optional } from '../read';
import type { GeocodeResult } from '../types';
import { baseUrl, boundsFromEdges, type ProviderAdapter, readBody, withQuery } from './provider';

export const NOMINATIM_ENDPOINT = 'https://nominatim.openstreetmap.org';

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
    return readBody(body, TITLE, (body) =>
      asArray(body, '').map((place, index): GeocodeResult => {
        const path = String(index);
        const record = asRecord(place, path);
        const result: GeocodeResult = {
          x: asLongitude(record.lon, at(path, 'lon')),
          y: asLatitude(record.lat, at(path, 'lat')),
          label: asString(record.display_name, at(path, 'display_name')),
          raw: place,
        };
        // `[south, north, west, east]`, as text.
        const box = optional(record, 'boundingbox', path, (value, boxPath) => asArray(value, boxPath, 4));
        if (box) {
          const [south, north, west, east] = box.map((edge, edgeIndex) =>
            (edgeIndex < 2 ? asLatitude : asLongitude)(edge, at(at(path, 'boundingbox'), edgeIndex)),
          ) as [number, number, number, number];
          result.bounds = boundsFromEdges(west, south, east, north);
        }
        return result;
      }),
    );
  },
};
