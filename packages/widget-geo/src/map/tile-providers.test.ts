// @vitest-environment jsdom
import { setConsentMode } from '@vitrine/widget-api';
import { recordingLogger } from '@vitrine/widget-api/testing';
import { describe, expect, it, vi } from 'vitest';
import { OPENSTREETMAP_TILES, resolveTileSource } from './tile-providers';

describe('resolveTileSource', () => {
  it('gives each provider its tile template and attribution', async () => {
    const logger = recordingLogger();
    expect(await resolveTileSource({ provider: 'openstreetmap', logger })).toEqual(OPENSTREETMAP_TILES);
    expect(OPENSTREETMAP_TILES.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(OPENSTREETMAP_TILES.attribution).toContain('OpenStreetMap</a> contributors');
    const mapbox = await resolveTileSource({ provider: 'mapbox', apiKey: 'pk.a/b', logger });
    expect(mapbox).toMatchObject({
      url: 'https://api.mapbox.com/styles/v1/mapbox/streets-v12/tiles/{z}/{x}/{y}?access_token=pk.a%2Fb',
      tileSize: 512,
      zoomOffset: -1,
    });
    expect(mapbox.attribution).toContain('Mapbox');
    const mappy = await resolveTileSource({ provider: 'mappy', logger });
    expect(mappy).toMatchObject({ url: 'https://map{s}.mappy.net/map/1.0/slab/standard/256/{z}/{x}/{y}' });
    expect(mappy.attribution).toContain('Mappy');
    expect(logger.lines).toEqual([]);
  });

  it('uses a tileUrl override as it is, with no request', async () => {
    const fetch = vi.fn();
    const source = await resolveTileSource({
      provider: 'google',
      apiKey: 'key',
      tileUrl: '/_demo/tiles/{z}/{x}/{y}.svg',
      logger: recordingLogger(),
      fetch,
    });
    expect(source.url).toBe('/_demo/tiles/{z}/{x}/{y}.svg');
    expect(source.thirdParty).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    // A whole URL: the chosen provider's host, unless it is the page's own.
    const hosted = { provider: 'openstreetmap', logger: recordingLogger() } as const;
    const tileHost = await resolveTileSource({
      ...hosted,
      tileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
    });
    expect(tileHost.thirdParty?.name).toBe('OpenStreetMap');
    const own = await resolveTileSource({ ...hosted, tileUrl: `${location.origin}/tiles/{z}/{x}/{y}.png` });
    expect(own.thirdParty).toBeUndefined();
  });

  it("makes a Google Map Tiles session with the key, only once asked for, and uses Google's official 2D tiles", async () => {
    const fetch = vi.fn(async () => Response.json({ session: 'abc', expiry: '1' }));
    const source = await resolveTileSource({
      provider: 'google',
      apiKey: 'k1',
      logger: recordingLogger(),
      fetch,
    });
    // Nothing asked of Google before the map's facade lets it through.
    expect(fetch).not.toHaveBeenCalled();
    expect(source.thirdParty?.name).toBe('Google Maps');
    const tiles = await source.withSession?.();
    expect(fetch).toHaveBeenCalledWith(
      'https://tile.googleapis.com/v1/createSession?key=k1',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(tiles?.url).toBe('https://tile.googleapis.com/v1/2dtiles/{z}/{x}/{y}?session=abc&key=k1');
    expect(tiles?.attribution).toContain('Google');
    expect(tiles?.withSession).toBeUndefined();
    // Every map of the widget shares the one session.
    expect(await source.withSession?.()).toBe(tiles);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('in opt-in mode, before any answer, makes the session call at once when asked (the facade let it through)', async () => {
    const fetch = vi.fn(async () => Response.json({ session: 'abc' }));
    vi.stubGlobal('fetch', fetch);
    setConsentMode('opt-in');
    try {
      const source = await resolveTileSource({ provider: 'google', apiKey: 'k1', logger: recordingLogger() });
      expect(fetch).not.toHaveBeenCalled();
      expect((await source.withSession?.())?.url).toContain('session=abc');
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      setConsentMode('notice');
      vi.unstubAllGlobals();
    }
  });

  it('falls back to OpenStreetMap, logged, without a key or when Google refuses', async () => {
    const logger = recordingLogger();
    expect(await resolveTileSource({ provider: 'google', logger })).toEqual(OPENSTREETMAP_TILES);
    expect(await resolveTileSource({ provider: 'mapbox', logger })).toEqual(OPENSTREETMAP_TILES);
    const sessionTiles = async (fetch: typeof globalThis.fetch) =>
      (await resolveTileSource({ provider: 'google', apiKey: 'k', logger, fetch })).withSession?.();
    const refused = vi.fn(async () => Response.json({ error: { code: 403 } }, { status: 403 }));
    expect(await sessionTiles(refused)).toEqual(OPENSTREETMAP_TILES);
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sessionTiles(offline)).toEqual(OPENSTREETMAP_TILES);
    expect(logger.lines.map(([level, message]) => `${level}: ${message}`)).toEqual([
      'warn: the google map needs an API key: showing OpenStreetMap tiles instead',
      'warn: the mapbox map needs an API key: showing OpenStreetMap tiles instead',
      "warn: Google's map tiles refused a session (HTTP 403): showing OpenStreetMap",
      "warn: Google's map tiles could not be reached: showing OpenStreetMap",
    ]);
  });
});
