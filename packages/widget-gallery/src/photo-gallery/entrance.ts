import { prefersReducedMotion } from '@vitrine/widget-api';
import { ANIMATION_DELAY_MS } from '../constants';
import { GalleryClass } from '../markup/gallery-markup';
import type { ImageAnimation } from './config';

/** The delay of the `position`-th picture of those coming into view together (widgets §9: 100 ms each). */
export function animationDelayMs(position: number): number {
  return position * ANIMATION_DELAY_MS;
}

/**
 * Pictures animate in (`data-image-animation`) as they scroll into view, 100 ms apart. Those already in view
 * when the widget starts stay as they are (hiding them to fade them in would make them blink), and nothing
 * moves at all under reduced motion.
 */
export function startEntrance(root: HTMLElement, animation: ImageAnimation, signal: AbortSignal): void {
  const win = root.ownerDocument.defaultView;
  if (animation === 'none' || !win || !('IntersectionObserver' in win)) return;
  if (prefersReducedMotion(win)) return;
  root.classList.add(`vg--anim-${animation}`);
  const items = [...root.querySelectorAll<HTMLElement>('.vg__item')];
  const viewportHeight = win.innerHeight;
  const waiting = items.filter((item) => item.getBoundingClientRect().top >= viewportHeight);
  if (waiting.length === 0) return;
  for (const item of waiting) item.classList.add(GalleryClass.pending);
  const observer = new win.IntersectionObserver((entries) => {
    let position = 0;
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const item = entry.target as HTMLElement;
      observer.unobserve(item);
      item.style.animationDelay = `${animationDelayMs(position)}ms`;
      position += 1;
      item.classList.replace(GalleryClass.pending, GalleryClass.entering);
      item.addEventListener(
        'animationend',
        () => {
          item.classList.remove(GalleryClass.entering);
          item.style.removeProperty('animation-delay');
        },
        { once: true },
      );
    }
  });
  for (const item of waiting) observer.observe(item);
  signal.addEventListener('abort', () => {
    observer.disconnect();
    for (const item of waiting) item.classList.remove(GalleryClass.pending, GalleryClass.entering);
  });
}
