import { describe as describeValue } from '../field-reader';

/** Where a picture of a link gallery leads (widgets §3 `data-link-gallery`): a site page or any URL. */
export interface ImageLink {
  href: string;
  /** `_blank` opens it in a new tab. */
  target?: '_blank';
}

/** One picture of a gallery (widgets §3): its url, caption title and text, natural width and height. */
export interface GalleryImage {
  /** The original image; its resized copies are found by size name beside it. */
  url: string;
  width: number;
  height: number;
  title: string;
  text: string;
  /** What a screen reader says; the title when there is none. */
  alt: string;
  link: ImageLink | undefined;
}

const MAX_TEXT = 2000;

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, MAX_TEXT) : '');
const sizeOf = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? Math.round(number) : undefined;
};

/** Refuses `javascript:` and other schemes a picture should never lead to. */
function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const href = value.trim();
  if (href === '') return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !/^(https?|mailto|tel):/i.test(href)) return undefined;
  return href;
}

/**
 * A picture from a gallery's raw config, or undefined (with a warning naming its position) when it cannot be
 * shown: without a url, or without a natural width and height (which keep the page from shifting as it loads).
 */
export function readGalleryImage(
  raw: unknown,
  position: number,
  warn: (message: string) => void,
): GalleryImage | undefined {
  const where = `images[${position}]`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    warn(`${where}: expected a picture, got ${describeValue(raw)}; it is skipped`);
    return undefined;
  }
  const image = raw as Record<string, unknown>;
  const url = safeHref(image.url);
  const width = sizeOf(image.width);
  const height = sizeOf(image.height);
  const missing = [!url && 'url', !width && 'width', !height && 'height'].filter(Boolean);
  if (!url || !width || !height) {
    warn(`${where}: no usable ${missing.join(', ')}; it is skipped`);
    return undefined;
  }
  const title = textOf(image.title);
  let link: ImageLink | undefined;
  if (image.link !== undefined) {
    const rawLink =
      typeof image.link === 'string' ? { href: image.link } : (image.link as Record<string, unknown> | null);
    const href = safeHref(rawLink?.href);
    if (href) link = rawLink?.target === '_blank' ? { href, target: '_blank' } : { href };
    else warn(`${where}.link: not a usable link; the picture links nowhere`);
  }
  return { url, width, height, title, text: textOf(image.text), alt: textOf(image.alt) || title, link };
}
