/** Spec §9: image widths of the AJAX runtime (overridable by configuration). */
export const IMAGE_WIDTHS = { thumbnail: 160, mobile: 640, tablet: 1280, desktop: 1920 } as const;
/** Spec §9: the widget-API variant. */
export const WIDGET_API_IMAGE_WIDTHS = { thumbnail: 160, mobile: 320, tablet: 780, desktop: 1200 } as const;

export type ImageSize = keyof typeof IMAGE_WIDTHS;
export type ImageWidths = Readonly<Record<ImageSize, number>>;

/**
 * The widths a site configures (site parameter `ImageWidths` or `WidgetImageWidths`) over `defaults`: each
 * size given as a positive whole number of pixels replaces its default; anything else is reported and the
 * default kept.
 */
export function resolveImageWidths(
  configured: unknown,
  defaults: ImageWidths,
  parameter: string,
  report: (message: string) => void = console.warn,
): ImageWidths {
  if (configured === undefined || configured === null) return defaults;
  if (typeof configured !== 'object' || Array.isArray(configured)) {
    report(`[vitrine] ${parameter} is not an object of widths; using the defaults`);
    return defaults;
  }
  const widths = { ...defaults };
  for (const [size, width] of Object.entries(configured)) {
    if (!isImageSize(size)) report(`[vitrine] ${parameter}.${size} is not an image size; ignored`);
    else if (typeof width !== 'number' || !Number.isInteger(width) || width <= 0)
      report(
        `[vitrine] ${parameter}.${size} ${JSON.stringify(width)} is not a width in pixels; using ${defaults[size]}`,
      );
    else widths[size] = width;
  }
  return widths;
}

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
