import { defineWidget } from '@vitrine/widget-api';
import { albumGalleryConfig } from './album/config';
import { galleryBackgroundConfig } from './background/config';
import { photoGalleryConfig } from './photo-gallery/config';
import { imageSliderConfig } from './slider/config';

// Each mount module is named after its widget, and so is its chunk (`mount-photo-gallery-…`): a page downloads
// one widget's code without the others', and bench/widget-sizes.mjs tells them apart by that name. The config
// readers never refuse a config: they fall back field by field and the widget logs what they fell back on.

/** A photo gallery in one of seven layouts, with its lightbox (PhotoSwipe, on the first open) and deep links. */
export const photoGalleryWidget = defineWidget({
  name: 'photo-gallery',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: photoGalleryConfig,
  load: () => import('./photo-gallery/mount-photo-gallery'),
});

/** Albums of a social network page; opening one shows its photos from the album call. React. */
export const albumGalleryWidget = defineWidget({
  name: 'album-gallery',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: albumGalleryConfig,
  load: () => import('./album/mount-album-gallery'),
});

/** The image slider: Swiper, loaded when the slider nears the viewport. */
export const imageSliderWidget = defineWidget({
  name: 'image-slider',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: imageSliderConfig,
  load: () => import('./slider/mount-image-slider'),
});

/** Slides rotating behind a section's content. */
export const galleryBackgroundWidget = defineWidget({
  name: 'gallery-background',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: galleryBackgroundConfig,
  load: () => import('./background/mount-gallery-background'),
});
