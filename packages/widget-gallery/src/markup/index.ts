// For servers and templates: the widgets' markup, rendered from the same config the widgets read, and the
// stylesheet that lays it out before any script runs.
export { AlbumGalleryMarkup, type AlbumGalleryMarkupProps } from './AlbumGalleryMarkup';
export { GalleryBackground, type GalleryBackgroundProps } from './GalleryBackground';
export { GALLERY_CSS } from './gallery-css';
export { GalleryClass, GalleryData, SliderData } from './gallery-markup';
export { ImageSlider, type ImageSliderProps } from './ImageSlider';
export { PhotoGallery, type PhotoGalleryProps, type WidgetPlacement } from './PhotoGallery';
