import { asArray, asRecord, asString, at, optional } from '../read';
import type { GeocodeResult } from '../types';
import { baseUrl, boundsFromEdges, type ProviderAdapter, readBody, readLngLats, withQuery } from './provider';

export const MAPBOX_ENDPOINT = 'https://api.mapbox.com/geocoding/v5/mapbox.places';

/** Mapbox's longest search text; longer text is refused. */
const MAX_QUERY_LENGTH = 256;

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
    return readBody(body, TITLE, (body) => {
      const features = asArray(asRecord(body, '').features, 'features');
      return features.map((feature, index): GeocodeResult => {
        const path = at('features', index);
        const record = asRecord(feature, path);
        const label = asString(record.place_name, at(path, 'place_name'));
        // `center` is `[lng, lat]`, `bbox` `[minX, minY, maxX, maxY]`.
        const [x, y] = readLngLats(record.center, at(path, 'center'), 2);
        const result: GeocodeResult = { x, y, label, raw: feature };
        const bbox = optional(record, 'bbox', path, (value, bboxPath) => readLngLats(value, bboxPath, 4));
        if (bbox) result.bounds = boundsFromEdges(...bbox);
        return result;
      });
    });
  },
};
