/** Spec §9: image widths of the AJAX runtime (overridable by configuration). */
export const IMAGE_WIDTHS = { thumbnail: 160, mobile: 640, tablet: 1280, desktop: 1920 } as const;
/** Spec §9: the widget-API variant. */
export const WIDGET_API_IMAGE_WIDTHS = { thumbnail: 160, mobile: 320, tablet: 780, desktop: 1200 } as const;

export type ImageSize = keyof typeof IMAGE_WIDTHS;
export type ImageWidths = Readonly<Record<ImageSize, number>>;

export function isImageSize(value: unknown): value is ImageSize {
  return typeof value === 'string' && Object.hasOwn(IMAGE_WIDTHS, value);
}

/**
 * The URL of an image resized to a size's width: the platform's image service reads the width from the `w`
 * query parameter (an image server that ignores it still answers the original). URLs that are not http(s)
 * (data:, blob:) and unknown sizes come back unchanged.
 */
export function resizedImageUrl(
  url: string,
  size: unknown,
  widths: ImageWidths = IMAGE_WIDTHS,
  base = 'http://localhost/',
): string {
  if (!isImageSize(size)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return url;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return url;
  parsed.searchParams.set('w', String(widths[size]));
  const relative = !/^[a-z][a-z\d+.-]*:|^\/\//i.test(url);
  return relative ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href;
}
