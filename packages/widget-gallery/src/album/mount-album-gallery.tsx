import type { WidgetMount } from '@vitrine/widget-api';
import { WidgetErrorBoundary } from '@vitrine/widget-api/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Checked } from '../field-reader';
import { AlbumGallery } from './AlbumGallery';
import type { AlbumGalleryConfig } from './config';
import { fetchAlbumPhotos } from './fetch-photos';

/**
 * Starts an album gallery: React takes over the albums the server rendered with the same component
 * (hydration: nothing is redrawn, nothing shifts), or renders them when the server did not.
 */
export const mount: WidgetMount<Checked<AlbumGalleryConfig>> = (element, context) => {
  const { config, logger } = context;
  const app = (
    <WidgetErrorBoundary logger={logger} fallback={null}>
      <AlbumGallery
        config={config}
        logger={logger}
        loadPhotos={(album, signal) => fetchAlbumPhotos(album, signal, logger)}
      />
    </WidgetErrorBoundary>
  );
  const options = {
    identifierPrefix: `vg-album-${context.widgetId.replace(/[^\w-]/g, '')}-`,
    onRecoverableError: (error: unknown) => logger.warn('the album gallery was redrawn from scratch', error),
  };
  const root = element.querySelector('.vg-album')
    ? hydrateRoot(element, app, options)
    : createRoot(element, options);
  if (!element.querySelector('.vg-album')) root.render(app);
  return () => root.unmount();
};

// The schema travels in this chunk: the host asks for it and for the mount at once, and gets both in one file.
export { albumGalleryConfig } from './config';
