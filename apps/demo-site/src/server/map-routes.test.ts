import { nominatimResponseSchema } from '@vitrine/widget-geo/geocoder';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PLACES } from '../site/places';
import { registerMapRoutes, searchPlaces } from './map-routes';

const app = new Hono();
registerMapRoutes(app);

describe('the demo geocoder', () => {
  it('answers like Nominatim: every word of the query must match, case and accents aside', async () => {
    const response = await app.request(
      '/_demo/geocode/search?format=json&q=14%20Harbor%20Street%2C%20Port%20Alder%2C%20OR%2097001&addressdetails=1&limit=10',
    );
    expect(response.status).toBe(200);
    const parsed = nominatimResponseSchema.safeParse(await response.json());
    expect(parsed.success).toBe(true);
    const body = parsed.data!;
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      lat: '45.5203000',
      lon: '-123.8431000',
      display_name: '14 Harbor Street, Port Alder, OR 97001',
    });
    expect(searchPlaces('port ALDER').length).toBeGreaterThanOrEqual(4);
    expect(searchPlaces('Cafe Lantern')[0]?.display_name).toBe('221 Cedar Street, Port Alder, OR 97001');
    expect(searchPlaces('Port Alder', 2)).toHaveLength(2);
  });

  it('answers an empty list for unknown places and empty queries', async () => {
    expect(await (await app.request('/_demo/geocode/search?format=json&q=Atlantis')).json()).toEqual([]);
    expect(await (await app.request('/_demo/geocode/search?format=json')).json()).toEqual([]);
  });

  it('knows every place of the Find us page', () => {
    for (const place of PLACES)
      expect(searchPlaces(place.formattedAddress)[0]?.display_name).toBe(place.formattedAddress);
  });
});

describe('the demo tiles', () => {
  it('draws an SVG tile for each z/x/y on the map, and nothing off it', async () => {
    const tile = await app.request('/_demo/tiles/15/5166/11720.svg');
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await tile.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/);
    expect(svg).toContain('15/5166/11720');
    for (const path of [
      '/_demo/tiles/1/2/0.svg',
      '/_demo/tiles/1/0/2.svg',
      '/_demo/tiles/23/0/0.svg',
      '/_demo/tiles/a/0/0.svg',
      '/_demo/tiles/1/0/0.png',
    ])
      expect((await app.request(path)).status).toBe(404);
  });
});
