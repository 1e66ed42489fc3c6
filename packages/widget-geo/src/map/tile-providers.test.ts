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
    expect(fetch).not.toHaveBeenCalled();
  });

  it("makes a Google Map Tiles session with the key, and uses Google's official 2D tiles", async () => {
    const fetch = vi.fn(async () => Response.json({ session: 'abc', expiry: '1' }));
    const source = await resolveTileSource({
      provider: 'google',
      apiKey: 'k1',
      logger: recordingLogger(),
      fetch,
    });
    expect(fetch).toHaveBeenCalledWith(
      'https://tile.googleapis.com/v1/createSession?key=k1',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(source.url).toBe('https://tile.googleapis.com/v1/2dtiles/{z}/{x}/{y}?session=abc&key=k1');
    expect(source.attribution).toContain('Google');
  });

  it('falls back to OpenStreetMap, logged, without a key or when Google refuses', async () => {
    const logger = recordingLogger();
    expect(await resolveTileSource({ provider: 'google', logger })).toEqual(OPENSTREETMAP_TILES);
    expect(await resolveTileSource({ provider: 'mapbox', logger })).toEqual(OPENSTREETMAP_TILES);
    const refused = vi.fn(async () => Response.json({ error: { code: 403 } }, { status: 403 }));
    expect(await resolveTileSource({ provider: 'google', apiKey: 'bad', logger, fetch: refused })).toEqual(
      OPENSTREETMAP_TILES,
    );
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await resolveTileSource({ provider: 'google', apiKey: 'k', logger, fetch: offline })).toEqual(
      OPENSTREETMAP_TILES,
    );
    expect(logger.lines.map(([level, message]) => `${level}: ${message}`)).toEqual([
      'warn: the google map needs an API key: showing OpenStreetMap tiles instead',
      'warn: the mapbox map needs an API key: showing OpenStreetMap tiles instead',
      "warn: Google's map tiles refused a session (HTTP 403): showing OpenStreetMap",
      "warn: Google's map tiles could not be reached: showing OpenStreetMap",
    ]);
  });
});
