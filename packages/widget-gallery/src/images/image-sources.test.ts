import { describe, expect, it } from 'vitest';
import { backgroundImageFor, imageSizes, imageSrcset, sizedImageUrl } from './image-sources';

describe('sizedImageUrl', () => {
  it('puts the size name as the last folder before the file, keeping query and fragment', () => {
    expect(sizedImageUrl('/assets/gallery/rye.jpg', 'thumbnail')).toBe('/assets/gallery/thumbnail/rye.jpg');
    expect(sizedImageUrl('https://cdn.example/a/b.jpg?v=2', 'mobile')).toBe(
      'https://cdn.example/a/mobile/b.jpg?v=2',
    );
    expect(sizedImageUrl('b.jpg#x', 'tablet')).toBe('tablet/b.jpg#x');
  });
});

describe('imageSrcset', () => {
  it('offers the copies narrower than the original (160, 640, 1280, 1920) and the original at its width', () => {
    expect(imageSrcset('/g/a.jpg', 1200)).toBe(
      '/g/thumbnail/a.jpg 160w, /g/mobile/a.jpg 640w, /g/a.jpg 1200w',
    );
    expect(imageSrcset('/g/a.jpg', 2400)).toBe(
      '/g/thumbnail/a.jpg 160w, /g/mobile/a.jpg 640w, /g/tablet/a.jpg 1280w, /g/desktop/a.jpg 1920w, /g/a.jpg 2400w',
    );
    expect(imageSrcset('/g/a.jpg', 120)).toBe('/g/a.jpg 120w');
  });
});

describe('imageSizes', () => {
  it('follows the breakpoints 960 and 640', () => {
    expect(imageSizes({ desktop: 0.25, tablet: 1 / 3, mobile: 0.5 })).toBe(
      '(min-width: 960px) 25vw, (min-width: 640px) 33.33vw, 50vw',
    );
  });
});

describe('backgroundImageFor', () => {
  it('picks the original from 1440, desktop from 960, tablet from 640, mobile below', () => {
    expect(backgroundImageFor('/bg/a.jpg', 1440)).toBe('/bg/a.jpg');
    expect(backgroundImageFor('/bg/a.jpg', 1439)).toBe('/bg/desktop/a.jpg');
    expect(backgroundImageFor('/bg/a.jpg', 960)).toBe('/bg/desktop/a.jpg');
    expect(backgroundImageFor('/bg/a.jpg', 959)).toBe('/bg/tablet/a.jpg');
    expect(backgroundImageFor('/bg/a.jpg', 640)).toBe('/bg/tablet/a.jpg');
    expect(backgroundImageFor('/bg/a.jpg', 639)).toBe('/bg/mobile/a.jpg');
  });
});
