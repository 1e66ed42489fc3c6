import type { WidgetMount } from '@vitrine/widget-api';
import { whenReached } from '@vitrine/widget-api';
import type { Checked } from '../field-reader';
import { fallBackOnce } from '../images/fall-back-once';
import { SliderData } from '../markup/gallery-markup';
import type { ImageSliderConfig } from './config';

/** How far ahead of the viewport Swiper starts loading, in screen heights of scrolling. */
const SLIDER_PRELOAD_SCREENS = 0.5;

/**
 * Starts a server-rendered image slider: failed slides fall back to their alternative path (widgets §8) at
 * once, and Swiper (a chunk of its own, with its stylesheet) is loaded only when the slider nears the
 * viewport; then it rotates and loops (`start-swiper`).
 */
export const mount: WidgetMount<Checked<ImageSliderConfig>> = (element, context) => {
  const { config, logger, signal } = context;
  const section = element.querySelector<HTMLElement>('.vg-slider');
  if (!section) {
    if (config.slides.length > 0)
      logger.error(
        'no slider markup (.vg-slider) inside the element: render it with ImageSlider from @vitrine/widget-gallery/markup',
      );
    return;
  }
  fallBackOnce(section, SliderData.alternative, logger, signal);
  if (config.slides.length < 2) return;
  const win = element.ownerDocument.defaultView;
  let stop: (() => void) | undefined;
  const start = () => {
    import('./start-swiper')
      .then(({ startSwiper }) => {
        if (!signal.aborted) stop = startSwiper(section, config, context);
      })
      .catch((error: unknown) =>
        logger.error('the slider could not load Swiper: it shows its first slide', error),
      );
  };
  if (!win || context.inEditor) start();
  else {
    const nearPx = win.innerHeight * SLIDER_PRELOAD_SCREENS;
    signal.addEventListener('abort', whenReached(section, start, { win, nearPx }), { once: true });
  }
  return () => stop?.();
};

// The schema travels in this chunk: the host asks for it and for the mount at once, and gets both in one file.
export { imageSliderConfig } from './config';
