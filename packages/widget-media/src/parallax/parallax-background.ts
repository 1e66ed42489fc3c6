import type { Logger } from '@vitrine/widget-api';
import { injectStyleOnce, prefersReducedMotion, watchReducedMotion } from '@vitrine/widget-api';
import type { ParallaxBackgroundConfig } from './config';

/** The share of the viewport's height the picture travels, each way, at speed 1. */
const TRAVEL_AT_FULL_SPEED = 0.2;

// Where the browser has scroll-driven animations, the compositor moves the picture: no script on scroll at
// all. The layer reaches `--vitrine-parallax-travel` beyond the section at both ends, so it always covers it.
// `overflow: clip`, not `hidden`: a hidden overflow makes the section a scroll container, and the layer's view
// timeline would then follow the section's (never moving) scroll instead of the page's. The timeline is the
// section's own, named, so the picture's course follows the section through the viewport.
const CSS = `[data-vitrine-parallax]{position:relative;isolation:isolate;overflow:clip;view-timeline:--vitrine-parallax block}
.vitrine-parallax{position:absolute;inset:calc(var(--vitrine-parallax-travel) * -1) 0;z-index:-1;background:center/cover no-repeat;pointer-events:none;will-change:transform}
.vitrine-parallax[data-timeline]{animation:vitrine-parallax linear both;animation-timeline:--vitrine-parallax}
@keyframes vitrine-parallax{from{transform:translateY(calc(var(--vitrine-parallax-travel) * -1))}to{transform:translateY(var(--vitrine-parallax-travel))}}
@media (prefers-reduced-motion:reduce){.vitrine-parallax{inset:0;animation:none!important;transform:none!important}}`;

/** Whether this browser runs CSS animations on a view timeline. */
export function hasScrollTimeline(win: Window): boolean {
  const css = (win as Window & typeof globalThis).CSS;
  return typeof css?.supports === 'function' && css.supports('animation-timeline: view()');
}

/**
 * Where the picture sits for a section at `top` (its top edge from the viewport's) of `height`: `-travel`
 * when the section enters at the bottom, `+travel` when it leaves at the top, in between on a straight line.
 */
export function parallaxOffset(top: number, height: number, viewportHeight: number, travel: number): number {
  const distance = viewportHeight + height;
  if (distance <= 0) return 0;
  const progress = Math.min(Math.max((viewportHeight - top) / distance, 0), 1);
  return -travel + 2 * travel * progress;
}

/**
 * Puts a parallax background behind `element`. Off under reduced motion (the picture stands still, and
 * follows the setting if it changes). Errors are swallowed and logged (spec widgets §8): the section keeps
 * whatever background the server gave it.
 */
export function startParallaxBackground(
  element: HTMLElement,
  config: ParallaxBackgroundConfig,
  { logger, signal }: { logger: Logger; signal: AbortSignal },
): void {
  try {
    start(element, config, signal);
  } catch (error) {
    logger.warn('the parallax background could not start; the section keeps its own background', error);
  }
}

function start(element: HTMLElement, config: ParallaxBackgroundConfig, signal: AbortSignal): void {
  const doc = element.ownerDocument;
  const win = doc.defaultView as (Window & typeof globalThis) | null;
  if (!win) return;
  injectStyleOnce('widget-media-parallax', CSS, doc);
  const travel = () => config.speed * TRAVEL_AT_FULL_SPEED * win.innerHeight;
  const layer = doc.createElement('div');
  layer.className = 'vitrine-parallax';
  layer.setAttribute('aria-hidden', 'true');
  layer.style.backgroundImage = `url(${JSON.stringify(new URL(config.image, doc.baseURI).href)})`;
  const setTravel = () => element.style.setProperty('--vitrine-parallax-travel', `${travel()}px`);
  setTravel();
  element.setAttribute('data-vitrine-parallax', '');
  element.prepend(layer);
  win.addEventListener('resize', setTravel, { passive: true, signal });
  signal.addEventListener(
    'abort',
    () => {
      layer.remove();
      element.removeAttribute('data-vitrine-parallax');
      element.style.removeProperty('--vitrine-parallax-travel');
    },
    { once: true },
  );
  if (hasScrollTimeline(win)) {
    layer.setAttribute('data-timeline', '');
    return;
  }
  // Elsewhere: a passive scroll listener that asks for at most one frame at a time, and reads layout only in it.
  let frame = 0;
  const place = () => {
    frame = 0;
    if (prefersReducedMotion(win)) {
      layer.style.transform = '';
      return;
    }
    const { top, height } = element.getBoundingClientRect();
    layer.style.transform = `translateY(${parallaxOffset(top, height, win.innerHeight, travel()).toFixed(1)}px)`;
  };
  const schedule = () => {
    if (frame === 0) frame = win.requestAnimationFrame(place);
  };
  win.addEventListener('scroll', schedule, { passive: true, signal });
  win.addEventListener('resize', schedule, { passive: true, signal });
  signal.addEventListener('abort', watchReducedMotion(win, schedule), { once: true });
  signal.addEventListener('abort', () => win.cancelAnimationFrame(frame), { once: true });
  schedule();
}
