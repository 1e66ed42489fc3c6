import {
  ONLINE_PHOTOS_PATH,
  onlinePhotosQuerySchema,
  onlinePhotosResponseSchema,
} from '@vitrine/widget-gallery/protocol';
import type { Hono } from 'hono';
import type { OnlineAlbums } from '../db/online-albums';

/**
 * The album call (widgets spec §7), answered from SQLite: `id` must be an album id and `platform` must be
 * `fb`; the answer is checked with the gallery's own schema before it leaves, so the widget and the server
 * can never disagree on its shape.
 */
export function registerGalleryRoutes(app: Hono, albums: OnlineAlbums): void {
  app.get(ONLINE_PHOTOS_PATH, (c) => {
    c.header('cache-control', 'no-store');
    const query = onlinePhotosQuerySchema.safeParse({
      id: c.req.query('id'),
      platform: c.req.query('platform'),
    });
    if (!query.success) return c.json({ error: 'Expected ?id={albumId}&platform=fb' }, 400);
    const photos = albums.photos(query.data.id, query.data.platform);
    if (!photos) return c.json({ error: 'No such album' }, 404);
    return c.json(onlinePhotosResponseSchema.parse(photos));
  });
}
