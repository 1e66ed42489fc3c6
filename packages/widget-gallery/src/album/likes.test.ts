import { describe, expect, it } from 'vitest';
import { abbreviateLikes } from './likes';

describe('abbreviateLikes', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1049, '1k'],
    [1250, '1.2k'],
    [15_900, '15.9k'],
    [999_999, '999.9k'],
    [1_000_000, '1m'],
    [2_560_000, '2.5m'],
    [1_000_000_000, '1000m'],
    [12.7, '12'],
    [-5, '0'],
    [Number.NaN, '0'],
  ])('%d → %s', (likes, shown) => {
    expect(abbreviateLikes(likes)).toBe(shown);
  });
});
