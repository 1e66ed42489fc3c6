import { describe, expect, it } from 'vitest';
import { readPhotoGalleryConfig } from '../photo-gallery/config';
import { galleryLayout } from './gallery-layout';

const pictures = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ url: `/g/${index}.jpg`, width: 1200, height: 800 }));

describe('galleryLayout', () => {
  it('puts one picture in each cell, five in a column of asymetric2 and four in asymetric3', () => {
    const cellSizes = (type: string) =>
      galleryLayout(readPhotoGalleryConfig({ type, images: pictures(12) })).cells.map(
        (cell) => cell.pictures.length,
      );
    expect(cellSizes('square')).toEqual(Array(12).fill(1));
    expect(cellSizes('asymetric2')).toEqual([5, 5, 2]);
    expect(cellSizes('asymetric3')).toEqual([4, 4, 4]);
  });

  it('keeps the first rows of each device before "View all"', () => {
    const layout = galleryLayout(
      readPhotoGalleryConfig({ images: pictures(10), options: { thumbnailsPerRow: 4, rowsToShow: 2 } }),
    );
    expect(layout.columns).toEqual({ desktop: 4, tablet: 4, mobile: 2 });
    const shown = (device: 'desktop' | 'tablet' | 'mobile') =>
      layout.cells.filter((cell) => !cell.beyond[device]).length;
    expect(shown('desktop')).toBe(8);
    expect(shown('mobile')).toBe(4);
    expect(layout.hasMore).toEqual({ desktop: true, tablet: true, mobile: true });
  });

  it('has nothing more when every row fits, or no rows are set', () => {
    expect(
      galleryLayout(readPhotoGalleryConfig({ images: pictures(4), options: { rowsToShow: 1 } })).hasMore,
    ).toEqual({
      desktop: false,
      tablet: false,
      mobile: true,
    });
    expect(galleryLayout(readPhotoGalleryConfig({ images: pictures(40) })).hasMore).toEqual({
      desktop: false,
      tablet: false,
      mobile: false,
    });
  });

  it("counts an asymetric gallery's large cell as four places, and makes it two columns wide", () => {
    const layout = galleryLayout(
      readPhotoGalleryConfig({ type: 'asymetric', images: pictures(7), options: { rowsToShow: 2 } }),
    );
    expect(layout.cells.map((cell) => cell.featured)).toEqual([
      true,
      false,
      false,
      false,
      false,
      true,
      false,
    ]);
    // Desktop, 4 columns, 2 rows: the large cell and four small ones.
    expect(layout.cells.filter((cell) => !cell.beyond.desktop)).toHaveLength(5);
    expect(layout.cells[0]?.pictures[0]?.share).toEqual({ desktop: 0.5, tablet: 0.5, mobile: 1 });
    expect(layout.cells[1]?.pictures[0]?.share).toEqual({ desktop: 0.25, tablet: 0.25, mobile: 0.5 });
  });

  it("sizes an asymetric2 column's first picture whole and the others half", () => {
    const [cell] = galleryLayout(readPhotoGalleryConfig({ type: 'asymetric2', images: pictures(5) })).cells;
    expect(cell?.pictures.map((picture) => picture.share.desktop)).toEqual([0.5, 0.25, 0.25, 0.25, 0.25]);
  });
});
