import type { Logger } from '@vitrine/widget-api';

/**
 * Images under `root` carrying `attribute` (their original, or alternative, path) fall back to it once when
 * they fail to load (widgets §8): the resized copy may be missing while the original is there. A fallback
 * that fails too is logged and left alone, never retried. Images that failed before the widget started are
 * caught up with at once.
 */
export function fallBackOnce(
  root: HTMLElement,
  attribute: string,
  logger: Logger,
  signal: AbortSignal,
): void {
  const fallBack = (image: HTMLImageElement): void => {
    const fallback = image.getAttribute(attribute);
    if (fallback === null) {
      if (!image.hasAttribute('data-vg-failed')) {
        image.setAttribute('data-vg-failed', '');
        logger.warn(`an image could not be loaded, nor its fallback: ${image.currentSrc || image.src}`);
      }
      return;
    }
    image.removeAttribute(attribute);
    // A srcset would win over src: without it the browser loads exactly the fallback.
    image.removeAttribute('srcset');
    image.removeAttribute('sizes');
    image
      .closest('picture')
      ?.querySelectorAll('source')
      .forEach((source) => {
        source.remove();
      });
    image.src = fallback;
  };
  root.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) fallBack(event.target);
    },
    // `error` does not bubble: caught on its way down.
    { capture: true, signal },
  );
  for (const image of root.querySelectorAll<HTMLImageElement>(`img[${attribute}]`))
    if (image.complete && image.naturalWidth === 0 && (image.currentSrc || image.getAttribute('src')))
      fallBack(image);
}
