import type { ImageSizeName } from '../constants';
import { BREAKPOINTS, IMAGE_SIZE_NAMES, IMAGE_WIDTHS } from '../constants';

/**
 * The URL of an image's resized copy: its size name (core-runtime §3) as the last folder before the file,
 * `/photos/rye.jpg` → `/photos/thumbnail/rye.jpg`. The original stays where it is: it is what an image that
 * fails to load falls back to (widgets §8).
 */
export function sizedImageUrl(url: string, size: ImageSizeName): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  const slash = path.lastIndexOf('/');
  return `${path.slice(0, slash + 1)}${size}/${path.slice(slash + 1)}${end === -1 ? '' : url.slice(end)}`;
}

/**
 * A `srcset` of the resized copies narrower than the original (nothing is ever scaled up) and the original
 * at its own width: `…/thumbnail/a.jpg 160w, …/mobile/a.jpg 640w, /a.jpg 1200w`.
 */
export function imageSrcset(url: string, naturalWidth: number): string {
  const candidates = IMAGE_SIZE_NAMES.filter((size) => IMAGE_WIDTHS[size] < naturalWidth).map(
    (size) => `${sizedImageUrl(url, size)} ${IMAGE_WIDTHS[size]}w`,
  );
  return [...candidates, `${url} ${Math.round(naturalWidth)}w`].join(', ');
}

/** How wide an image shows on each device, as a share of the window's width (1 = all of it). */
export interface ShownShare {
  desktop: number;
  tablet: number;
  mobile: number;
}

const percent = (share: number) => `${Math.round(share * 10000) / 100}vw`;

/** The `sizes` that go with the spec's breakpoints (widgets §9): 960 desktop, 640 tablet, below mobile. */
export function imageSizes(share: ShownShare): string {
  return [
    `(min-width: ${BREAKPOINTS.desktop}px) ${percent(share.desktop)}`,
    `(min-width: ${BREAKPOINTS.tablet}px) ${percent(share.tablet)}`,
    percent(share.mobile),
  ].join(', ');
}

/**
 * The background image for a window width (widgets §9): the original at 1440 and above ("background"), the
 * desktop copy from 960, the tablet copy from 640, the mobile copy below.
 */
export function backgroundImageFor(url: string, windowWidth: number): string {
  if (windowWidth >= BREAKPOINTS.background) return url;
  if (windowWidth >= BREAKPOINTS.desktop) return sizedImageUrl(url, 'desktop');
  if (windowWidth >= BREAKPOINTS.tablet) return sizedImageUrl(url, 'tablet');
  return sizedImageUrl(url, 'mobile');
}

/** The `<source>`s of a background `<picture>`, widest first, as `backgroundImageFor` picks. */
export function backgroundSources(url: string): Array<{ media: string; srcSet: string }> {
  return [
    { media: `(min-width: ${BREAKPOINTS.background}px)`, srcSet: url },
    { media: `(min-width: ${BREAKPOINTS.desktop}px)`, srcSet: sizedImageUrl(url, 'desktop') },
    { media: `(min-width: ${BREAKPOINTS.tablet}px)`, srcSet: sizedImageUrl(url, 'tablet') },
  ];
}
