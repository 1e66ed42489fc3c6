import { onlinePhotosResponseSchema } from '@vitrine/widget-gallery/protocol';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { openSiteDatabase } from '../db/open-site-database';
import { ONLINE_ALBUMS } from '../site/online-albums';
import { registerGalleryRoutes } from './gallery-routes';

const database = openSiteDatabase(':memory:');
const app = new Hono();
registerGalleryRoutes(app, database.onlineAlbums);
afterAll(() => database.close());

const call = (query: string) => app.request(`/_dm/s/rt/api/public/rt/getonlinephotos${query}`);

describe('the album call', () => {
  it("answers an album's photos from SQLite, in order, in the gallery's own shape", async () => {
    const response = await call('?id=harvest-2024&platform=fb');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const photos = onlinePhotosResponseSchema.parse(await response.json());
    expect(photos).toEqual(ONLINE_ALBUMS[0]?.photos);
  });

  it.each([
    ['', 400],
    ['?id=harvest-2024', 400],
    ['?id=harvest-2024&platform=instagram', 400],
    ['?id=..%2F..%2Fetc&platform=fb', 400],
    [`?id=${'a'.repeat(65)}&platform=fb`, 400],
    ['?id=no-such-album&platform=fb', 404],
  ])('refuses %s with %d', async (query, status) => {
    const response = await call(query);
    expect(response.status).toBe(status);
    expect(await response.json()).toHaveProperty('error');
  });

  it('seeds each album once: a second start keeps what is stored', () => {
    database.onlineAlbums.seed(ONLINE_ALBUMS);
    expect(database.onlineAlbums.photos('market-mornings', 'fb')).toHaveLength(3);
  });
});
