import { describe, expect, it } from 'vitest';
import googleFixture from '../__fixtures__/google_1.json';
import hereLegacyFixture from '../__fixtures__/here_1.json';
import hereFixture from '../__fixtures__/here_2.json';
import mapboxFixture from '../__fixtures__/mapbox_1.json';
import nominatimFixture from '../__fixtures__/nominatim_1.json';
import opencageFixture from '../__fixtures__/opencage_1.json';
import { expectRequestLike, jsonResponse, lastUrl, stubFetch } from '../fetch-stub.test-support';
import { createGeocoder } from '../geocoder';
import { GeocoderError } from '../geocoder-error';
import type { GeocoderOptions, HereGeocodeResult } from '../types';

function geocoderAnswering(body: unknown, options: Omit<GeocoderOptions, 'fetch'>) {
  const fetch = stubFetch(() => jsonResponse(body));
  return { geocoder: createGeocoder({ ...options, fetch }), fetch };
}

describe('google', () => {
  it('asks the Geocoding API for the address with the key, as recorded', async () => {
    const { geocoder, fetch } = geocoderAnswering(googleFixture.response, {
      provider: 'google',
      apiKey: '0123xyz',
    });
    await geocoder.search('Innsbruck');
    expectRequestLike(String(fetch.mock.calls[0]![0]), googleFixture.request_url);
    expect(lastUrl(fetch).href).toBe(
      'https://maps.googleapis.com/maps/api/geocode/json?address=Innsbruck&key=0123xyz',
    );
  });

  it('reads location, formatted address and bounds', async () => {
    const { geocoder } = geocoderAnswering(googleFixture.response, { provider: 'google', apiKey: '0123xyz' });
    const [result, ...others] = await geocoder.search('Innsbruck');
    expect(others).toEqual([]);
    expect(result).toEqual({
      x: 11.4041024,
      y: 47.2692124,
      label: 'Innsbruck, Austria',
      bounds: {
        northeast: { lat: 47.3599301, lng: 11.45593 },
        southwest: { lat: 47.21098000000001, lng: 11.3016499 },
      },
      raw: googleFixture.response.results[0],
    });
  });

  it('gives no results for ZERO_RESULTS', async () => {
    const { geocoder } = geocoderAnswering({ status: 'ZERO_RESULTS', results: [] }, { provider: 'google' });
    await expect(geocoder.search('nowhere at all')).resolves.toEqual([]);
  });
});

describe('openstreetmap (Nominatim)', () => {
  it('asks /search for JSON with address details and a limit, as recorded', async () => {
    const { geocoder, fetch } = geocoderAnswering(nominatimFixture.response, { provider: 'openstreetmap' });
    await geocoder.suggest('innsbruck');
    expectRequestLike(String(fetch.mock.calls[0]![0]), nominatimFixture.request_url);
    expect(lastUrl(fetch).href).toBe(
      'https://nominatim.openstreetmap.org/search?format=json&q=innsbruck&addressdetails=1&limit=5',
    );
  });

  it('reads coordinates and the bounding box [south, north, west, east] written as strings', async () => {
    const { geocoder } = geocoderAnswering(nominatimFixture.response, { provider: 'openstreetmap' });
    const [result] = await geocoder.search('innsbruck');
    expect(result).toEqual({
      x: 11.3971372042211,
      y: 47.26951525,
      label: 'Innsbruck, Tyrol, Austria',
      bounds: {
        northeast: { lat: 47.2808566, lng: 11.418183 },
        southwest: { lat: 47.2583715, lng: 11.3811871 },
      },
      raw: nominatimFixture.response[0],
    });
  });

  it('gives no results for an empty list', async () => {
    const { geocoder } = geocoderAnswering([], { provider: 'openstreetmap' });
    await expect(geocoder.search('nowhere at all')).resolves.toEqual([]);
  });

  it('refuses coordinates that are not numbers', async () => {
    const place = { ...nominatimFixture.response[0], lat: 'north-ish' };
    const { geocoder } = geocoderAnswering([place], { provider: 'openstreetmap' });
    await expect(geocoder.search('innsbruck')).rejects.toMatchObject({ kind: 'bad-response' });
  });
});

