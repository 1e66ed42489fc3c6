import { describe, expect, it } from 'vitest';
import { readGalleryBackgroundConfig } from './config';

describe('gallery background config', () => {
  it('defaults to 3 seconds and fade (widgets §9)', () => {
    expect(readGalleryBackgroundConfig({ slides: ['/bg/a.jpg'] })).toEqual({
      slides: ['/bg/a.jpg'],
      speed: 3,
      transition: 'fade',
      warnings: [],
    });
  });

  it('falls back on a bad speed, an unknown transition and slides that are not URLs', () => {
    const config = readGalleryBackgroundConfig({
      slides: ['/bg/a.jpg', 12, { url: '/bg/b.jpg' }, 'javascript:alert(1)', ''],
      speed: -1,
      transition: 'spin',
    });
    expect(config.slides).toEqual(['/bg/a.jpg', '/bg/b.jpg']);
    expect(config.speed).toBe(3);
    expect(config.transition).toBe('fade');
    expect(config.warnings).toEqual([
      'slides[1]: expected an image URL, got a number; it is skipped',
      'slides[3]: expected an image URL, got a string; it is skipped',
      'slides[4]: expected an image URL, got a string; it is skipped',
      'speed: -1 is not a number above 0; 3 is used',
      'transition: "spin" is not one of fade, slideLeft, slideRight, slideTop, slideBottom; fade is used',
    ]);
  });

  it('takes each of the five transitions', () => {
    for (const transition of ['fade', 'slideLeft', 'slideRight', 'slideTop', 'slideBottom'])
      expect(readGalleryBackgroundConfig({ slides: ['/a.jpg'], transition }).transition).toBe(transition);
  });

  it('shows nothing without slides, and says so', () => {
    expect(readGalleryBackgroundConfig({}).warnings).toEqual([
      'the gallery background has no slides: nothing is shown',
    ]);
  });
});
