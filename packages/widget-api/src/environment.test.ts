import { describe, expect, it } from 'vitest';
import { isDevice, isMode } from './environment';

describe('environment guards', () => {
  it('accepts the known modes and devices only', () => {
    expect(isMode('editor')).toBe(true);
    expect(isMode('live')).toBe(true);
    expect(isMode('runtime')).toBe(false);
    expect(isMode(undefined)).toBe(false);
    expect(isDevice('tablet')).toBe(true);
    expect(isDevice('watch')).toBe(false);
    expect(isDevice(3)).toBe(false);
  });
});
