/** Spec §9: image widths of the AJAX runtime (overridable by configuration). */
export const IMAGE_WIDTHS = { thumbnail: 160, mobile: 640, tablet: 1280, desktop: 1920 } as const;
/** Spec §9: the widget-API variant. */
export const WIDGET_API_IMAGE_WIDTHS = { thumbnail: 160, mobile: 320, tablet: 780, desktop: 1200 } as const;

export type ImageSize = keyof typeof IMAGE_WIDTHS;
export type ImageWidths = Readonly<Record<ImageSize, number>>;

/**
 * The URL of an image resized to a size's width: the platform's image service reads the width from the `w`
 * query parameter (an image server that ignores it still answers the original). The width is the one the
 * site configures (site parameter `ImageWidths` or `WidgetImageWidths`, an object of widths by size) when it
 * is a positive whole number of pixels, else the size's default. URLs that are not http(s) (data:, blob:) and
 * unknown sizes come back unchanged; relative URLs stay relative. Boot code (`dmAPI` answers at once), so it
 * is kept small: a configured width it cannot use is ignored without a message.
 */
export function resizedImageUrl(
  url: string,
  size: unknown,
  configured?: unknown,
  defaults: ImageWidths = IMAGE_WIDTHS,
  base = 'http://localhost/',
): string {
  try {
    const parsed = new URL(url, base);
    if (!Object.hasOwn(defaults, size as PropertyKey) || !/^https?:$/.test(parsed.protocol)) return url;
    const width = (configured as Record<string, number> | undefined)?.[size as ImageSize];
    parsed.searchParams.set(
      'w',
      String(Number.isInteger(width) && width! > 0 ? width : defaults[size as ImageSize]),
    );
    return /^[a-z][\w+.-]*:|^\/\//i.test(url) ? parsed.href : parsed.pathname + parsed.search + parsed.hash;
  } catch {
    return url;
  }
}
