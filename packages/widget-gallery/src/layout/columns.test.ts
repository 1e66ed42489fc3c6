import { DEVICES } from '@vitrine/widget-api';
import { describe, expect, it } from 'vitest';
import { GALLERY_TYPES } from '../constants';
import { columnsFor, imagesPerColumnOf, maxColumnsOf } from './columns';

describe('columnsFor', () => {
  // Every type on every device, with nothing configured and with far too many columns asked for.
  const expected = {
    square: { desktop: [4, 6], tablet: [4, 6], mobile: [2, 2] },
    pinterest: { desktop: [4, 6], tablet: [4, 6], mobile: [2, 2] },
    asymetric: { desktop: [4, 6], tablet: [4, 6], mobile: [2, 2] },
    vertical: { desktop: [4, 6], tablet: [4, 6], mobile: [2, 2] },
    panoramic: { desktop: [1, 1], tablet: [1, 1], mobile: [1, 1] },
    asymetric2: { desktop: [2, 2], tablet: [2, 2], mobile: [2, 2] },
    asymetric3: { desktop: [2, 2], tablet: [2, 2], mobile: [2, 2] },
  } as const;
  for (const type of GALLERY_TYPES)
    for (const device of DEVICES)
      it(`${type} on ${device}: the default, and the cap for 9 columns`, () => {
        const [byDefault, capped] = expected[type][device];
        expect(columnsFor(type, device)).toBe(byDefault);
        expect(columnsFor(type, device, { columns: { desktop: 9, tablet: 9, mobile: 9 } })).toBe(capped);
      });

  it('defaults to 4 columns', () => {
    expect(columnsFor('square', 'desktop', {})).toBe(4);
  });

  it('takes thumbnails per row when no desktop columns are set', () => {
    expect(columnsFor('square', 'desktop', { thumbnailsPerRow: 3 })).toBe(3);
    expect(columnsFor('square', 'tablet', { thumbnailsPerRow: 5 })).toBe(5);
  });

  it('on mobile defaults to min(thumbnails per row, 2, configured columns)', () => {
    expect(columnsFor('square', 'mobile', { thumbnailsPerRow: 1, columns: { desktop: 5 } })).toBe(1);
    expect(columnsFor('square', 'mobile', { thumbnailsPerRow: 5, columns: { desktop: 1 } })).toBe(1);
    expect(columnsFor('square', 'mobile', { thumbnailsPerRow: 5, columns: { desktop: 5 } })).toBe(2);
    expect(columnsFor('vertical', 'mobile', { columns: { desktop: 3 } })).toBe(2);
  });

  it('is 1 on mobile for layouts that set it, whatever else is configured', () => {
    for (const type of GALLERY_TYPES)
      expect(columnsFor(type, 'mobile', { oneColumnOnMobile: true, columns: { mobile: 2 } })).toBe(1);
    expect(columnsFor('square', 'desktop', { oneColumnOnMobile: true })).toBe(4);
  });

  it('keeps configured mobile columns within the mobile cap of 2', () => {
    expect(columnsFor('square', 'mobile', { columns: { mobile: 1 } })).toBe(1);
    expect(columnsFor('square', 'mobile', { columns: { mobile: 4 } })).toBe(2);
    expect(columnsFor('panoramic', 'mobile', { columns: { mobile: 2 } })).toBe(1);
  });

  it('takes the desktop columns on tablet unless tablet has its own', () => {
    expect(columnsFor('square', 'tablet', { columns: { desktop: 5 } })).toBe(5);
    expect(columnsFor('square', 'tablet', { columns: { desktop: 5, tablet: 3 } })).toBe(3);
  });

  it('never goes below one column', () => {
    expect(columnsFor('square', 'desktop', { columns: { desktop: 0 } })).toBe(1);
    expect(columnsFor('square', 'mobile', { columns: { mobile: -3 } })).toBe(1);
  });
});

describe('layout limits', () => {
  it('allows 6 columns, 2 for asymetric2 and asymetric3, 1 for panoramic', () => {
    expect(GALLERY_TYPES.map((type) => [type, maxColumnsOf(type)])).toEqual([
      ['square', 6],
      ['pinterest', 6],
      ['panoramic', 1],
      ['asymetric', 6],
      ['asymetric2', 2],
      ['asymetric3', 2],
      ['vertical', 6],
    ]);
  });

  it('puts 5 images in a column of asymetric2, 4 in asymetric3, 1 in the others', () => {
    expect(GALLERY_TYPES.map((type) => imagesPerColumnOf(type))).toEqual([1, 1, 1, 1, 5, 4, 1]);
  });
});
