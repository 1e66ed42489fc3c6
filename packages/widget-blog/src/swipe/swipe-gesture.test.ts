import { describe, expect, it } from 'vitest';
import { swipeDirection, TOUCH_MOVE_TOLERANCE_PX } from './swipe-gesture';

const from = { x: 200, y: 300 };

describe('swipeDirection', () => {
  it('is the spec tolerance of 10 px', () => expect(TOUCH_MOVE_TOLERANCE_PX).toBe(10));

  it('takes a swipe to the left for the next post, to the right for the previous one', () => {
    expect(swipeDirection(from, { x: 120, y: 310 })).toBe('next');
    expect(swipeDirection(from, { x: 280, y: 290 })).toBe('previous');
  });

  it('ignores movements within the tolerance: 10 px is not a swipe, 11 px is', () => {
    expect(swipeDirection(from, { x: 190, y: 300 })).toBeUndefined();
    expect(swipeDirection(from, { x: 189, y: 300 })).toBe('next');
  });

  it('never takes a mostly vertical movement (a scroll) for a swipe', () => {
    expect(swipeDirection(from, { x: 150, y: 100 })).toBeUndefined();
  });
});
