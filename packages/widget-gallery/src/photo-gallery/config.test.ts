import { parseConfig } from '@vitrine/widget-api';
import { describe, expect, it } from 'vitest';
import { photoGalleryConfig, readPhotoGalleryConfig } from './config';

const picture = { url: '/g/a.jpg', width: 1200, height: 800 };

describe('photo gallery config', () => {
  it('fills every default for a minimal config, without a warning', () => {
    const config = readPhotoGalleryConfig({ images: [picture] });
    expect(config).toMatchObject({
      type: 'square',
      columns: {},
      thumbnailsPerRow: undefined,
      rowsToShow: undefined,
      oneColumnOnMobile: false,
      textLayout: 'below',
      imageAnimation: 'none',
      linkGallery: false,
      title: 'Photo gallery',
      viewAllText: 'View all',
      viewLessText: 'View less',
    });
    expect(config.images).toEqual([{ ...picture, title: '', text: '', alt: '', link: undefined }]);
    expect(config.warnings).toEqual([]);
  });

  it('falls back field by field on garbage, saying what it did', () => {
    const config = readPhotoGalleryConfig({
      type: 'hexagon',
      columns: { desktop: -2, tablet: 'three', mobile: 9 },
      options: { thumbnailsPerRow: 2.5, rowsToShow: 0 },
      textLayout: 42,
      imageAnimation: 'spin',
      linkGallery: 'yes',
      oneColumnOnMobile: 'maybe',
      title: '   ',
      images: [picture],
    });
    expect(config).toMatchObject({
      type: 'square',
      columns: { mobile: 6 },
      thumbnailsPerRow: undefined,
      rowsToShow: undefined,
      textLayout: 'below',
      imageAnimation: 'none',
      linkGallery: false,
      oneColumnOnMobile: false,
      title: 'Photo gallery',
    });
    expect(config.warnings).toEqual([
      'type: "hexagon" is not a gallery type; square is used',
      'columns.desktop: -2 is not a whole number from 1 to 6; the default is used',
      'columns.tablet: "three" is not a whole number from 1 to 6; the default is used',
      'columns.mobile: 9 is above 6; 6 is used',
      'options.thumbnailsPerRow: 2.5 is not a whole number from 1 to 6; the default is used',
      'options.rowsToShow: 0 is not a whole number from 1 to 1000; the default is used',
      'oneColumnOnMobile: "maybe" is not true or false; false is used',
      'textLayout: 42 is not one of below, overlay, hover, none; below is used',
      'imageAnimation: "spin" is not one of none, fade, zoom, slide-up; none is used',
      'linkGallery: "yes" is not true or false; false is used',
      'title: "   " is not text; "Photo gallery" is used',
    ]);
  });

  it('reads data-attribute text: numbers and flags as strings', () => {
    const config = readPhotoGalleryConfig({
      columns: '3',
      options: { thumbnailsPerRow: '2', rowsToShow: '1' },
      linkGallery: 'true',
      images: [{ url: '/g/b.jpg', width: '640', height: '480' }],
    });
    expect(config).toMatchObject({
      columns: { desktop: 3 },
      thumbnailsPerRow: 2,
      rowsToShow: 1,
      linkGallery: true,
    });
    expect(config.images[0]).toMatchObject({ width: 640, height: 480 });
    expect(config.warnings).toEqual([]);
  });

  it('skips pictures it cannot show, naming them, and keeps the others in order', () => {
    const config = readPhotoGalleryConfig({
      images: [
        picture,
        'not a picture',
        { url: '/g/c.jpg', width: 0, height: 300 },
        { url: 'javascript:alert(1)', width: 10, height: 10 },
        null,
        { url: '/g/d.jpg', width: 500, height: 500, title: 'D', link: 'javascript:void(0)' },
        { url: '/g/e.jpg', width: 500, height: 500, link: { href: 'https://example.com', target: '_blank' } },
      ],
    });
    expect(config.images.map((image) => image.url)).toEqual(['/g/a.jpg', '/g/d.jpg', '/g/e.jpg']);
    expect(config.images[1]).toMatchObject({ alt: 'D', link: undefined });
    expect(config.images[2]?.link).toEqual({ href: 'https://example.com', target: '_blank' });
    expect(config.warnings).toEqual([
      'images[1]: expected a picture, got a string; it is skipped',
      'images[2]: no usable width; it is skipped',
      'images[3]: no usable url; it is skipped',
      'images[4]: expected a picture, got null; it is skipped',
      'images[5].link: not a usable link; the picture links nowhere',
    ]);
  });

  it.each([
    [undefined, ['the gallery has no pictures to show']],
    [null, ['the gallery has no pictures to show']],
    [
      [],
      [
        'the photo gallery config is not an object: every setting takes its default',
        'the gallery has no pictures to show',
      ],
    ],
    [
      '{"bad json"',
      [
        'the photo gallery config is not an object: every setting takes its default',
        'the gallery has no pictures to show',
      ],
    ],
    [
      { images: 'a.jpg' },
      ['images: expected a list, got a string; nothing is shown', 'the gallery has no pictures to show'],
    ],
    [{ images: [] }, ['the gallery has no pictures to show']],
  ])('gives an empty gallery for %j, with warnings', (raw, warnings) => {
    const config = readPhotoGalleryConfig(raw);
    expect(config.images).toEqual([]);
    expect(config.type).toBe('square');
    expect(config.warnings).toEqual(warnings);
  });

  it('is a schema the host never refuses, handing it the warnings to log', async () => {
    const parsed = await parseConfig(photoGalleryConfig, { type: 7, images: 'x' });
    expect(parsed).toMatchObject({
      ok: true,
      warnings: [
        'type: 7 is not a gallery type; square is used',
        'images: expected a list, got a string; nothing is shown',
        'the gallery has no pictures to show',
      ],
    });
  });
});