describe('mapbox', () => {
  it('puts the search text in the path and the token in access_token, as recorded', async () => {
    const { geocoder, fetch } = geocoderAnswering(mapboxFixture.response, {
      provider: 'mapbox',
      apiKey: '0123',
    });
    await geocoder.search('Milwaukee Ave');
    expectRequestLike(String(fetch.mock.calls[0]![0]), mapboxFixture.request_url);
    expect(lastUrl(fetch).href).toBe(
      'https://api.mapbox.com/geocoding/v5/mapbox.places/Milwaukee%20Ave.json?access_token=0123&autocomplete=false&limit=10',
    );
  });

  it('asks for autocompleted suggestions and never sends a semicolon (a batch separator)', async () => {
    const { geocoder, fetch } = geocoderAnswering(mapboxFixture.response, {
      provider: 'mapbox',
      apiKey: '0123',
    });
    await geocoder.suggest('Milwaukee;Ave');
    const url = lastUrl(fetch);
    expect(url.pathname).toBe('/geocoding/v5/mapbox.places/Milwaukee%20Ave.json');
    expect(url.searchParams.get('autocomplete')).toBe('true');
    expect(url.searchParams.get('limit')).toBe('5');
  });

  it('reads center as [lng, lat] and the place name', async () => {
    const { geocoder } = geocoderAnswering(mapboxFixture.response, { provider: 'mapbox', apiKey: '0123' });
    const [result] = await geocoder.search('Milwaukee Ave');
    expect(result).toEqual({
      x: -87.921434,
      y: 42.166602,
      label: '825 Milwaukee Ave, Deerfield, Illinois 60015, United States',
      raw: mapboxFixture.response.features[0],
    });
  });

  it('reads bbox as [minX, minY, maxX, maxY]', async () => {
    const feature = { ...mapboxFixture.response.features[0], bbox: [-87.93, 42.16, -87.91, 42.17] };
    const { geocoder } = geocoderAnswering(
      { ...mapboxFixture.response, features: [feature] },
      { provider: 'mapbox' },
    );
    const [result] = await geocoder.search('Milwaukee Ave');
    expect(result?.bounds).toEqual({
      northeast: { lat: 42.17, lng: -87.91 },
      southwest: { lat: 42.16, lng: -87.93 },
    });
  });

  it('gives no results for an empty feature collection', async () => {
    const { geocoder } = geocoderAnswering(
      { type: 'FeatureCollection', features: [] },
      { provider: 'mapbox' },
    );
    await expect(geocoder.search('nowhere at all')).resolves.toEqual([]);
  });
});

describe('opencage', () => {
  it('sends q and key, as recorded, without annotations', async () => {
    const { geocoder, fetch } = geocoderAnswering(opencageFixture.response, {
      provider: 'opencage',
      apiKey: '0123xyz',
    });
    await geocoder.search('Eiffel Tower');
    expectRequestLike(String(fetch.mock.calls[0]![0]), opencageFixture.request_url);
    expect(lastUrl(fetch).href).toBe(
      'https://api.opencagedata.com/geocode/v1/json?q=Eiffel+Tower&key=0123xyz&limit=10&no_annotations=1',
    );
  });

  it('reads geometry, formatted address and bounds, coordinates given as strings included', async () => {
    const { geocoder } = geocoderAnswering(opencageFixture.response, {
      provider: 'opencage',
      apiKey: '0123xyz',
    });
    const results = await geocoder.search('Eiffel Tower');
    expect(results).toEqual([
      {
        x: 2.294499,
        y: 48.85826,
        label: 'Eiffel Tower, Paris, Ile-de-France, France',
        bounds: { northeast: { lat: 48.85983, lng: 2.296873 }, southwest: { lat: 48.85669, lng: 2.292125 } },
        raw: opencageFixture.response.results[0],
      },
      {
        x: -115.172168,
        y: 36.112463,
        label: 'Eiffel Tower Restaurant, Clark County, Nevada, USA',
        bounds: {
          northeast: { lat: 36.11276, lng: -115.171728 },
          southwest: { lat: 36.112166, lng: -115.172608 },
        },
        raw: opencageFixture.response.results[1],
      },
    ]);
  });

  it('gives no results for an empty result list', async () => {
    const { geocoder } = geocoderAnswering(
      { results: [], status: { code: 200, message: 'OK' }, total_results: 0 },
      { provider: 'opencage' },
    );
    await expect(geocoder.search('nowhere at all')).resolves.toEqual([]);
  });
});

