import { defineWidget, lazySchema } from '@vitrine/widget-api';

// Each mount module is named after its widget, and so is its chunk (`mount-photo-gallery-…`): a page downloads
// one widget's code without the others', and bench/widget-sizes.mjs tells them apart by that name. The config
// readers never refuse a config: they fall back field by field and hand the host what they fell back on. Each
// comes with its mount (which re-exports it), so a bundled page that registers the definitions has none of them.

/** A photo gallery in one of seven layouts, with its lightbox (PhotoSwipe, on the first open) and deep links. */
export const photoGalleryWidget = defineWidget({
  name: 'photo-gallery',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./photo-gallery/config').photoGalleryConfig>(() =>
    import('./photo-gallery/mount-photo-gallery').then(({ photoGalleryConfig }) => photoGalleryConfig),
  ),
  load: () => import('./photo-gallery/mount-photo-gallery'),
});

/** Albums of a social network page; opening one shows its photos from the album call. React. */
export const albumGalleryWidget = defineWidget({
  name: 'album-gallery',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./album/config').albumGalleryConfig>(() =>
    import('./album/mount-album-gallery').then(({ albumGalleryConfig }) => albumGalleryConfig),
  ),
  load: () => import('./album/mount-album-gallery'),
});

/** The image slider: Swiper, loaded when the slider nears the viewport. */
export const imageSliderWidget = defineWidget({
  name: 'image-slider',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./slider/config').imageSliderConfig>(() =>
    import('./slider/mount-image-slider').then(({ imageSliderConfig }) => imageSliderConfig),
  ),
  load: () => import('./slider/mount-image-slider'),
});

/** Slides rotating behind a section's content. */
export const galleryBackgroundWidget = defineWidget({
  name: 'gallery-background',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./background/config').galleryBackgroundConfig>(() =>
    import('./background/mount-gallery-background').then(
      ({ galleryBackgroundConfig }) => galleryBackgroundConfig,
    ),
  ),
  load: () => import('./background/mount-gallery-background'),
});
