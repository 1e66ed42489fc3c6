import { prefersReducedMotion } from '@vitrine/widget-api/dom/reduced-motion';
import type { RunningFeature } from '../chunks/lazy-features';
import { ChromeFeature } from '../markup/chrome';
import type { ChromeContext } from './chrome-context';

/** Widgets spec §9: the button shows from this scroll position on. */
export const BACK_TO_TOP_THRESHOLD = 400;
/** Widgets spec §9: the default scroll duration, in milliseconds. */
export const SCROLL_DURATION_MS = 400;

/** Where an ease-in-out scroll from `from` to 0 is after `elapsed` of `duration` milliseconds. */
export function scrollPositionAt(from: number, elapsed: number, duration: number): number {
  const t = Math.min(1, Math.max(0, elapsed / duration));
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  return Math.round(from * (1 - eased));
}

/**
 * Back-to-top (widgets spec §4): hidden while the page is scrolled less than 400 px, shown otherwise. A click
 * scrolls to the top in 400 ms (at once for visitors who prefer reduced motion) and puts focus at the top of
 * the page: on the element the attribute's selector names, or the `<body>`.
 */
export function start({ win, doc }: ChromeContext): RunningFeature {
  const selector = `[${ChromeFeature.backToTop}]`;
  let frame = 0;
  let scrolling = 0;

  const update = (): void => {
    frame = 0;
    const hidden = win.scrollY < BACK_TO_TOP_THRESHOLD;
    for (const button of doc.querySelectorAll<HTMLElement>(selector)) button.hidden = hidden;
  };
  const schedule = (): void => {
    frame ||= win.requestAnimationFrame(update);
  };

  const focusTop = (button: HTMLElement): void => {
    const target = findTarget(doc, button.getAttribute(ChromeFeature.backToTop));
    if (!target.hasAttribute('tabindex') && !target.matches('a[href],button,input,select,textarea'))
      target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };

  const onClick = (event: MouseEvent): void => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(selector);
    if (!button) return;
    event.preventDefault();
    win.cancelAnimationFrame(scrolling);
    const from = win.scrollY;
    if (prefersReducedMotion(win) || from === 0) {
      win.scrollTo({ top: 0, behavior: 'instant' });
      focusTop(button);
      return;
    }
    let startedAt: number | undefined;
    const step = (now: number): void => {
      startedAt ??= now;
      const elapsed = now - startedAt;
      win.scrollTo({ top: scrollPositionAt(from, elapsed, SCROLL_DURATION_MS), behavior: 'instant' });
      if (elapsed < SCROLL_DURATION_MS) scrolling = win.requestAnimationFrame(step);
      else focusTop(button);
    };
    scrolling = win.requestAnimationFrame(step);
  };

  win.addEventListener('scroll', schedule, { passive: true });
  doc.addEventListener('click', onClick);
  update();
  return {
    refresh: update,
    stop: () => {
      win.removeEventListener('scroll', schedule);
      doc.removeEventListener('click', onClick);
      win.cancelAnimationFrame(frame);
      win.cancelAnimationFrame(scrolling);
    },
  };
}

function findTarget(doc: Document, selector: string | null): HTMLElement {
  try {
    return (selector ? doc.querySelector<HTMLElement>(selector) : null) ?? doc.body;
  } catch {
    // A selector the browser cannot parse: the top of the page is still the body.
    return doc.body;
  }
}
