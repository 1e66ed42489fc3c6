import type { Logger } from '@vitrine/widget-api';
import { platformUrl } from '@vitrine/widget-api';
import type { OnlinePhoto } from '../protocol/online-photos';
import type { Album } from './config';

/** An album call that has not answered by then has failed. */
export const ALBUM_TIMEOUT_MS = 30_000;

/**
 * An album's photos from the album call (widgets §7). The answer's schema (zod/mini, a chunk of its own) is
 * fetched beside the answer, not after it. A failed call, or an answer that is not a list, rejects; a photo
 * that does not fit is skipped and logged, the rest are shown.
 */
export async function fetchAlbumPhotos(
  album: Album,
  signal: AbortSignal,
  logger: Logger,
  fetcher: typeof fetch = fetch,
): Promise<OnlinePhoto[]> {
  const protocol = import('../protocol/online-photos');
  const { onlinePhotosUrl } = await protocol;
  const response = await fetcher(platformUrl(onlinePhotosUrl(album.id)), {
    signal: AbortSignal.any([signal, AbortSignal.timeout(ALBUM_TIMEOUT_MS)]),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`the album call answered ${response.status}`);
  const body: unknown = await response.json();
  const { MAX_ALBUM_PHOTOS, onlinePhotoSchema } = await protocol;
  if (!Array.isArray(body)) throw new Error('the album call did not answer a list of photos');
  const photos: OnlinePhoto[] = [];
  body.slice(0, MAX_ALBUM_PHOTOS).forEach((item, index) => {
    const photo = onlinePhotoSchema.safeParse(item);
    if (photo.success) photos.push(photo.data);
    else
      logger.warn(
        `album "${album.id}": photo ${index} is not a photo (${photo.error.issues[0]?.message}); it is skipped`,
      );
  });
  return photos;
}
