// For servers answering the gallery's calls, and for tests: the album call's shapes and limits.
export { ALBUM_ID_PATTERN, ALBUM_PLATFORM, ONLINE_PHOTOS_PATH } from '../constants';
export type { OnlinePhoto } from './online-photos';
export {
  MAX_ALBUM_PHOTOS,
  onlinePhotoSchema,
  onlinePhotosQuerySchema,
  onlinePhotosResponseSchema,
  onlinePhotosUrl,
} from './online-photos';
