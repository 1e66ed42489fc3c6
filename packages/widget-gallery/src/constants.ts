// The spec's gallery numbers (widgets §5, §9; core-runtime §3, §9), named once and quoted exactly.

/** Photo gallery layouts (widgets §3 "Photo gallery"). */
export const GALLERY_TYPES = [
  'square',
  'pinterest',
  'panoramic',
  'asymetric',
  'asymetric2',
  'asymetric3',
  'vertical',
] as const;
export type GalleryType = (typeof GALLERY_TYPES)[number];

/** An unknown gallery type falls back to square (widgets §5). */
export const DEFAULT_GALLERY_TYPE: GalleryType = 'square';

/** Columns when none are configured (widgets §5, §9). */
export const DEFAULT_COLUMNS = 4;
/** Columns at most, by layout (widgets §9: 6; 2 for asymetric2 and asymetric3; 1 for panoramic). */
export const MAX_COLUMNS = 6;
export const MAX_COLUMNS_BY_TYPE: Readonly<Partial<Record<GalleryType, number>>> = {
  panoramic: 1,
  asymetric2: 2,
  asymetric3: 2,
};
/** On mobile, default columns are min(thumbnails per row, 2, configured columns) (widgets §5, §9). */
export const MOBILE_COLUMN_CAP = 2;

/** Images per column by layout (widgets §9): asymetric2 5, asymetric3 4, others 1. */
export const IMAGES_PER_COLUMN: Readonly<Partial<Record<GalleryType, number>>> = {
  asymetric2: 5,
  asymetric3: 4,
};

/** Gallery animation delay per image (widgets §9). */
export const ANIMATION_DELAY_MS = 100;

/**
 * Gallery image breakpoints (widgets §9): 1440 (background), 960 (desktop), 640 (tablet), below that mobile.
 * They also decide which device's columns a gallery shows at a given width.
 */
export const BREAKPOINTS = { background: 1440, desktop: 960, tablet: 640 } as const;

/** Image size names and their widths in the AJAX runtime (core-runtime §3, §9). */
export const IMAGE_WIDTHS = { thumbnail: 160, mobile: 640, tablet: 1280, desktop: 1920 } as const;
export type ImageSizeName = keyof typeof IMAGE_WIDTHS;
export const IMAGE_SIZE_NAMES = Object.keys(IMAGE_WIDTHS) as ImageSizeName[];

/** Gallery background defaults (widgets §9): speed 3 seconds, transition fade. */
export const BACKGROUND_TRANSITIONS = ['fade', 'slideLeft', 'slideRight', 'slideTop', 'slideBottom'] as const;
export type BackgroundTransition = (typeof BACKGROUND_TRANSITIONS)[number];
export const DEFAULT_BACKGROUND_SPEED_S = 3;
export const DEFAULT_BACKGROUND_TRANSITION: BackgroundTransition = 'fade';
/** The background's transition takes min(0.75, speed / 2000) seconds (widgets §5). */
export const MAX_BACKGROUND_TRANSITION_S = 0.75;

/** The album call (widgets §7). */
export const ONLINE_PHOTOS_PATH = '/_dm/s/rt/api/public/rt/getonlinephotos';
export const ALBUM_PLATFORM = 'fb';
/** The link inside an album (widgets §4). */
export const BACK_TO_ALBUMS_TEXT = 'back to albums';
/** An album id as the social network gives it: letters, digits, `_` and `-`. */
export const ALBUM_ID_PATTERN = /^[\w-]{1,64}$/;
