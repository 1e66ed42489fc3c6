import type { Device } from '@vitrine/widget-api';
import type { GalleryType } from '../constants';
import {
  DEFAULT_COLUMNS,
  IMAGES_PER_COLUMN,
  MAX_COLUMNS,
  MAX_COLUMNS_BY_TYPE,
  MOBILE_COLUMN_CAP,
} from '../constants';

export interface ColumnSettings {
  /** Columns the owner configured per device; a missing device takes the default rules. */
  columns?: Partial<Record<Device, number>>;
  /** The gallery option `thumbnailsPerRow`. */
  thumbnailsPerRow?: number;
  /** The layout sets one column on mobile. */
  oneColumnOnMobile?: boolean;
}

/** The most columns a layout allows (widgets §5): panoramic 1, asymetric2 and asymetric3 2, others 6. */
export function maxColumnsOf(type: GalleryType): number {
  return MAX_COLUMNS_BY_TYPE[type] ?? MAX_COLUMNS;
}

/** Images in one column of a layout (widgets §9): asymetric2 5, asymetric3 4, others 1. */
export function imagesPerColumnOf(type: GalleryType): number {
  return IMAGES_PER_COLUMN[type] ?? 1;
}

const clamp = (value: number, max: number) => Math.min(Math.max(1, Math.trunc(value)), max);

/**
 * The columns a gallery shows on a device (widgets §5): panoramic always 1; asymetric2 and asymetric3 at most
 * 2; others at most 6; default 4. On mobile: 1 for layouts that set it, else the configured mobile columns (at
 * most 2), else min(thumbnails per row, 2, configured columns).
 */
export function columnsFor(type: GalleryType, device: Device, settings: ColumnSettings = {}): number {
  const max = maxColumnsOf(type);
  const configured = settings.columns?.desktop ?? settings.thumbnailsPerRow ?? DEFAULT_COLUMNS;
  if (device === 'desktop') return clamp(configured, max);
  if (device === 'tablet') return clamp(settings.columns?.tablet ?? configured, max);
  if (settings.oneColumnOnMobile) return 1;
  const mobileMax = Math.min(max, MOBILE_COLUMN_CAP);
  if (settings.columns?.mobile !== undefined) return clamp(settings.columns.mobile, mobileMax);
  return clamp(Math.min(settings.thumbnailsPerRow ?? configured, MOBILE_COLUMN_CAP, configured), mobileMax);
}
