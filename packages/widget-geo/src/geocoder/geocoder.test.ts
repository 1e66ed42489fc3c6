import { describe, expect, it } from 'vitest';
import googleFixture from './__fixtures__/google_1.json';
import nominatimFixture from './__fixtures__/nominatim_1.json';
import { deferredFetch, jsonResponse, lastUrl, stubFetch } from './fetch-stub.test-support';
import { createGeocoder } from './geocoder';
import { GeocoderError, isAbortError } from './geocoder-error';
import { GEOCODER_PROVIDERS, type GeocoderProvider, SUGGEST_LIMIT } from './types';

const place = nominatimFixture.response[0]!;
const nominatimAnswer = () => jsonResponse(nominatimFixture.response);

async function failure(promise: Promise<unknown>): Promise<GeocoderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GeocoderError);
  return error as GeocoderError;
}

describe('errors', () => {
  it.each([
    ['REQUEST_DENIED', 'invalid-key'],
    ['OVER_QUERY_LIMIT', 'quota'],
    ['OVER_DAILY_LIMIT', 'quota'],
    ['INVALID_REQUEST', 'http'],
    ['UNKNOWN_ERROR', 'http'],
  ])('maps Google status %s to %s, with its error message', async (status, kind) => {
    const fetch = stubFetch(() =>
      jsonResponse({ status, results: [], error_message: 'The provided API key is invalid.' }),
    );
    const error = await failure(
      createGeocoder({ provider: 'google', apiKey: 'k', fetch }).search('Innsbruck'),
    );
    expect(error.kind).toBe(kind);
    expect(error.provider).toBe('google');
    expect(error.message).toContain(status);
    expect(error.message).toContain('The provided API key is invalid.');
  });

  const others = GEOCODER_PROVIDERS.filter((provider) => provider !== 'google');
  describe.each(others)('%s', (provider: GeocoderProvider) => {
    it.each([
      [401, 'invalid-key'],
      [403, 'invalid-key'],
      [429, 'quota'],
      [500, 'http'],
      [404, 'http'],
    ])('maps HTTP %i to %s', async (status, kind) => {
      const fetch = stubFetch(() => jsonResponse({ message: 'Provider says no' }, status));
      const error = await failure(createGeocoder({ provider, apiKey: 'k', fetch }).search('Innsbruck'));
      expect(error).toMatchObject({ kind, status, provider });
      expect(error.message).toContain(`HTTP ${status}: Provider says no`);
    });

    it('says bad-response for an answer that is not JSON', async () => {
      const fetch = stubFetch(() => new Response('<html>Service unavailable</html>', { status: 200 }));
      const error = await failure(createGeocoder({ provider, fetch }).search('Innsbruck'));
      expect(error).toMatchObject({ kind: 'bad-response', status: 200 });
      expect(error.message).toMatch(/not JSON/);
    });

    it('says bad-response for JSON that is not a geocoding answer', async () => {
      const fetch = stubFetch(() => jsonResponse({ hello: 'world' }));
      expect((await failure(createGeocoder({ provider, fetch }).search('Innsbruck'))).kind).toBe(
        'bad-response',
      );
    });

    it('says network when the request cannot be sent', async () => {
      const fetch = stubFetch(() => {
        throw new TypeError('Failed to fetch');
      });
      const error = await failure(createGeocoder({ provider, fetch }).search('Innsbruck'));
      expect(error.kind).toBe('network');
      expect(error.message).toMatch(/^Could not reach .+: Failed to fetch\.$/);
      expect(error.cause).toBeInstanceOf(TypeError);
    });
  });

  it('maps Google HTTP errors too', async () => {
    const fetch = stubFetch(() => new Response('Forbidden', { status: 403 }));
    expect((await failure(createGeocoder({ provider: 'google', fetch }).search('x'))).kind).toBe(
      'invalid-key',
    );
  });

  it("maps OpenCage's 402 (quota used up) to quota, with its status message", async () => {
    const fetch = stubFetch(() =>
      jsonResponse({ status: { code: 402, message: 'quota exceeded' }, results: [] }, 402),
    );
    const error = await failure(createGeocoder({ provider: 'opencage', fetch }).search('Paris'));
    expect(error.kind).toBe('quota');
    expect(error.message).toBe('OpenCage quota exceeded (HTTP 402: quota exceeded). Try again later.');
  });

  it('does not cache a failure: the next lookup asks again', async () => {
    let calls = 0;
    const fetch = stubFetch(() => (++calls === 1 ? jsonResponse({}, 500) : nominatimAnswer()));
    const geocoder = createGeocoder({ provider: 'openstreetmap', fetch });
    await expect(geocoder.search('Innsbruck')).rejects.toMatchObject({ kind: 'http' });
    await expect(geocoder.search('Innsbruck')).resolves.toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('refuses an unknown provider clearly', () => {
    expect(() => createGeocoder({ provider: 'bing' as GeocoderProvider })).toThrow(
      'Unknown geocoding provider "bing": expected one of google, openstreetmap, mapbox, mappy, opencage, here.',
    );
  });
});

describe('cache', () => {
  it('answers the same query again from the cache, whatever its case and spacing', async () => {
    const fetch = stubFetch(nominatimAnswer);
    const geocoder = createGeocoder({ provider: 'openstreetmap', fetch });
    const first = await geocoder.search('Innsbruck');
    const again = await geocoder.search('  innsbruck ');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(again).toEqual(first);
    expect(again[0]?.label).toBe('Innsbruck, Tyrol, Austria');
  });

  it('keeps search and suggest answers apart', async () => {
    const fetch = stubFetch(nominatimAnswer);
    const geocoder = createGeocoder({ provider: 'openstreetmap', fetch });
    await geocoder.search('Innsbruck');
    await geocoder.suggest('Innsbruck');
    await geocoder.suggest('Innsbruck');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('caches empty answers and asks again after clearCache()', async () => {
    const fetch = stubFetch(() => jsonResponse([]));
    const geocoder = createGeocoder({ provider: 'openstreetmap', fetch });
    await geocoder.search('nowhere');
    await geocoder.search('nowhere');
    expect(fetch).toHaveBeenCalledTimes(1);
    geocoder.clearCache();
    await geocoder.search('nowhere');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends nothing for an empty query', async () => {
    const fetch = stubFetch(nominatimAnswer);
    await expect(createGeocoder({ provider: 'openstreetmap', fetch }).search('   ')).resolves.toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives each caller its own list, so changing one does not change the cache', async () => {
    const fetch = stubFetch(nominatimAnswer);
    const geocoder = createGeocoder({ provider: 'openstreetmap', fetch });
    (await geocoder.search('Innsbruck')).length = 0;
    expect(await geocoder.search('Innsbruck')).toHaveLength(1);
  });
});

describe('requests in flight', () => {
  it('shares one request between identical lookups', async () => {
    const { fetch, pending } = deferredFetch();
    const geocoder = createGeocoder({ provider: 'openstreetmap', fetch });
    const first = geocoder.search('Innsbruck');
    const second = geocoder.search('innsbruck');
    expect(fetch).toHaveBeenCalledTimes(1);
    pending[0]!.answer(nominatimAnswer());
    expect(await first).toEqual(await second);
    expect((await first)[0]?.x).toBe(11.3971372042211);
  });

  it('rejects an aborted lookup with an AbortError and aborts its request', async () => {
    const { fetch, pending } = deferredFetch();
    const geocoder = createGeocoder({ provider: 'openstreetmap', fetch });
    const controller = new AbortController();
    const lookup = geocoder.search('Innsbruck', { signal: controller.signal });
    controller.abort();
    const error = await lookup.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
    expect((error as Error).name).toBe('AbortError');
    expect(pending[0]!.signal?.aborted).toBe(true);
  });

  it('keeps a shared request going for the lookups that were not aborted', async () => {
    const { fetch, pending } = deferredFetch();
    const geocoder = createGeocoder({ provider: 'openstreetmap', fetch });
    const controller = new AbortController();
    const aborted = geocoder.search('Innsbruck', { signal: controller.signal });
    const kept = geocoder.search('Innsbruck');
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(pending[0]!.signal?.aborted).toBe(false);
    pending[0]!.answer(nominatimAnswer());
    await expect(kept).resolves.toHaveLength(1);
  });

  it('rejects at once, sending nothing, when the signal is already aborted', async () => {
    const fetch = stubFetch(nominatimAnswer);
    const geocoder = createGeocoder({ provider: 'openstreetmap', fetch });
    await expect(geocoder.search('Innsbruck', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("aborts everything when the geocoder's own signal aborts", async () => {
    const { fetch, pending } = deferredFetch();
    const controller = new AbortController();
    const geocoder = createGeocoder({ provider: 'openstreetmap', fetch, signal: controller.signal });
    const lookup = geocoder.suggest('Innsbruck');
    controller.abort();
    await expect(lookup).rejects.toMatchObject({ name: 'AbortError' });
    expect(pending[0]!.signal?.aborted).toBe(true);
    await expect(geocoder.search('Paris')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('asks again after an aborted lookup rather than reusing its aborted request', async () => {
    const { fetch, pending } = deferredFetch();
    const geocoder = createGeocoder({ provider: 'openstreetmap', fetch });
    const controller = new AbortController();
    const aborted = geocoder.search('Innsbruck', { signal: controller.signal });
    controller.abort();
    await aborted.catch(() => {});
    const retry = geocoder.search('Innsbruck');
    expect(fetch).toHaveBeenCalledTimes(2);
    pending[1]!.answer(nominatimAnswer());
    await expect(retry).resolves.toHaveLength(1);
  });
});

describe('suggest', () => {
  it(`gives at most ${SUGGEST_LIMIT} results and asks for no more`, async () => {
    const many = Array.from({ length: 8 }, (_, index) => ({ ...place, display_name: `Innsbruck ${index}` }));
    const fetch = stubFetch(() => jsonResponse(many));
    const geocoder = createGeocoder({ provider: 'openstreetmap', fetch });
    const suggestions = await geocoder.suggest('Inns');
    expect(suggestions.map((result) => result.label)).toEqual(
      [0, 1, 2, 3, 4].map((index) => `Innsbruck ${index}`),
    );
    expect(lastUrl(fetch).searchParams.get('limit')).toBe('5');
    expect(await geocoder.search('Inns')).toHaveLength(8);
  });

  it('cuts Google answers, which have no limit parameter, to size', async () => {
    const result = googleFixture.response.results[0];
    const fetch = stubFetch(() => jsonResponse({ status: 'OK', results: Array(7).fill(result) }));
    expect(await createGeocoder({ provider: 'google', fetch }).suggest('Inns')).toHaveLength(SUGGEST_LIMIT);
  });
});

describe('endpoint and language', () => {
  it.each([
    ['openstreetmap', 'https://geo.example.org/nominatim/', 'https://geo.example.org/nominatim/search?'],
    ['google', '/api/geocode', '/api/geocode?address='],
    ['mapbox', 'https://proxy.example/mapbox', 'https://proxy.example/mapbox/Innsbruck.json?'],
    ['opencage', 'https://proxy.example/opencage?tenant=1', 'https://proxy.example/opencage?tenant=1&q='],
    ['here', 'https://proxy.example/here/v1', 'https://proxy.example/here/v1/geocode?'],
    ['mappy', 'https://proxy.example/mappy', 'https://proxy.example/mappy/find?'],
  ] as const)(
    '%s: sends requests to the endpoint that overrides its base URL',
    async (provider, endpoint, start) => {
      const fetch = stubFetch(() => jsonResponse({}));
      await createGeocoder({ provider, endpoint, fetch })
        .search('Innsbruck')
        .catch(() => {});
      expect(String(fetch.mock.calls[0]![0]).startsWith(start)).toBe(true);
    },
  );

  it('sends HERE suggestions to the endpoint too', async () => {
    const fetch = stubFetch(() => jsonResponse({ items: [] }));
    const near = { lat: 1, lng: 2 };
    await createGeocoder({ provider: 'here', endpoint: '/here', near, fetch }).suggest('Inns');
    expect(String(fetch.mock.calls[0]![0])).toBe('/here/autosuggest?q=Inns&at=1%2C2&limit=5');
  });

  it.each([
    ['google', 'language', 'fr'],
    ['openstreetmap', 'accept-language', 'fr'],
    ['mapbox', 'language', 'fr'],
    ['opencage', 'language', 'fr'],
    ['here', 'lang', 'fr'],
    ['mappy', 'language', 'FRE'],
  ] as const)('%s: sends the language as %s=%s', async (provider, parameter, value) => {
    const fetch = stubFetch(() => jsonResponse({}));
    await createGeocoder({ provider, language: 'fr', fetch })
      .search('Innsbruck')
      .catch(() => {});
    expect(lastUrl(fetch).searchParams.get(parameter)).toBe(value);
  });

  it('sends no language parameter when none is set', async () => {
    const fetch = stubFetch(nominatimAnswer);
    await createGeocoder({ provider: 'openstreetmap', fetch }).search('Innsbruck');
    expect(lastUrl(fetch).searchParams.has('accept-language')).toBe(false);
  });
});
