import type { Device } from '@vitrine/widget-api';
import { DEVICES } from '@vitrine/widget-api';
import type { GalleryImage } from '../images/gallery-image';
import type { ShownShare } from '../images/image-sources';
import type { PhotoGalleryConfig } from '../photo-gallery/config';
import { columnsFor, imagesPerColumnOf } from './columns';

/** One grid cell: a single picture, or a column of several (asymetric2: 5, asymetric3: 4). */
export interface GalleryCell {
  pictures: Array<{ image: GalleryImage; index: number; share: ShownShare }>;
  /** An asymetric gallery's large cell, two columns wide and two rows high. */
  featured: boolean;
  /** Per device: the cell is past the rows shown before "View all". */
  beyond: Record<Device, boolean>;
}

export interface GalleryLayout {
  columns: Record<Device, number>;
  cells: GalleryCell[];
  /** Per device: some cells wait for "View all". */
  hasMore: Record<Device, boolean>;
}

/** Every fifth cell of an asymetric gallery is large: one large and four small fill two rows of four. */
const FEATURED_EVERY = 5;

const perDevice = <Value>(make: (device: Device) => Value) =>
  Object.fromEntries(DEVICES.map((device) => [device, make(device)])) as Record<Device, Value>;

/** Where each picture goes, and which cells each device shows before "View all" (widgets §4, §5). */
export function galleryLayout(config: PhotoGalleryConfig): GalleryLayout {
  const { type, images, rowsToShow } = config;
  const columns = perDevice((device) => columnsFor(type, device, config));
  const perColumn = imagesPerColumnOf(type);
  const cells: GalleryCell[] = [];
  for (let start = 0; start < images.length; start += perColumn) {
    const featured = type === 'asymetric' && cells.length % FEATURED_EVERY === 0;
    const group = images.slice(start, start + perColumn);
    cells.push({
      featured,
      pictures: group.map((image, offset) => ({
        image,
        index: start + offset,
        share: perDevice(
          (device) => shareInCell(type, offset, featured && columns[device] > 1) / columns[device],
        ),
      })),
      beyond: perDevice(() => false),
    });
  }
  const hasMore = perDevice((device) => {
    if (rowsToShow === undefined) return false;
    // A featured cell takes four places of the grid (two by two) wherever there are two columns for it.
    const places = rowsToShow * columns[device];
    let used = 0;
    let more = false;
    for (const cell of cells) {
      used += cell.featured && columns[device] > 1 ? 4 : 1;
      if (used > places) {
        cell.beyond[device] = true;
        more = true;
      }
    }
    return more;
  });
  return { columns, cells, hasMore };
}

/** The share of its cell's width a picture takes: the first of a column is whole, the rest share a row. */
function shareInCell(type: PhotoGalleryConfig['type'], offset: number, wide: boolean): number {
  if (type === 'asymetric2') return offset === 0 ? 1 : 1 / 2;
  if (type === 'asymetric3') return offset === 0 ? 1 : 1 / 3;
  return wide ? 2 : 1;
}
