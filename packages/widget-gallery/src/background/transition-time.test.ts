import { describe, expect, it } from 'vitest';
import { backgroundTransitionSeconds } from './transition-time';

describe('backgroundTransitionSeconds', () => {
  it('is min(0.75, speed / 2000) with the speed in milliseconds', () => {
    expect(backgroundTransitionSeconds(3)).toBe(0.75);
    expect(backgroundTransitionSeconds(1.5)).toBe(0.75);
    expect(backgroundTransitionSeconds(1)).toBe(0.5);
    expect(backgroundTransitionSeconds(0.5)).toBe(0.25);
    expect(backgroundTransitionSeconds(10)).toBe(0.75);
  });
});
