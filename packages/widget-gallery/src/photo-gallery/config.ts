import type { GalleryType } from '../constants';
import { DEFAULT_GALLERY_TYPE, GALLERY_TYPES, MAX_COLUMNS } from '../constants';
import type { Checked } from '../field-reader';
import { checkedSchema, FieldReader } from '../field-reader';
import type { GalleryImage } from '../images/gallery-image';
import { readGalleryImage } from '../images/gallery-image';
import type { ColumnSettings } from '../layout/columns';
import { PhotoGalleryAttribute } from '../markup/gallery-markup';

/** Where a picture's caption goes (widgets §3 `data-text-layout`). */
export const TEXT_LAYOUTS = ['below', 'overlay', 'hover', 'none'] as const;
export type TextLayout = (typeof TEXT_LAYOUTS)[number];

/** How pictures come in as they scroll into view (widgets §3 `data-image-animation`). */
export const IMAGE_ANIMATIONS = ['none', 'fade', 'zoom', 'slide-up'] as const;
export type ImageAnimation = (typeof IMAGE_ANIMATIONS)[number];

/** The most pictures one gallery shows: more is a page no phone should be asked to lay out. */
export const MAX_GALLERY_IMAGES = 500;

export interface PhotoGalleryConfig extends ColumnSettings {
  type: GalleryType;
  textLayout: TextLayout;
  imageAnimation: ImageAnimation;
  /** Pictures lead to their link instead of opening the lightbox (`data-link-gallery`). */
  linkGallery: boolean;
  /** Rows shown before "View all"; undefined shows every picture. */
  rowsToShow: number | undefined;
  /** The gallery's name for screen readers. */
  title: string;
  viewAllText: string;
  viewLessText: string;
  images: GalleryImage[];
}

export const VIEW_ALL_TEXT = 'View all';
export const VIEW_LESS_TEXT = 'View less';

/** Reads a photo gallery's raw config; every garbage field falls back to its default, with a warning. */
export function readPhotoGalleryConfig(raw: unknown): Checked<PhotoGalleryConfig> {
  const read = new FieldReader(raw, 'photo gallery');
  const type = readType(read);
  const options = new FieldReader(read.raw('options'), 'gallery options');
  const columnsRaw = read.raw('columns');
  const columns: ColumnSettings['columns'] = {};
  if (columnsRaw !== undefined) {
    const perDevice = new FieldReader(
      typeof columnsRaw === 'number' || typeof columnsRaw === 'string' ? { desktop: columnsRaw } : columnsRaw,
      'columns',
    );
    for (const device of ['desktop', 'tablet', 'mobile'] as const) {
      const value = perDevice.count(device, 1, MAX_COLUMNS, undefined);
      if (value !== undefined) columns[device] = value;
    }
    for (const warning of perDevice.warnings) read.warn(`columns.${warning}`);
  }
  const thumbnailsPerRow = options.count('thumbnailsPerRow', 1, MAX_COLUMNS, undefined);
  const rowsToShow = options.count('rowsToShow', 1, 1000, undefined);
  for (const warning of options.warnings) read.warn(`options.${warning}`);
  const rawImages = read.list('images');
  if (rawImages.length > MAX_GALLERY_IMAGES)
    read.warn(`images: ${rawImages.length} pictures; the first ${MAX_GALLERY_IMAGES} are shown`);
  const images = rawImages
    .slice(0, MAX_GALLERY_IMAGES)
    .flatMap((image, index) => readGalleryImage(image, index, (message) => read.warn(message)) ?? []);
  if (images.length === 0) read.warn('the gallery has no pictures to show');
  return {
    type,
    columns,
    thumbnailsPerRow,
    oneColumnOnMobile: read.flag('oneColumnOnMobile', false),
    textLayout: read.oneOf('textLayout', TEXT_LAYOUTS, 'below'),
    imageAnimation: read.oneOf('imageAnimation', IMAGE_ANIMATIONS, 'none'),
    linkGallery: read.flag('linkGallery', false),
    rowsToShow,
    title: read.text('title', 'Photo gallery'),
    viewAllText: read.text('viewAllText', VIEW_ALL_TEXT),
    viewLessText: read.text('viewLessText', VIEW_LESS_TEXT),
    images,
    warnings: read.warnings,
  };
}

/**
 * The settings the gallery's element carries as attributes (widgets §3: `data-text-layout`,
 * `data-image-animation`, `data-link-gallery`) over those of its JSON config, the alternative: markup from a
 * server that writes only the attributes works, and so does a config that names them. A garbage attribute
 * leaves the config's value, with a warning (the host never saw the attributes, so the mount logs these).
 */
export function withMarkupAttributes(
  config: PhotoGalleryConfig,
  element: Element,
): Checked<PhotoGalleryConfig> {
  const { textLayout, imageAnimation, linkGallery } = PhotoGalleryAttribute;
  const present = [textLayout, imageAnimation, linkGallery].flatMap((name) => {
    const value = element.getAttribute(name);
    return value === null ? [] : [[name, value.trim()] as const];
  });
  if (present.length === 0) return { ...config, warnings: [] };
  const read = new FieldReader(Object.fromEntries(present), 'gallery markup');
  const settings = {
    textLayout: read.oneOf(textLayout, TEXT_LAYOUTS, config.textLayout),
    imageAnimation: read.oneOf(imageAnimation, IMAGE_ANIMATIONS, config.imageAnimation),
    linkGallery: read.flag(linkGallery, config.linkGallery),
  };
  return { ...config, ...settings, warnings: read.warnings };
}

function readType(read: FieldReader): GalleryType {
  const value = read.raw('type');
  if (value === undefined) return DEFAULT_GALLERY_TYPE;
  if (typeof value === 'string' && (GALLERY_TYPES as readonly string[]).includes(value))
    return value as GalleryType;
  // Widgets §5: an unknown gallery type falls back to square.
  read.warn(`type: ${JSON.stringify(value)} is not a gallery type; ${DEFAULT_GALLERY_TYPE} is used`);
  return DEFAULT_GALLERY_TYPE;
}

export const photoGalleryConfig = checkedSchema(readPhotoGalleryConfig);
