import type { WidgetMount } from '@vitrine/widget-api';
import type { Checked } from '../config/lenient-schema';
import type { ImageSliderConfig } from '../config/slider-config';
import { fallBackOnce } from '../images/fall-back-once';
import { SliderData } from '../markup/gallery-markup';

/** How far ahead of the viewport Swiper starts loading: half a screen's height of scrolling. */
export const SLIDER_PRELOAD_MARGIN = '50% 0px';

/**
 * Starts a server-rendered image slider: failed slides fall back to their alternative path (widgets §8) at
 * once, and Swiper (a chunk of its own, with its stylesheet) is loaded only when the slider nears the
 * viewport; then it rotates and loops (`start-swiper`).
 */
export const mount: WidgetMount<Checked<ImageSliderConfig>> = (element, context) => {
  const { config, logger, signal } = context;
  for (const warning of config.warnings) logger.warn(warning);
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
  if (!win || !('IntersectionObserver' in win) || context.inEditor) start();
  else {
    const observer = new win.IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: SLIDER_PRELOAD_MARGIN },
    );
    observer.observe(section);
    signal.addEventListener('abort', () => observer.disconnect());
  }
  return () => stop?.();
};
