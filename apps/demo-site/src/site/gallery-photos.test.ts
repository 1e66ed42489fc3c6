import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_DIR } from '../app-paths';
import { BACKGROUNDS, PHOTOS, photoUrl } from './gallery-photos';
import { ONLINE_ALBUMS } from './online-albums';

const IMAGE_WIDTHS = { thumbnail: 160, mobile: 640, tablet: 1280, desktop: 1920 };

/** A JPEG's width and height, from its start-of-frame segment. */
function jpegSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  throw new Error(`${file}: no JPEG frame`);
}

const onDisk = (url: string) => join(PUBLIC_DIR, url);
const sized = (url: string, size: string) => url.replace(/\/([^/]+)$/, `/${size}/$1`);

describe("the demo's pictures", () => {
  it.each(Object.entries(PHOTOS))(
    '%s has the natural size its galleries say, and every narrower copy',
    (name, photo) => {
      const url = photoUrl(name as keyof typeof PHOTOS);
      expect(jpegSize(onDisk(url))).toEqual({ width: photo.width, height: photo.height });
      for (const [size, width] of Object.entries(IMAGE_WIDTHS)) {
        const copy = onDisk(sized(url, size));
        if (width >= photo.width) continue;
        expect(jpegSize(copy)).toEqual({ width, height: Math.round((photo.height * width) / photo.width) });
      }
    },
  );

  it('has each background in the sizes a background picks by breakpoint', () => {
    for (const url of BACKGROUNDS)
      for (const path of [url, sized(url, 'desktop'), sized(url, 'tablet'), sized(url, 'mobile')])
        expect(existsSync(onDisk(path)), path).toBe(true);
  });

  it('has every album photo', () => {
    for (const album of ONLINE_ALBUMS)
      for (const path of [album.cover, ...album.photos.map((photo) => photo.source)])
        expect(existsSync(onDisk(path)), path).toBe(true);
  });
});
