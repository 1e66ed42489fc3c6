import { asArray, asNumber, asRecord, asString, at, optional } from '../read';
import type { GeocodeResult } from '../types';
import { baseUrl, type ProviderAdapter, readBody, readCorners, readLatLng, withQuery } from './provider';

export const OPENCAGE_ENDPOINT = 'https://api.opencagedata.com/geocode/v1/json';

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
    return readBody(body, TITLE, (body) => {
      const answer = asRecord(body, '');
      const results = asArray(answer.results, 'results');
      // Not used, but an answer whose status is not `{ code }` is not one we understand.
      optional(answer, 'status', '', (value, path) => {
        const status = asRecord(value, path);
        asNumber(status.code, at(path, 'code'));
        optional(status, 'message', path, asString);
      });
      return results.map((item, index): GeocodeResult => {
        const path = at('results', index);
        const record = asRecord(item, path);
        const label = asString(record.formatted, at(path, 'formatted'));
        const { lat, lng } = readLatLng(record.geometry, at(path, 'geometry'));
        const bounds = optional(record, 'bounds', path, readCorners);
        return { x: lng, y: lat, label, raw: item, ...(bounds ? { bounds } : {}) };
      });
    });
  },
  // OpenCage answers 402 when the key's quota is used up (and 429 when requests come too fast).
  statusKind: (status) => (status === 402 ? 'quota' : undefined),
};
