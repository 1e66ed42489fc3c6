import type { WidgetMount } from '@vitrine/widget-api';
import { prefersReducedMotion, watchVisibility } from '@vitrine/widget-api';
import type { Checked } from '../field-reader';
import { fallBackOnce } from '../images/fall-back-once';
import { SliderData } from '../markup/gallery-markup';
import type { GalleryBackgroundConfig } from './config';
import { backgroundTransitionSeconds } from './transition-time';

const CURRENT = 'vg-bg__slide--current';
const LEAVING = 'vg-bg__slide--leaving';
const PARKED = 'vg-bg__slide--parked';

/**
 * Rotates a gallery background's slides (widgets §3, §5, §9): the next every `speed` seconds, with the
 * configured transition taking min(0.75, speed / 2000) s, round and round; paused while the page is hidden
 * or the section is out of view; only the first slide under reduced motion. Slides that fail to load fall
 * back to their original once.
 */
export const mount: WidgetMount<Checked<GalleryBackgroundConfig>> = (element, context) => {
  const { config, logger, signal } = context;
  const slides = [...element.querySelectorAll<HTMLElement>(':scope > .vg-bg__slides > .vg-bg__slide')];
  if (slides.length === 0) {
    if (config.slides.length > 0)
      logger.error(
        'no slides (.vg-bg__slides) inside the element: render it with GalleryBackground from @vitrine/widget-gallery/markup',
      );
    return;
  }
  fallBackOnce(element, SliderData.alternative, logger, signal);
  const doc = element.ownerDocument;
  const win = doc.defaultView;
  if (!win || slides.length < 2) return;
  if (prefersReducedMotion(win)) return;

  const transitionMs = backgroundTransitionSeconds(config.speed) * 1000;
  let current = Math.max(
    0,
    slides.findIndex((slide) => slide.classList.contains(CURRENT)),
  );
  let inView = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let parking: ReturnType<typeof setTimeout> | undefined;

  const advance = () => {
    timer = undefined;
    const leaving = slides[current];
    current = (current + 1) % slides.length;
    const next = slides[current];
    if (!leaving || !next) return;
    // The next slide starts from where its transition comes in: parked there without a transition.
    next.classList.remove(LEAVING);
    leaving.classList.remove(CURRENT);
    leaving.classList.add(LEAVING);
    next.classList.add(CURRENT);
    element.dataset.vgSlide = String(current);
    clearTimeout(parking);
    parking = setTimeout(() => {
      leaving.classList.add(PARKED);
      leaving.classList.remove(LEAVING);
      // Read layout once so the parked position applies before the transition is back.
      void leaving.offsetWidth;
      leaving.classList.remove(PARKED);
    }, transitionMs);
    schedule();
  };
  const schedule = () => {
    const running = inView && doc.visibilityState !== 'hidden' && !signal.aborted;
    // Said on the element: a page's styles (and tests) can tell a held background from a running one.
    element.toggleAttribute('data-vg-paused', !running);
    if (running && timer === undefined) timer = setTimeout(advance, config.speed * 1000);
    if (!running && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
  doc.addEventListener('visibilitychange', schedule, { signal });
  const stopWatching = watchVisibility(
    element,
    (visible) => {
      inView = visible;
      schedule();
    },
    win,
  );
  signal.addEventListener('abort', stopWatching, { once: true });
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    clearTimeout(parking);
  });
  schedule();
};

// The schema travels in this chunk: the host asks for it and for the mount at once, and gets both in one file.
export { galleryBackgroundConfig } from './config';
