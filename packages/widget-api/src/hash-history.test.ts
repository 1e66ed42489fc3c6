import { afterEach, describe, expect, it } from 'vitest';
import { readHash, writeHash } from './hash-history';

afterEach(() => history.replaceState(null, '', '/'));

describe('hash history', () => {
  it('reads the hash decoded, and raw when it is not valid encoding', () => {
    history.replaceState(null, '', '/#pid=2%26gid=1');
    expect(readHash()).toBe('pid=2&gid=1');
    history.replaceState(null, '', '/#100%');
    expect(readHash()).toBe('100%');
  });

  it('replaces the entry by default, keeping its state, and adds one when asked', () => {
    history.replaceState({ kept: true }, '', '/page');
    const before = history.length;
    writeHash('photo-2');
    expect(location.hash).toBe('#photo-2');
    expect(history.length).toBe(before);
    expect(history.state).toEqual({ kept: true });
    writeHash('#photo-3', { entry: true });
    expect(location.hash).toBe('#photo-3');
    expect(history.length).toBe(before + 1);
  });

  it('removes the hash with an empty value, and writes nothing when it is already there', () => {
    history.replaceState(null, '', '/page#x');
    writeHash('x', { entry: true });
    const length = history.length;
    writeHash('x', { entry: true });
    expect(history.length).toBe(length);
    writeHash('');
    expect(location.href).toBe(`${location.origin}/page`);
  });
});
