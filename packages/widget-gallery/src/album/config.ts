import { ALBUM_ID_PATTERN } from '../constants';
import type { Checked } from '../field-reader';
import { checkedSchema, describe, FieldReader } from '../field-reader';

/** One album of the social network's page, as the owner picked it. */
export interface Album {
  /** The network's album id, asked for with the album call. */
  id: string;
  name: string;
  /** The album's cover image. */
  cover: string;
  /** How many photos it has, when known. */
  count: number | undefined;
}

export interface AlbumGalleryConfig {
  albums: Album[];
  /** The widget's name for screen readers. */
  title: string;
}

export const MAX_ALBUMS = 50;

export function readAlbumGalleryConfig(raw: unknown): Checked<AlbumGalleryConfig> {
  const read = new FieldReader(raw, 'album gallery');
  const albums = read
    .list('albums')
    .slice(0, MAX_ALBUMS)
    .flatMap((item, index): Album[] => {
      const album = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      const id = typeof album.id === 'number' ? String(album.id) : album.id;
      if (
        typeof id !== 'string' ||
        !ALBUM_ID_PATTERN.test(id) ||
        typeof album.cover !== 'string' ||
        album.cover === ''
      ) {
        read.warn(
          `albums[${index}]: expected { id, name, cover }, got ${describe(item)} without a usable id or cover; it is skipped`,
        );
        return [];
      }
      const count =
        typeof album.count === 'number' && Number.isInteger(album.count) && album.count >= 0
          ? album.count
          : undefined;
      return [
        {
          id,
          name: typeof album.name === 'string' && album.name.trim() ? album.name.trim() : 'Album',
          cover: album.cover,
          count,
        },
      ];
    });
  if (albums.length === 0) read.warn('the album gallery has no albums to show');
  return { albums, title: read.text('title', 'Photo albums'), warnings: read.warnings };
}

export const albumGalleryConfig = checkedSchema(readAlbumGalleryConfig);
