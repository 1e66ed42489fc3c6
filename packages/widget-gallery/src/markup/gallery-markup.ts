/** The classes and data attributes the server renders and the widgets read: one list for both. */
export const GalleryClass = {
  root: 'vg',
  toggle: 'vg__toggle',
  /** On the root while every picture shows ("View all", `isAll`). */
  all: 'vg--all',
  /** On a picture while it waits to animate in. */
  pending: 'vg__item--pending',
  /** On a picture animating in. */
  entering: 'vg__item--entering',
} as const;

export const GalleryData = {
  /** A picture's position in its gallery, 0-based. */
  index: 'data-vg-index',
  /** The original image, for the one fallback of an image that fails to load (widgets §8). */
  original: 'data-vg-original',
  /** A link that opens the lightbox. */
  open: 'data-vg-open',
  /** A link gallery's link to a page or URL. */
  link: 'data-vg-link',
  /** The "View all" / "View less" button. */
  toggle: 'data-vg-toggle',
} as const;

/**
 * The photo gallery's settings as the spec names them, attributes of its element (widgets §3). The server
 * writes them from the config; the widget reads them first, the JSON config being the alternative.
 */
export const PhotoGalleryAttribute = {
  textLayout: 'data-text-layout',
  imageAnimation: 'data-image-animation',
  linkGallery: 'data-link-gallery',
} as const;

export const SliderData = {
  /** A slide image's alternative path, for its one fallback (widgets §8 "Failed slider image"). */
  alternative: 'data-vg-alternative',
  previous: 'data-vg-previous',
  next: 'data-vg-next',
} as const;
