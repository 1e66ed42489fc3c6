// The CDN entry: a page importing this module registers the four gallery widgets with core, whenever core
// boots. Each widget's mount code, PhotoSwipe (with the lightbox) and Swiper (with the slider) are separate
// chunks, loaded on first need.
import { registerWidget } from '@vitrine/widget-api';
import {
  albumGalleryWidget,
  galleryBackgroundWidget,
  imageSliderWidget,
  photoGalleryWidget,
} from './definitions';

registerWidget(photoGalleryWidget);
registerWidget(albumGalleryWidget);
registerWidget(imageSliderWidget);
registerWidget(galleryBackgroundWidget);
