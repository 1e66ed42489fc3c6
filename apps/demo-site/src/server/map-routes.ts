import type { Hono } from 'hono';
import { PLACES } from '../site/places';

/**
 * The demo's stand-ins for the map services its widgets would call on the internet: a geocoder answering
 * like Nominatim's `/search?format=json&q=` from the site's own places, and placeholder map tiles drawn in
 * code. The widgets reach them through their `endpoint` and `tileUrl` config; production keeps the
 * providers' URLs.
 */
export const DEMO_GEOCODER_ENDPOINT = '/_demo/geocode';
export const DEMO_TILE_URL = '/_demo/tiles/{z}/{x}/{y}.svg';
export const DEMO_TILE_ATTRIBUTION = 'Demo tiles, not a real map';

const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Nominatim-style places whose title, address or aliases hold every word of the query. */
export function searchPlaces(query: string, limit = 10) {
  const wanted = words(query).filter((word) => !['or', 'usa', 'oregon', 'us'].includes(word));
  if (wanted.length === 0) return [];
  return PLACES.filter((place) => {
    const known = new Set(words([place.title, place.formattedAddress, ...(place.aliases ?? [])].join(' ')));
    return wanted.every((word) => known.has(word));
  })
    .slice(0, limit)
    .map((place, index) => ({
      place_id: 9000 + index,
      licence: 'Demo gazetteer of the Harbor & Rye site',
      lat: place.latitude.toFixed(7),
      lon: place.longitude.toFixed(7),
      display_name: place.formattedAddress,
      boundingbox: [
        (place.latitude - 0.0005).toFixed(7),
        (place.latitude + 0.0005).toFixed(7),
        (place.longitude - 0.0005).toFixed(7),
        (place.longitude + 0.0005).toFixed(7),
      ],
    }));
}

const TILE_SIZE = 256;

/**
 * A placeholder tile: paper-coloured land, a street grid that lines up across tiles at every zoom, and the
 * tile's z/x/y written small in a corner. Deterministic, so a tile can be cached for good.
 */
export function placeholderTile(z: number, x: number, y: number): string {
  // Streets every 1/2^k of the world, k growing with the zoom, so there are always a few per tile.
  const streetsPerTile = 4;
  const step = TILE_SIZE / streetsPerTile;
  const lines: string[] = [];
  for (let i = 0; i <= streetsPerTile; i++) {
    const offset = i * step;
    // Every other street is a main road: decided by its position in the world, not in the tile.
    const main = ((x * streetsPerTile + i) % 2 === 0 ? 1 : 0) + ((y * streetsPerTile + i) % 2 === 0 ? 2 : 0);
    lines.push(
      `<line x1="${offset}" y1="0" x2="${offset}" y2="${TILE_SIZE}" stroke="#fff" stroke-width="${main & 1 ? 6 : 3}"/>`,
      `<line x1="0" y1="${offset}" x2="${TILE_SIZE}" y2="${offset}" stroke="#fff" stroke-width="${main & 2 ? 6 : 3}"/>`,
    );
  }
  // A park on some blocks, chosen from the world position so it stays put across reloads.
  const park = (x * 7 + y * 13 + z) % 5 === 0;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" viewBox="0 0 ${TILE_SIZE} ${TILE_SIZE}">`,
    '<rect width="256" height="256" fill="#efe9dc"/>',
    park
      ? `<rect x="${step + 4}" y="${step + 4}" width="${step - 8}" height="${step - 8}" fill="#cfe3c0"/>`
      : '',
    ...lines,
    `<text x="6" y="${TILE_SIZE - 8}" font-family="sans-serif" font-size="10" fill="#9a8f7c">${z}/${x}/${y}</text>`,
    '</svg>',
  ].join('');
}

export function registerMapRoutes(app: Hono): void {
  app.get(`${DEMO_GEOCODER_ENDPOINT}/search`, (c) => {
    const limit = Math.min(Math.max(Number(c.req.query('limit')) || 10, 1), 50);
    c.header('cache-control', 'no-cache');
    // Nominatim's JSON search answers an array, empty when nothing matches.
    return c.json(searchPlaces(c.req.query('q') ?? '', limit));
  });

  app.get('/_demo/tiles/:z/:x/:file', (c) => {
    const match = /^(\d+)\.svg$/.exec(c.req.param('file'));
    const [z, x, y] = [Number(c.req.param('z')), Number(c.req.param('x')), Number(match?.[1])];
    const count = 2 ** z;
    if (!match || !Number.isInteger(z) || z < 0 || z > 22 || !(x >= 0 && x < count && y >= 0 && y < count))
      return c.notFound();
    c.header('cache-control', 'public, max-age=86400');
    return c.body(placeholderTile(z, x, y), 200, { 'content-type': 'image/svg+xml' });
  });
}
