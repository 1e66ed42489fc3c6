import { describe, expect, it } from 'vitest';
import googleFixture from '../__fixtures__/google_1.json';
import hereLegacyFixture from '../__fixtures__/here_1.json';
import hereFixture from '../__fixtures__/here_2.json';
import mapboxFixture from '../__fixtures__/mapbox_1.json';
import nominatimFixture from '../__fixtures__/nominatim_1.json';
import opencageFixture from '../__fixtures__/opencage_1.json';
import type { GeocoderProvider } from '../types';
import { PROVIDER_ADAPTERS } from '.';
import {
  googleResponseSchema,
  hereResponseSchema,
  mapboxResponseSchema,
  mappyResponseSchema,
  nominatimResponseSchema,
  opencageResponseSchema,
} from './schemas';

/** A copy of `body` changed by `change`, so every case starts from the untouched answer. */
function variant<T>(body: T, change: (copy: T) => void): T {
  const copy = structuredClone(body);
  change(copy);
  return copy;
}

// biome-ignore lint/suspicious/noExplicitAny: the cases reach into recorded answers to break them
type Answer = any;

const mappyAnswer: Answer = {
  addresses: {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: {
          type: 'GeometryCollection',
          geometries: [
            { type: 'LineString', coordinates: [[2.38, 48.85]] },
            { type: 'Point', coordinates: [2.38174, 48.85296] },
          ],
        },
        properties: {
          formatted_address: { label: '47 Rue de Charonne, 75011 Paris' },
          viewport: [2.38074, 48.85196, 2.38274, 48.85396],
        },
      },
    ],
  },
  pois: [],
};

/**
 * Answers each provider's reader must take or refuse, with the path a refusal names. The readers replaced the
 * schemas in the adapters: both must keep giving one verdict, or servers checked against the schemas would
 * answer what the widgets refuse.
 */
const CASES: Record<
  GeocoderProvider,
  { schema: { safeParse(body: unknown): { success: boolean } }; cases: [string, Answer, string | null][] }