describe('here (Geocoding & Search v7)', () => {
  it('searches /geocode with q, limit, lang and apiKey', async () => {
    const { geocoder, fetch } = geocoderAnswering(hereFixture.response, {
      provider: 'here',
      apiKey: 'xxx',
      language: 'en-US',
    });
    await geocoder.search('Salumeria Italiana, Boston');
    expect(lastUrl(fetch).href).toBe(
      'https://geocode.search.hereapi.com/v1/geocode?q=Salumeria+Italiana%2C+Boston&limit=10&lang=en-US&apiKey=xxx',
    );
  });

  it('suggests through /autosuggest around the given point', async () => {
    const { geocoder, fetch } = geocoderAnswering(hereFixture.response, {
      provider: 'here',
      apiKey: 'xxx',
      near: { lat: 42.36, lng: -71.05 },
    });
    await geocoder.suggest('Salumeria');
    expect(lastUrl(fetch).href).toBe(
      'https://autosuggest.search.hereapi.com/v1/autosuggest?q=Salumeria&at=42.36%2C-71.05&limit=5&apiKey=xxx',
    );
  });

  it('suggests through /geocode when it has no point to search around (autosuggest requires one)', async () => {
    const { geocoder, fetch } = geocoderAnswering(hereFixture.response, { provider: 'here', apiKey: 'xxx' });
    await geocoder.suggest('Salumeria');
    expect(lastUrl(fetch).href).toBe(
      'https://geocode.search.hereapi.com/v1/geocode?q=Salumeria&limit=5&apiKey=xxx',
    );
  });

  it('gives lat, lng, address, components and bounds besides x, y and label', async () => {
    // The recorded answer is a /discover one: its items have the shape /geocode and /autosuggest items have.
    const { geocoder } = geocoderAnswering(hereFixture.response, { provider: 'here', apiKey: 'xxx' });
    const [result] = (await geocoder.search('Salumeria Italiana')) as HereGeocodeResult[];
    const label = 'Salumeria Italiana, 151 Richmond St, Boston, MA 02109, United States';
    expect(result).toEqual({
      x: -71.05439,
      y: 42.36355,
      lat: 42.36355,
      lng: -71.05439,
      label,
      address: label,
      components: {
        countryCode: 'USA',
        countryName: 'United States',
        stateCode: 'MA',
        state: 'Massachusetts',
        county: 'Suffolk',
        city: 'Boston',
        district: 'North End',
        street: 'Richmond St',
        postalCode: '02109',
        houseNumber: '151',
      },
      // No mapView in this answer: the bounds are the position itself.
      bounds: { northeast: { lat: 42.36355, lng: -71.05439 }, southwest: { lat: 42.36355, lng: -71.05439 } },
      raw: hereFixture.response.items[0],
    });
  });

  it('reads mapView edges as bounds and leaves out items without a position', async () => {
    const item = {
      ...hereFixture.response.items[0],
      mapView: { west: -71.056, south: 42.362, east: -71.053, north: 42.365 },
    };
    const queryItem = {
      title: 'restaurants',
      resultType: 'categoryQuery',
      href: 'https://…/discover?q=restaurants',
    };
    const { geocoder } = geocoderAnswering({ items: [queryItem, item] }, { provider: 'here' });
    const results = (await geocoder.search('Salumeria Italiana')) as HereGeocodeResult[];
    expect(results).toHaveLength(1);
    expect(results[0]?.bounds).toEqual({
      northeast: { lat: 42.365, lng: -71.053 },
      southwest: { lat: 42.362, lng: -71.056 },
    });
  });

  it('gives no results for an empty item list', async () => {
    const { geocoder } = geocoderAnswering({ items: [] }, { provider: 'here' });
    await expect(geocoder.search('nowhere at all')).resolves.toEqual([]);
  });

  it('refuses an answer of the legacy 6.2 Geocoder API as a bad response', async () => {
    const { geocoder } = geocoderAnswering(hereLegacyFixture.response, { provider: 'here' });
    const error = await geocoder.search('Innsbruck').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GeocoderError);
    expect(error).toMatchObject({ kind: 'bad-response', provider: 'here' });
    expect((error as Error).message).toMatch(
      /^HERE Geocoding & Search answered with an unexpected response \(items:/,
    );
  });
});

describe('mappy', () => {
  // Hand-made, NOT recorded: no Mappy answer is public. Built from Mappy's search documentation
  // (`/search/1.1/find` with `loc_format=geojson`): addresses as a GeoJSON feature collection whose geometry
  // is a GeometryCollection holding the point, `formatted_address.label`, and `viewport` as
  // [minLng, minLat, maxLng, maxLat].
  const documentedAnswer = {
    addresses: {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: {
            type: 'GeometryCollection',
            geometries: [{ type: 'Point', coordinates: [2.38174, 48.85296] }],
          },
          properties: {
            formatted_address: { label: '47 Rue de Charonne, 75011 Paris' },
            address_components: {
              way_number: '47',
              way: 'Rue de Charonne',
              postcode: '75011',
              town: 'Paris',
            },
            viewport: [2.38074, 48.85196, 2.38274, 48.85396],
          },
        },
      ],
    },
    pois: [],
  };

  it('asks /find for GeoJSON with the key in the apikey header', async () => {
    const { geocoder, fetch } = geocoderAnswering(documentedAnswer, {
      provider: 'mappy',
      apiKey: 'mappy-key',
      language: 'fr',
    });
    await geocoder.search('47 rue de Charonne, Paris');
    expect(lastUrl(fetch).href).toBe(
      'https://api-search.mappy.net/search/1.1/find?q=47+rue+de+Charonne%2C+Paris&language=FRE&max_results=10&loc_format=geojson',
    );
    const init = fetch.mock.calls[0]![1] as RequestInit;
    expect(init.headers).toMatchObject({ apikey: 'mappy-key' });
  });

  it('reads the point, the label and the viewport', async () => {
    const { geocoder } = geocoderAnswering(documentedAnswer, { provider: 'mappy', apiKey: 'mappy-key' });
    expect(await geocoder.search('47 rue de Charonne, Paris')).toEqual([
      {
        x: 2.38174,
        y: 48.85296,
        label: '47 Rue de Charonne, 75011 Paris',
        bounds: { northeast: { lat: 48.85396, lng: 2.38274 }, southwest: { lat: 48.85196, lng: 2.38074 } },
        raw: documentedAnswer.addresses.features[0],
      },
    ]);
  });

  it('gives no results when the answer has no addresses', async () => {
    const { geocoder } = geocoderAnswering({ pois: [] }, { provider: 'mappy' });
    await expect(geocoder.search('nowhere at all')).resolves.toEqual([]);
  });
});
