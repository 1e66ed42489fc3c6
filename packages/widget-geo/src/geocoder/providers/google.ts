import { asArray, asRecord, asString, at, optional } from '../read';
import type { GeocodeResult } from '../types';
import { baseUrl, type ProviderAdapter, readBody, readCorners, readLatLng, withQuery } from './provider';

export const GOOGLE_ENDPOINT = 'https://maps.googleapis.com/maps/api/geocode/json';

const TITLE = 'Google Geocoding';

export const googleAdapter: ProviderAdapter = {
  provider: 'google',
  title: TITLE,
  request({ query, apiKey, endpoint, language }) {
    // The Geocoding API has no result limit: suggestions are cut to size after parsing.
    return { url: withQuery(baseUrl(endpoint, GOOGLE_ENDPOINT), { address: query, key: apiKey, language }) };
  },
  parse(body) {
    return readBody(body, TITLE, (body) => {
      const answer = asRecord(body, '');
      const status = asString(answer.status, 'status');
      const results = optional(answer, 'results', '', readResults) ?? [];
      const detail = optional(answer, 'error_message', '', asString);
      const because = detail ? `: ${detail}` : '';
      switch (status) {
        case 'OK':
          return results;
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
    });
  },
};

// Read whatever the status says: a result that does not fit makes the whole answer a bad response.
function readResults(value: unknown, path: string): GeocodeResult[] {
  return asArray(value, path).map((item, index): GeocodeResult => {
    const itemPath = at(path, index);
    const record = asRecord(item, itemPath);
    const label = asString(record.formatted_address, at(itemPath, 'formatted_address'));
    const geometryPath = at(itemPath, 'geometry');
    const geometry = asRecord(record.geometry, geometryPath);
    const location = readLatLng(geometry.location, at(geometryPath, 'location'));
    const bounds = optional(geometry, 'bounds', geometryPath, readCorners);
    const viewport = optional(geometry, 'viewport', geometryPath, readCorners);
    const result: GeocodeResult = { x: location.lng, y: location.lat, label, raw: item };
    const extent = bounds ?? viewport;
    if (extent) result.bounds = extent;
    return result;
  });
}