> = {
  google: {
    schema: googleResponseSchema,
    cases: [
      ['the recorded answer', googleFixture.response, null],
      ['a denial without results', { status: 'REQUEST_DENIED', error_message: 'no' }, null],
      ['no status', { results: [] }, 'status'],
      ['results that are not a list', { status: 'OK', results: {} }, 'results'],
      ['a null error message', { status: 'OK', results: [], error_message: null }, 'error_message'],
      [
        'a result without its address',
        variant(googleFixture.response as Answer, (a) => delete a.results[0].formatted_address),
        'results.0.formatted_address',
      ],
      [
        'a latitude off the globe',
        variant(googleFixture.response as Answer, (a) => (a.results[0].geometry.location.lat = 91)),
        'results.0.geometry.location.lat',
      ],
      [
        'null bounds',
        variant(googleFixture.response as Answer, (a) => (a.results[0].geometry.bounds = null)),
        'results.0.geometry.bounds',
      ],
      [
        'malformed results of a denial',
        { status: 'REQUEST_DENIED', results: [{ formatted_address: 'x' }] },
        'results.0.geometry',
      ],
    ],
  },
  openstreetmap: {
    schema: nominatimResponseSchema,
    cases: [
      ['the recorded answer', nominatimFixture.response, null],
      ['no places', [], null],
      ['an object', { places: [] }, 'the answer'],
      [
        'a coordinate that is not a number',
        variant(nominatimFixture.response as Answer, (a) => (a[0].lat = 'north-ish')),
        '0.lat',
      ],
      [
        'a hexadecimal coordinate',
        variant(nominatimFixture.response as Answer, (a) => (a[0].lon = '0x1f')),
        '0.lon',
      ],
      [
        'a coordinate with blanks and an exponent',
        variant(nominatimFixture.response as Answer, (a) => (a[0].lon = ' 1.1e1 ')),
        null,
      ],
      [
        'a bounding box of three',
        variant(nominatimFixture.response as Answer, (a) => a[0].boundingbox.pop()),
        '0.boundingbox',
      ],
      [
        'a bounding box with a longitude off the globe',
        variant(nominatimFixture.response as Answer, (a) => (a[0].boundingbox[3] = '181')),
        '0.boundingbox.3',
      ],
      [
        'a bounding box whose longitudes would be latitudes off the globe',
        variant(nominatimFixture.response as Answer, (a) => (a[0].boundingbox[2] = '100')),
        null,
      ],
    ],
  },
  mapbox: {
    schema: mapboxResponseSchema,
    cases: [
      ['the recorded answer', mapboxFixture.response, null],
      ['no features', { type: 'FeatureCollection' }, 'features'],
      [
        'a center of three',
        variant(mapboxFixture.response as Answer, (a) => a.features[0].center.push(0)),
        'features.0.center',
      ],
      [
        'a center as [lat, lng] off the globe',
        variant(mapboxFixture.response as Answer, (a) => (a.features[0].center = [10, 120])),
        'features.0.center.1',
      ],
      [
        'a bbox of numbers as text',
        variant(mapboxFixture.response as Answer, (a) => (a.features[0].bbox = ['1', '2', '3', '4'])),
        null,
      ],
      [
        'a bbox that is not a list',
        variant(mapboxFixture.response as Answer, (a) => (a.features[0].bbox = 'world')),
        'features.0.bbox',
      ],
    ],
  },
  opencage: {
    schema: opencageResponseSchema,
    cases: [
      ['the recorded answer', opencageFixture.response, null],
      ['no results', { status: { code: 200 } }, 'results'],
      ['a status without its code', { results: [], status: { message: 'OK' } }, 'status.code'],
      ['a status code as text', { results: [], status: { code: '200' } }, 'status.code'],
      [
        'geometry without lng',
        variant(opencageFixture.response as Answer, (a) => delete a.results[1].geometry.lng),
        'results.1.geometry.lng',
      ],
      [
        'bounds without a corner',
        variant(opencageFixture.response as Answer, (a) => delete a.results[0].bounds.southwest),
        'results.0.bounds.southwest',
      ],
    ],
  },
  here: {
    schema: hereResponseSchema,
    cases: [
      ['the recorded answer', hereFixture.response, null],
      ['an answer of the legacy 6.2 API', hereLegacyFixture.response, 'items'],
      ['a query item without position', { items: [{ title: 'restaurants' }] }, null],
      ['an item without title', { items: [{ position: { lat: 1, lng: 2 } }] }, 'items.0.title'],
      [
        'an address whose label is not text',
        { items: [{ title: 't', address: { label: 5 } }] },
        'items.0.address.label',
      ],
      [
        'a map view without its north edge',
        { items: [{ title: 't', mapView: { west: 1, south: 2, east: 3 } }] },
        'items.0.mapView.north',
      ],
    ],
  },
  mappy: {
    schema: mappyResponseSchema,
    cases: [
      ['the documented answer', mappyAnswer, null],
      ['only places', { pois: [{ name: 'x' }] }, null],
      ['neither addresses nor places', { results: [] }, 'the answer'],
      ['places that are not a list', { pois: {} }, 'pois'],
      ['addresses without features', { addresses: {} }, 'addresses.features'],
      [
        'a geometry of another type',
        variant(
          mappyAnswer,
          (a) => (a.addresses.features[0].geometry = { type: 'LineString', coordinates: [] }),
        ),
        'addresses.features.0.geometry.type',
      ],
      [
        'a point with one coordinate',
        variant(mappyAnswer, (a) => (a.addresses.features[0].geometry = { type: 'Point', coordinates: [2] })),
        'addresses.features.0.geometry.coordinates',
      ],
      [
        'a collection member without coordinates',
        variant(mappyAnswer, (a) => delete a.addresses.features[0].geometry.geometries[0].coordinates),
        'addresses.features.0.geometry.geometries.0.coordinates',
      ],
      [
        'a collection whose only point is malformed (no result, not an error)',
        variant(mappyAnswer, (a) => (a.addresses.features[0].geometry.geometries[1].coordinates = ['east'])),
        null,
      ],
      [
        'no properties',
        variant(mappyAnswer, (a) => delete a.addresses.features[0].properties),
        'addresses.features.0.properties',
      ],
      [
        'a viewport of two',
        variant(mappyAnswer, (a) => (a.addresses.features[0].properties.viewport = [1, 2])),
        'addresses.features.0.properties.viewport',
      ],
    ],
  },
};

describe.each(Object.entries(CASES))('%s: reader and public schema', (provider, { schema, cases }) => {
  const adapter = PROVIDER_ADAPTERS[provider as GeocoderProvider];
  it.each(cases)('give one verdict on %s', (_, body, refusedAt) => {
    const parsed = adapter.parse(body);
    const refusal = Array.isArray(parsed) || parsed.kind !== 'bad-response' ? undefined : parsed.message;
    expect(schema.safeParse(body).success).toBe(refusedAt === null);
    if (refusedAt === null) {
      expect(refusal).toBeUndefined();
    } else {
      expect(refusal).toMatch(
        new RegExp(
          `^${adapter.title} answered with an unexpected response \\(${refusedAt}: expected .+\\)\\.$`,
        ),
      );
    }
  });
});

describe('readers', () => {
  it('give the provider its items untouched as `raw`, extra fields and all', () => {
    const [result] = PROVIDER_ADAPTERS.mapbox.parse(mapboxFixture.response) as { raw: unknown }[];
    expect(result?.raw).toBe(mapboxFixture.response.features[0]);
  });

  it('read the point of a GeometryCollection past members that are not points', () => {
    expect(PROVIDER_ADAPTERS.mappy.parse(mappyAnswer)).toMatchObject([{ x: 2.38174, y: 48.85296 }]);
  });
});
