import { prefersReducedMotion } from '@vitrine/widget-api/dom/reduced-motion';

/** Loads faster than this show no indicator at all, so quick navigations do not flicker. */
export const PROGRESS_DELAY_MS = 300;

/**
 * A thin bar at the top of the window while a slow page load runs. Styles are set through the CSSOM, which a
 * Content Security Policy without `unsafe-inline` still allows.
 */
export class ProgressBar {
  readonly #doc: Document;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #element: HTMLElement | undefined;

  constructor(doc: Document) {
    this.#doc = doc;
  }

  /** Shows the bar if the load is still running after the delay. */
  start(): void {
    this.done();
    this.#timer = setTimeout(() => this.#show(), PROGRESS_DELAY_MS);
  }

  /** Removes the bar, whether it showed or not. */
  done(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#element?.remove();
    this.#element = undefined;
  }

  #show(): void {
    const bar = this.#doc.createElement('div');
    bar.className = 'vitrine-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading page');
    Object.assign(bar.style, {
      position: 'fixed',
      top: '0',
      left: '0',
      height: '3px',
      width: '100%',
      zIndex: '2147483647',
      background: 'var(--vitrine-progress-color, #2563eb)',
      transformOrigin: '0 0',
      transform: 'scaleX(0.3)',
      pointerEvents: 'none',
    });
    this.#doc.body.append(bar);
    this.#element = bar;
    if (!prefersReducedMotion(this.#doc.defaultView ?? window)) {
      // Eases towards the end without reaching it: the load decides when the bar goes away.
      bar.animate([{ transform: 'scaleX(0.3)' }, { transform: 'scaleX(0.9)' }], {
        duration: 8000,
        easing: 'cubic-bezier(0.1, 0.7, 0.2, 1)',
        fill: 'forwards',
      });
    }
  }
}
