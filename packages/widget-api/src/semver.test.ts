import { describe, expect, it } from 'vitest';
import { isValidVersion, satisfies } from './semver';

describe('satisfies', () => {
  it.each([
    ['1.4.2', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['0.9.0', '^1.0.0', false],
    ['0.2.5', '^0.2.1', true],
    ['0.3.0', '^0.2.1', false],
    ['0.0.4', '^0.0.3', false],
    ['0.1.0', '^0.1', true],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.9.0', '~1', true],
    ['1.2.3', '>=1.2.3', true],
    ['1.2.2', '>=1.2.3', false],
    ['1.9.9', '>=1.0.0 <2.0.0', true],
    ['2.0.0', '>=1.0.0 <2.0.0', false],
    ['1.5.0', '>= 1.0 < 2', true],
    ['1.7.3', '1.x', true],
    ['2.0.0', '1.x', false],
    ['1.2.7', '1.2.x', true],
    ['5.0.0', '*', true],
    ['0.1.0', '^0.1.0 || ^1.0.0', true],
    ['1.3.0', '^0.1.0 || ^1.0.0', true],
    ['2.0.0', '^0.1.0 || ^1.0.0', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['1.3.0', '>1.2', true],
    ['1.2.9', '>1.2', false],
    ['1.2.9', '<=1.2', true],
    ['1.0.0-beta.1', '>=1.0.0', false],
    ['1.0.0', '>1.0.0-beta.1', true],
  ])('%s in %s → %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('matches nothing for ranges or versions it cannot read', () => {
    expect(satisfies('1.0.0', 'banana')).toBe(false);
    expect(satisfies('1.0.0', '^1.0.0.0')).toBe(false);
    expect(satisfies('1.0.0', '')).toBe(false);
    expect(satisfies('one', '*')).toBe(false);
    expect(satisfies('1.0.0', '>=1.0.0 <')).toBe(false);
  });
});

describe('isValidVersion', () => {
  it('accepts full versions only', () => {
    expect(isValidVersion('0.1.0')).toBe(true);
    expect(isValidVersion('1.0.0-rc.1+build')).toBe(true);
    expect(isValidVersion('1.0')).toBe(false);
    expect(isValidVersion('')).toBe(false);
  });
});
