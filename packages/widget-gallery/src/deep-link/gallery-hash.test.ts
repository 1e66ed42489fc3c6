import { describe, expect, it } from 'vitest';
import { galleryHash, parseGalleryHash } from './gallery-hash';

describe('parseGalleryHash', () => {
  it('reads gallery and picture, both 1-based, in either order', () => {
    expect(parseGalleryHash('#pid=3&gid=2')).toEqual({ gid: 2, pid: 3 });
    expect(parseGalleryHash('#gid=1&pid=12')).toEqual({ gid: 1, pid: 12 });
    expect(parseGalleryHash('pid=1&gid=1')).toEqual({ gid: 1, pid: 1 });
  });

  it('reads them beside other parameters', () => {
    expect(parseGalleryHash('#preview&pid=2&gid=4')).toEqual({ gid: 4, pid: 2 });
  });

  it.each([
    '',
    '#',
    '#pid=3',
    '#gid=2',
    '#pid=&gid=2',
    '#pid=0&gid=2',
    '#pid=3&gid=0',
    '#pid=-1&gid=2',
    '#pid=1.5&gid=2',
    '#pid=3x&gid=2',
    '#pid=03&gid=2',
    '#pid=1e3&gid=2',
    '#pid=3&gid=2&pid=4',
    '#pid=9999999&gid=1',
    '#!/~/cart',
    '#section-about',
    '#pid%3D3%26gid%3D2',
  ])('refuses %j', (hash) => {
    expect(parseGalleryHash(hash)).toBeUndefined();
  });
});

describe('galleryHash', () => {
  it('writes #pid={n}&gid={n}', () => {
    expect(galleryHash('', { gid: 2, pid: 3 })).toBe('#pid=3&gid=2');
  });

  it('replaces a picture already named, keeping the rest', () => {
    expect(galleryHash('#preview&pid=3&gid=2', { gid: 2, pid: 4 })).toBe('#preview&pid=4&gid=2');
  });

  it('removes the picture, leaving nothing or the rest', () => {
    expect(galleryHash('#pid=3&gid=2', undefined)).toBe('');
    expect(galleryHash('#preview&pid=3&gid=2', undefined)).toBe('#preview');
  });
});
