export { ALBUM_MESSAGES, AlbumGallery, type AlbumGalleryProps } from './album/AlbumGallery';
export {
  type Album,
  type AlbumGalleryConfig,
  albumGalleryConfig,
  MAX_ALBUMS,
  readAlbumGalleryConfig,
} from './album/config';
export { ALBUM_TIMEOUT_MS, fetchAlbumPhotos } from './album/fetch-photos';
export { abbreviateLikes } from './album/likes';
export {
  type GalleryBackgroundConfig,
  galleryBackgroundConfig,
  MAX_BACKGROUND_SLIDES,
  readGalleryBackgroundConfig,
} from './background/config';
export { backgroundTransitionSeconds } from './background/transition-time';
export * from './constants';
export { type GalleryHash, galleryHash, parseGalleryHash } from './deep-link/gallery-hash';
export {
  albumGalleryWidget,
  galleryBackgroundWidget,
  imageSliderWidget,
  photoGalleryWidget,
} from './definitions';
export type { Checked } from './field-reader';
export type { GalleryImage, ImageLink } from './images/gallery-image';
export {
  backgroundImageFor,
  backgroundSources,
  imageSizes,
  imageSrcset,
  type ShownShare,
  sizedImageUrl,
} from './images/image-sources';
export { type ColumnSettings, columnsFor, imagesPerColumnOf, maxColumnsOf } from './layout/columns';
export { type GalleryCell, type GalleryLayout, galleryLayout } from './layout/gallery-layout';
export {
  IMAGE_ANIMATIONS,
  type ImageAnimation,
  MAX_GALLERY_IMAGES,
  type PhotoGalleryConfig,
  photoGalleryConfig,
  readPhotoGalleryConfig,
  TEXT_LAYOUTS,
  type TextLayout,
  VIEW_ALL_TEXT,
  VIEW_LESS_TEXT,
} from './photo-gallery/config';
export type { GalleryLinkMessage } from './photo-gallery/editor-forwarding';
export { animationDelayMs } from './photo-gallery/entrance';
export {
  DEFAULT_SLIDER_INTERVAL_S,
  type ImageSliderConfig,
  imageSliderConfig,
  MAX_SLIDES,
  MIN_SLIDER_INTERVAL_S,
  readImageSliderConfig,
} from './slider/config';
