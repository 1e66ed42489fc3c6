// @vitest-environment jsdom
import { recordingLogger } from '@vitrine/widget-api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGeoService, mapConfig } from './geo-service';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

const SITE = {
  provider: 'openstreetmap',
  endpoint: '/_demo/geocode',
  tileUrl: '/_demo/tiles/{z}/{x}/{y}.svg',
  attribution: 'Demo tiles',
};

const HARBOR = { lat: '45.5203000', lon: '-123.8431000', display_name: '14 Harbor Street, Port Alder' };

/** A Nominatim stand-in: answers `places` for every query, and records the URLs asked. */
function nominatim(places: unknown[]) {
  const fetch = vi.fn(async (_url: string) => Response.json(places));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function setup(maps: Record<string, string> = SITE) {
  const logger = recordingLogger();
  const service = createGeoService({ maps, locale: 'en', logger });
  const container = document.createElement('div');
  document.body.append(container);
  return { service, logger, container };
}

describe('geo service: geocoding', () => {
  it("asks the site's geocoder at its endpoint, and answers a repeated query from the cache", async () => {
    const fetch = nominatim([HARBOR]);
    const { service } = setup();
    const results = await service.geocode('14 Harbor Street');
    expect(results).toEqual([
      expect.objectContaining({ x: -123.8431, y: 45.5203, label: '14 Harbor Street, Port Alder' }),
    ]);
    expect(results[0]?.raw).toMatchObject({ display_name: '14 Harbor Street, Port Alder' });
    const url = new URL(fetch.mock.calls[0]![0], 'http://localhost');
    expect(url.pathname).toBe('/_demo/geocode/search');
    expect(url.searchParams.get('q')).toBe('14 Harbor Street');
    expect(url.searchParams.get('accept-language')).toBe('en');

    await service.geocode('14 harbor street ');
    expect(fetch).toHaveBeenCalledTimes(1);
    await service.suggest('14 Harbor Street');
    expect(new URL(fetch.mock.calls[1]![0], 'http://localhost').searchParams.get('limit')).toBe('5');
  });

  it('refuses a query that is not text, and an unknown provider in the site settings, with clear errors', async () => {
    nominatim([]);
    const { service } = setup();
    await expect(service.geocode(42 as never)).rejects.toThrow(
      'dmAPI.geocode needs the address as text, not a number',
    );
    const wrong = setup({ provider: 'bing' }).service;
    await expect(wrong.geocode('Paris')).rejects.toThrow('Unknown geocoding provider "bing"');
  });

  it("gives the provider's error when the geocoder fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('slow down', { status: 429 })),
    );
    const { service } = setup();
    await expect(service.geocode('Paris')).rejects.toMatchObject({ name: 'GeocoderError', kind: 'quota' });
  });
});

