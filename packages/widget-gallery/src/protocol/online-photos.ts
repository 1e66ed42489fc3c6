import * as z from 'zod/mini';
import { ALBUM_ID_PATTERN, ALBUM_PLATFORM, ONLINE_PHOTOS_PATH } from '../constants';

/** The most photos one answer carries: what an album page can show at once. */
export const MAX_ALBUM_PHOTOS = 100;

/** One photo of an album (widgets §3 "Album photo"). */
export const onlinePhotoSchema = z.object({
  /** The image's URL. */
  source: z.string().check(z.minLength(1), z.maxLength(2048)),
  caption: z._default(z.string().check(z.maxLength(2000)), ''),
  likes: z._default(z.number().check(z.gte(0)), 0),
});
export type OnlinePhoto = z.output<typeof onlinePhotoSchema>;

/**
 * The answer of `GET /_dm/s/rt/api/public/rt/getonlinephotos?id={albumId}&platform=fb` (widgets §7): the
 * album's photos. The widget reads each photo on its own, skipping (and logging) one that does not fit.
 */
export const onlinePhotosResponseSchema = z.array(onlinePhotoSchema).check(z.maxLength(MAX_ALBUM_PHOTOS));

/** The call's query, as a server checks it. */
export const onlinePhotosQuerySchema = z.object({
  id: z.string().check(z.regex(ALBUM_ID_PATTERN)),
  platform: z.literal(ALBUM_PLATFORM),
});

/** The URL of an album's photos. */
export function onlinePhotosUrl(albumId: string): string {
  return `${ONLINE_PHOTOS_PATH}?id=${encodeURIComponent(albumId)}&platform=${ALBUM_PLATFORM}`;
}
