import type { Logger } from '@vitrine/widget-api';
import { useEffect, useRef, useState } from 'react';
import { BACK_TO_ALBUMS_TEXT } from '../constants';
import type { OnlinePhoto } from '../protocol/online-photos';
import type { Album, AlbumGalleryConfig } from './config';
import { abbreviateLikes } from './likes';

export interface AlbumGalleryProps {
  config: AlbumGalleryConfig;
  /** Fetches an album's photos; absent where nothing can be fetched (the server's render). */
  loadPhotos?: (album: Album, signal: AbortSignal) => Promise<OnlinePhoto[]>;
  logger?: Logger;
}

type View =
  | { insideAlbum: false }
  | { insideAlbum: true; album: Album; photos: 'loading' | 'failed' | OnlinePhoto[] };

export const ALBUM_MESSAGES = {
  loading: 'Loading the photos…',
  failed: 'The photos of this album could not be loaded.',
  empty: 'This album has no photos yet.',
} as const;

const photoCount = (count: number | undefined) =>
  count === undefined ? null : `${count} ${count === 1 ? 'photo' : 'photos'}`;

/**
 * An album gallery (widgets §4): the albums; opening one shows its photos, with captions and likes, and a
 * 'back to albums' link (inside-album); returning shows the albums again. The server renders the albums with
 * this same component, and the widget picks that markup up (hydrates it), so nothing shifts.
 */
export function AlbumGallery({ config, loadPhotos, logger }: AlbumGalleryProps) {
  const [view, setView] = useState<View>({ insideAlbum: false });
  const heading = useRef<HTMLHeadingElement>(null);
  const lastOpened = useRef<string | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);

  const insideId = view.insideAlbum ? view.album.id : undefined;
  useEffect(() => {
    if (insideId !== undefined) heading.current?.focus();
    else if (lastOpened.current !== undefined)
      rootRef.current
        ?.querySelector<HTMLElement>(`[data-album-id="${CSS.escape(lastOpened.current)}"]`)
        ?.focus();
  }, [insideId]);

  useEffect(() => {
    if (!view.insideAlbum || view.photos !== 'loading' || !loadPhotos) return;
    const controller = new AbortController();
    const { album } = view;
    loadPhotos(album, controller.signal).then(
      (photos) => setView((now) => (now.insideAlbum && now.album === album ? { ...now, photos } : now)),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        logger?.error(`the photos of album "${album.id}" could not be loaded`, error);
        setView((now) => (now.insideAlbum && now.album === album ? { ...now, photos: 'failed' } : now));
      },
    );
    return () => controller.abort();
  }, [view, loadPhotos, logger]);

  if (!view.insideAlbum)
    return (
      <div className="vg-album" data-inside-album="false" ref={rootRef}>
        <ul className="vg-album__grid" aria-label={config.title}>
          {config.albums.map((album) => (
            <li key={album.id}>
              <button
                type="button"
                className="vg-album__open"
                data-album-id={album.id}
                onClick={() => {
                  lastOpened.current = album.id;
                  setView({ insideAlbum: true, album, photos: 'loading' });
                }}
              >
                <img className="vg-album__cover" src={album.cover} alt="" loading="lazy" decoding="async" />
                <span className="vg-album__name">{album.name}</span>
                {album.count === undefined ? null : (
                  <span className="vg-album__count">{photoCount(album.count)}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );

  const { album, photos } = view;
  return (
    <div className="vg-album" data-inside-album="true" ref={rootRef}>
      <button type="button" className="vg-album__back" onClick={() => setView({ insideAlbum: false })}>
        {BACK_TO_ALBUMS_TEXT}
      </button>
      <h3 className="vg-album__heading" tabIndex={-1} ref={heading}>
        {album.name}
      </h3>
      {photos === 'loading' ? (
        <p className="vg-album__status" role="status">
          {ALBUM_MESSAGES.loading}
        </p>
      ) : photos === 'failed' ? (
        <p className="vg-album__status" role="alert">
          {ALBUM_MESSAGES.failed}
        </p>
      ) : photos.length === 0 ? (
        <p className="vg-album__status" role="status">
          {ALBUM_MESSAGES.empty}
        </p>
      ) : (
        <AlbumPhotos photos={photos} albumName={album.name} logger={logger} />
      )}
    </div>
  );
}

function AlbumPhotos({
  photos,
  albumName,
  logger,
}: {
  photos: OnlinePhoto[];
  albumName: string;
  logger?: Logger;
}) {
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  return (
    <ul className="vg-album__grid" aria-label={`Photos of ${albumName}`}>
      {photos.map((photo, index) =>
        failed.has(index) ? null : (
          // biome-ignore lint/suspicious/noArrayIndexKey: an album may hold the same photo twice.
          <li key={index}>
            <figure className="vg-album__figure">
              <img
                className="vg-album__photo"
                src={photo.source}
                alt={photo.caption}
                loading="lazy"
                decoding="async"
                onError={() => {
                  // Widgets §8: an album image that fails is logged, and the album goes on without it.
                  logger?.warn(`an album photo could not be loaded and is left out: ${photo.source}`);
                  setFailed((now) => new Set(now).add(index));
                }}
              />
              <figcaption>
                {photo.caption ? <span>{photo.caption}</span> : null}
                <span className="vg-album__likes">
                  <span aria-hidden="true">♥ </span>
                  {`${abbreviateLikes(photo.likes)} likes`}
                </span>
              </figcaption>
            </figure>
          </li>
        ),
      )}
    </ul>
  );
}
