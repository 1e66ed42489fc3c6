import type { OnlinePhoto } from '@vitrine/widget-gallery/protocol';
import { MAX_ALBUM_PHOTOS } from '@vitrine/widget-gallery/protocol';
import type { Database, Statement } from 'better-sqlite3';
import type { OnlineAlbum } from '../site/online-albums';

/** The `online_albums` and `online_album_photos` tables: the albums the album call answers from. */
export class OnlineAlbums {
  readonly #db: Database;
  readonly #insertAlbum: Statement<[string, string, string, string]>;
  readonly #insertPhoto: Statement<[string, number, string, string, number]>;
  readonly #hasAlbum: Statement<[string, string]>;
  readonly #photos: Statement<[string, number]>;

  constructor(db: Database) {
    this.#db = db;
    this.#insertAlbum = db.prepare(
      'INSERT OR IGNORE INTO online_albums (id, platform, name, cover) VALUES (?, ?, ?, ?)',
    );
    this.#insertPhoto = db.prepare(
      'INSERT OR IGNORE INTO online_album_photos (album_id, position, source, caption, likes) VALUES (?, ?, ?, ?, ?)',
    );
    this.#hasAlbum = db.prepare('SELECT 1 FROM online_albums WHERE id = ? AND platform = ?');
    this.#photos = db.prepare(
      'SELECT source, caption, likes FROM online_album_photos WHERE album_id = ? ORDER BY position LIMIT ?',
    );
  }

  /** Gives the database each album it does not have yet; albums already stored are kept as they are. */
  seed(albums: readonly OnlineAlbum[]): void {
    this.#db.transaction(() => {
      for (const album of albums) {
        if (this.#insertAlbum.run(album.id, 'fb', album.name, album.cover).changes === 0) continue;
        for (const [position, photo] of album.photos.entries())
          this.#insertPhoto.run(album.id, position, photo.source, photo.caption, photo.likes);
      }
    })();
  }

  /** An album's photos in order (at most `MAX_ALBUM_PHOTOS`), or undefined when there is no such album. */
  photos(albumId: string, platform: string): OnlinePhoto[] | undefined {
    if (!this.#hasAlbum.get(albumId, platform)) return undefined;
    return this.#photos.all(albumId, MAX_ALBUM_PHOTOS) as OnlinePhoto[];
  }
}