describe('geo service: drawMap', () => {
  it("draws a Leaflet map on coordinates with the site's tiles, as a named region, and removes it", async () => {
    const fetch = nominatim([]);
    const { service, container } = setup();
    const drawn = await service.drawMap(container, {
      lat: 45.52,
      lng: -123.84,
      zoom: 16,
      title: 'Our ovens',
    });
    expect(drawn).toMatchObject({ lat: 45.52, lng: -123.84, label: undefined });
    expect(fetch).not.toHaveBeenCalled();
    expect(container.getAttribute('role')).toBe('region');
    expect(container.getAttribute('aria-label')).toBe('Our ovens');
    expect(container.dataset.mapReady).toBe('true');
    // jsdom lays nothing out: the container measured 0 px high and took the fallback height.
    expect(container.style.height).toBe('200px');
    expect(container.querySelector('.vw-geo-pin[title="Our ovens"]')).not.toBeNull();
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toContain('Demo tiles');
    expect(container.querySelector<HTMLImageElement>('.leaflet-tile')?.src).toMatch(
      /\/_demo\/tiles\/16\/\d+\/\d+\.svg$/,
    );
    expect(document.querySelectorAll('style[data-vitrine-style="widget-geo"]')).toHaveLength(1);

    drawn.remove();
    expect(container.querySelector('.leaflet-map-pane')).toBeNull();
  });

  it("geocodes the address with the site's geocoder and says which place it found", async () => {
    const fetch = nominatim([HARBOR]);
    const { service, container, logger } = setup();
    container.setAttribute('aria-label', 'Where we bake');
    const drawn = await service.drawMap(container, { address: '14 Harbor Street' });
    expect(drawn).toMatchObject({ lat: 45.5203, lng: -123.8431, label: '14 Harbor Street, Port Alder' });
    expect(new URL(fetch.mock.calls[0]![0], 'http://localhost').pathname).toBe('/_demo/geocode/search');
    expect(container.getAttribute('aria-label')).toBe('Where we bake');
    expect(container.querySelector('.vw-geo-pin[title="Map"]')).not.toBeNull();
    expect(logger.lines).toEqual([]);
  });

  it('drawing into the same element again replaces its map', async () => {
    nominatim([]);
    const { service, container } = setup();
    await Promise.all([
      service.drawMap(container, { lat: 1, lng: 2 }),
      service.drawMap(container, { lat: 3, lng: 4, title: 'Second' }),
    ]);
    expect(container.querySelectorAll('.leaflet-map-pane')).toHaveLength(1);
    expect(container.querySelectorAll('.vw-geo-pin')).toHaveLength(1);
    expect(container.querySelector('.vw-geo-pin[title="Second"]')).not.toBeNull();
  });

  it('rejects, and logs as the map helper does, when the address finds nothing or there is no place at all', async () => {
    nominatim([]);
    const { service, container, logger } = setup();
    await expect(service.drawMap(container, { address: 'Atlantis' })).rejects.toThrow(
      'dmAPI.drawMap: no address results were found for "Atlantis"',
    );
    await expect(service.drawMap(container, { lat: 45 })).rejects.toThrow(
      'dmAPI.drawMap: the map has neither an address nor lat/lng: nothing to show',
    );
    expect(logger.lines.map(([level, message]) => `${level}: ${message}`)).toEqual([
      'warn: no address results were found for "Atlantis"',
      'warn: the map has neither an address nor lat/lng: nothing to show',
    ]);
    expect(container.querySelector('.leaflet-container')).toBeNull();
    expect(container.hasAttribute('role')).toBe(false);
  });

  it('refuses options the inline map would refuse, naming each problem', async () => {
    nominatim([]);
    const { service, container } = setup();
    const refused = service.drawMap(container, { lat: 91, lng: 0, zoom: 40, provider: 'bing' });
    await expect(refused).rejects.toThrow(TypeError);
    await expect(refused).rejects.toThrow(/^dmAPI\.drawMap: .*lat.*; .*zoom.*; .*provider/);
  });
});

describe('mapConfig', () => {
  it("puts the call's options over the site's settings; another provider goes without the site's key and tiles", () => {
    const site = {
      provider: 'mapbox',
      apiKey: 'pk.site',
      tileUrl: '/tiles/{z}/{x}/{y}.png',
      endpoint: '/geo',
    };
    expect(mapConfig(site, { lat: 1, lng: 2, title: 'Here', zoom: undefined })).toEqual({
      provider: 'mapbox',
      apiKey: 'pk.site',
      tileUrl: '/tiles/{z}/{x}/{y}.png',
      geocoder: 'mapbox',
      geocoderApiKey: 'pk.site',
      endpoint: '/geo',
      lat: 1,
      lng: 2,
      title: 'Here',
    });
    expect(mapConfig(site, { address: 'Paris', provider: 'openstreetmap' })).toEqual({
      provider: 'openstreetmap',
      geocoder: 'mapbox',
      geocoderApiKey: 'pk.site',
      endpoint: '/geo',
      address: 'Paris',
    });
    // Fields the API does not take are not passed on.
    expect(mapConfig({}, { tileUrl: 'https://evil.example/{z}' } as never)).toEqual({});
  });
});
