export { ALBUM_MESSAGES, AlbumGallery, type AlbumGalleryProps } from './album/AlbumGallery';
export { ALBUM_TIMEOUT_MS, fetchAlbumPhotos } from './album/fetch-photos';
export { abbreviateLikes } from './album/likes';
export { backgroundTransitionSeconds } from './background/transition-time';
export {
  type Album,
  type AlbumGalleryConfig,
  albumGalleryConfig,
  MAX_ALBUMS,
  readAlbumGalleryConfig,
} from './config/album-config';
export {
  type GalleryBackgroundConfig,
  galleryBackgroundConfig,
  MAX_BACKGROUND_SLIDES,
  readGalleryBackgroundConfig,
} from './config/background-config';
export type { GalleryImage, ImageLink } from './config/gallery-image';
export type { Checked } from './config/lenient-schema';
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
} from './config/photo-gallery-config';
export {
  DEFAULT_SLIDER_INTERVAL_S,
  type ImageSliderConfig,
  imageSliderConfig,
  MAX_SLIDES,
  MIN_SLIDER_INTERVAL_S,
  readImageSliderConfig,
} from './config/slider-config';
export * from './constants';
export { type GalleryHash, galleryHash, parseGalleryHash } from './deep-link/gallery-hash';
export {
  albumGalleryWidget,
  galleryBackgroundWidget,
  imageSliderWidget,
  photoGalleryWidget,
} from './definitions';
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
export type { GalleryLinkMessage } from './photo-gallery/editor-forwarding';
export { animationDelayMs } from './photo-gallery/entrance';
