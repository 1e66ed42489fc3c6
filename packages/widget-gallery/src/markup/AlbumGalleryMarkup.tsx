import { widgetAttributes } from '@vitrine/widget-api';
import { AlbumGallery } from '../album/AlbumGallery';
import { readAlbumGalleryConfig } from '../album/config';
import type { WidgetPlacement } from './PhotoGallery';

export interface AlbumGalleryMarkupProps extends WidgetPlacement {
  /** The raw config, as it goes into `data-vitrine-widget-config`. */
  config: unknown;
}

/** An album gallery as the server renders it: its albums, drawn by the component the widget hydrates. */
export function AlbumGalleryMarkup({ id, module, config: raw }: AlbumGalleryMarkupProps) {
  return (
    <div {...widgetAttributes({ name: 'album-gallery', id, module, config: raw })}>
      <AlbumGallery config={readAlbumGalleryConfig(raw)} />
    </div>
  );
}
