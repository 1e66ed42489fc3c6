import { asArray, asRecord, asString, at, Malformed, optional } from '../read';
import type { GeocodeResult } from '../types';
import { baseUrl, boundsFromEdges, type ProviderAdapter, readBody, readLngLats, withQuery } from './provider';

/** Mappy's search service (`/find`), which geocodes free text; the key goes in an `apikey` header. */
export const MAPPY_ENDPOINT = 'https://api-search.mappy.net/search/1.1';

/** Mappy names languages by their three-letter bibliographic codes. */
const MAPPY_LANGUAGES: Record<string, string> = {
  fr: 'FRE',
  en: 'ENG',
  de: 'GER',
  es: 'SPA',
  it: 'ITA',
  nl: 'DUT',
  pt: 'POR',
};

const TITLE = 'Mappy';

export const mappyAdapter: ProviderAdapter = {
  provider: 'mappy',
  title: TITLE,
  request({ query, limit, apiKey, endpoint, language }) {
    return {
      url: withQuery(`${baseUrl(endpoint, MAPPY_ENDPOINT)}/find`, {
        q: query,
        language: language ? mappyLanguage(language) : undefined,
        max_results: limit,
        loc_format: 'geojson',
      }),
      ...(apiKey ? { headers: { apikey: apiKey } } : {}),
    };
  },
  parse(body) {
    return readBody(body, TITLE, (body) => {
      const answer = asRecord(body, '');
      const addresses = optional(answer, 'addresses', '', asRecord);
      const features = addresses && asArray(addresses.features, 'addresses.features');
      // Places (`pois`) are not geocode results, but an answer with neither list is not a search answer.
      const pois = optional(answer, 'pois', '', asArray);
      if (!addresses && !pois) throw new Malformed('', 'addresses or pois');
      const results: GeocodeResult[] = [];
      features?.forEach((feature, index) => {
        const path = at('addresses.features', index);
        const record = asRecord(feature, path);
        const point = readPoint(record.geometry, at(path, 'geometry'));
        const propertiesPath = at(path, 'properties');
        const properties = asRecord(record.properties, propertiesPath);
        const formatted = optional(properties, 'formatted_address', propertiesPath, asRecord);
        const label =
          formatted && optional(formatted, 'label', at(propertiesPath, 'formatted_address'), asString);
        // `[minLng, minLat, maxLng, maxLat]`.
        const viewport = optional(properties, 'viewport', propertiesPath, (value, viewportPath) =>
          readLngLats(value, viewportPath, 4),
        );
        if (!point) return;
        const [x, y] = point;
        const result: GeocodeResult = { x, y, label: label ?? `${y}, ${x}`, raw: feature };
        if (viewport) result.bounds = boundsFromEdges(...viewport);
        results.push(result);
      });
      return results;
    });
  },
};

/**
 * The point of a geometry: a Point, or (as Mappy usually answers) the first well-formed Point of a
 * GeometryCollection, whose other members are skipped rather than refused.
 */
function readPoint(value: unknown, path: string): [lng: number, lat: number] | undefined {
  const geometry = asRecord(value, path);
  if (geometry.type === 'Point') return readLngLats(geometry.coordinates, at(path, 'coordinates'), 2);
  if (geometry.type !== 'GeometryCollection')
    throw new Malformed(at(path, 'type'), 'Point or GeometryCollection');
  let point: [lng: number, lat: number] | undefined;
  asArray(geometry.geometries, at(path, 'geometries')).forEach((member, index) => {
    const memberPath = at(at(path, 'geometries'), index);
    const record = asRecord(member, memberPath);
    asString(record.type, at(memberPath, 'type'));
    if (record.coordinates === undefined) throw new Malformed(at(memberPath, 'coordinates'), 'coordinates');
    if (point || record.type !== 'Point') return;
    try {
      point = readLngLats(record.coordinates, '', 2);
    } catch (error) {
      if (!(error instanceof Malformed)) throw error;
    }
  });
  return point;
}

function mappyLanguage(language: string): string {
  const primary = language.split(/[-_]/)[0]!.toLowerCase();
  return MAPPY_LANGUAGES[primary] ?? language.toUpperCase();
}
