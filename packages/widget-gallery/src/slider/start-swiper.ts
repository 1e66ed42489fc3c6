import type { WidgetContext } from '@vitrine/widget-api';
import { injectStyleOnce, prefersReducedMotion, watchVisibility } from '@vitrine/widget-api';
import Swiper from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { SliderData } from '../markup/gallery-markup';
import type { ImageSliderConfig } from './config';
import { VENDOR_CSS } from './swiper-css.generated';

/**
 * Swiper on a slider's markup (this chunk is Swiper's): a slide every `interval` seconds, back to the first
 * after the last (widgets §4); paused while hovered or focused, while the tab is hidden and while out of
 * view; no autoplay under reduced motion. Arrow keys, swipe, and Swiper's a11y module (labels, the live region).
 * Returns what stops it.
 */
export function startSwiper(
  section: HTMLElement,
  config: ImageSliderConfig,
  { signal }: Pick<WidgetContext, 'signal'>,
): () => void {
  const doc = section.ownerDocument;
  const win = doc.defaultView;
  injectStyleOnce('swiper', VENDOR_CSS, doc);
  const container = section.querySelector<HTMLElement>('.swiper');
  if (!container || !win) return () => {};
  const reduced = prefersReducedMotion(win);
  const swiper = new Swiper(container, {
    modules: [A11y, Autoplay, Navigation, Pagination],
    // Back to the first after the last, as a timer would: the slides themselves are never duplicated.
    rewind: true,
    speed: reduced ? 0 : 600,
    autoplay: reduced ? false : { delay: config.interval * 1000, disableOnInteraction: false },
    navigation: {
      prevEl: section.querySelector<HTMLElement>(`[${SliderData.previous}]`),
      nextEl: section.querySelector<HTMLElement>(`[${SliderData.next}]`),
    },
    pagination: { el: section.querySelector<HTMLElement>('.vg-slider__pagination'), clickable: true },
    a11y: {
      prevSlideMessage: 'Previous slide',
      nextSlideMessage: 'Next slide',
      paginationBulletMessage: 'Go to slide {{index}}',
      slideLabelMessage: '{{index}} of {{slidesLength}}',
      containerMessage: null,
    },
  });
  section.classList.add('vg-slider--live');
  // Arrow keys move the slider while focus is in it (its buttons, bullets, links). Swiper's keyboard module
  // listens on the whole document and measures "in view" against the document, not the window, so a slider
  // further down the page never answered.
  section.addEventListener(
    'keydown',
    (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key === 'ArrowRight') swiper.slideNext();
      else if (event.key === 'ArrowLeft') swiper.slidePrev();
      else return;
      event.preventDefault();
    },
    { signal },
  );
  if (reduced) return () => swiper.destroy(true, true);

  // Every reason to hold the slide still; the timer runs only when there is none.
  const holds = new Set<string>();
  const hold = (reason: string, on: boolean) => {
    if (on) holds.add(reason);
    else holds.delete(reason);
    if (holds.size > 0) swiper.autoplay.pause();
    else swiper.autoplay.resume();
  };
  const listen = { signal };
  section.addEventListener('mouseenter', () => hold('hover', true), listen);
  section.addEventListener('mouseleave', () => hold('hover', false), listen);
  section.addEventListener('focusin', () => hold('focus', true), listen);
  section.addEventListener(
    'focusout',
    (event) => {
      if (!section.contains(event.relatedTarget as Node | null)) hold('focus', false);
    },
    listen,
  );
  // Swiper pauses for a hidden tab itself, and resumes when it shows: this runs after it, to keep a hold.
  doc.addEventListener('visibilitychange', () => hold('hidden', doc.visibilityState === 'hidden'), listen);
  const stopWatching = watchVisibility(section, (visible) => hold('out of view', !visible), win);
  const stop = () => {
    stopWatching();
    swiper.destroy(true, true);
  };
  signal.addEventListener('abort', stop, { once: true });
  return stop;
}
