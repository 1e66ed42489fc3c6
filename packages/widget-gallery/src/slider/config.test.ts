import { describe, expect, it } from 'vitest';
import { readImageSliderConfig } from './config';

const picture = { url: '/g/a.jpg', width: 1200, height: 800 };

describe('image slider config', () => {
  it('defaults to a 5 s interval and keeps slides within limits', () => {
    expect(readImageSliderConfig({ slides: [picture] })).toMatchObject({
      interval: 5,
      title: 'Image slider',
      warnings: [],
    });
    expect(readImageSliderConfig({ slides: [picture], interval: 0.2 }).interval).toBe(1);
    const garbage = readImageSliderConfig({ slides: [{ url: '/x.jpg' }], interval: 'soon' });
    expect(garbage.slides).toEqual([]);
    expect(garbage.interval).toBe(5);
    expect(garbage.warnings).toEqual([
      'slides[0]: no usable width, height; it is skipped',
      'the slider has no slides to show',
      'interval: "soon" is not a number above 0; 5 is used',
    ]);
  });
});
