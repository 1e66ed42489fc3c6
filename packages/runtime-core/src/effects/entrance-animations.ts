import { prefersReducedMotion, watchReducedMotion } from '@vitrine/widget-api/dom/reduced-motion';
import { MarkupAttribute, WOW_CLASS } from '../markup/attributes';
import { ENTRANCE_EFFECTS } from './entrance-keyframes';
import type { EntranceOptions } from './wow-attributes';
import { readEntranceOptions } from './wow-attributes';

/** Entrance-animated elements: `data-wow-animation`, or the `wow` class of older content. */
export const ENTRANCE_SELECTOR = `[${MarkupAttribute.wowAnimation}],.${WOW_CLASS}`;

/**
 * Offsets are capped at this fraction of the viewport's height: a larger one would leave no band in which
 * an element could ever count as entered, and the element would stay invisible.
 */
export const MAX_OFFSET_FRACTION = 0.5;
/**
 * An element this much on screen has entered whatever its offset: one near the end of the page may never
 * rise `offset` pixels above the viewport's bottom edge.
 */
export const WHOLLY_VISIBLE_RATIO = 0.99;

/** A window with its constructors (the DOM typings leave them to `globalThis`). */
type WindowScope = Window & typeof globalThis;

interface Waiting {
  /** Holds the element at opacity 0 until it enters. */
  hold: Animation;
  options: EntranceOptions;
  offsetPx: number;
}

/**
 * Entrance animations (core-runtime spec §4, data-wow-* attributes of §3): each element animates once, when
 * it enters the viewport. Waiting elements are held invisible by a paused Web Animation, never by CSS, so
 * without JavaScript (or when this code fails to load) content simply shows; they stay focusable and in the
 * accessibility tree, and focusing one scrolls it in, which plays it. One IntersectionObserver per distinct
 * offset, disconnected when it has nothing left to watch; no polling.
 */
export class EntranceAnimations {
  readonly #win: WindowScope;
  readonly #byOffset = new Map<number, IntersectionObserver>();
  #wholly: IntersectionObserver | undefined;
  readonly #waiting = new Map<Element, Waiting>();
  readonly #playing = new Set<Animation>();
  /** Elements seen once are never animated again (a moved element, content that comes back). */
  readonly #seen = new WeakSet<Element>();
  readonly #stopWatchingMotion: () => void;
  readonly #onMotionChange = (): void => {
    if (prefersReducedMotion(this.#win)) this.#revealAll();
  };

  constructor(win: Window) {
    this.#win = win as WindowScope;
    this.#stopWatchingMotion = watchReducedMotion(win, this.#onMotionChange);
  }

  /** Elements currently held invisible, waiting to enter the viewport. */
  get waitingCount(): number {
    return this.#waiting.size;
  }

  /** IntersectionObservers currently connected. */
  get observerCount(): number {
    return this.#byOffset.size + (this.#wholly ? 1 : 0);
  }

  /**
   * Starts watching `element`. `painted` says the visitor may already have seen it (it was on the page when
   * effects started): if it is on screen it is left alone, rather than hidden and played again.
   */
  add(element: Element, { painted }: { painted: boolean }): void {
    if (this.#seen.has(element)) return;
    this.#seen.add(element);
    const win = this.#win;
    if (prefersReducedMotion(win) || typeof element.animate !== 'function' || !win.IntersectionObserver)
      return;
    if (painted && isOnScreen(element, win)) return;
    const options = readEntranceOptions(element);
    const hold = element.animate([{ opacity: 0 }, { opacity: 0 }], { duration: 1000, fill: 'both' });
    hold.pause();
    const offsetPx = Math.min(options.offsetPx, Math.floor(win.innerHeight * MAX_OFFSET_FRACTION));
    this.#waiting.set(element, { hold, options, offsetPx });
    this.#observerFor(offsetPx).observe(element);
    if (offsetPx > 0) this.#whollyObserver().observe(element);
  }

  /** Forgets elements that left the document (a navigation replaced the content, a popup closed). */
  releaseDetached(): void {
    for (const element of [...this.#waiting.keys()]) if (!element.isConnected) this.#release(element);
    for (const animation of this.#playing) {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      if (!target?.isConnected) animation.cancel();
    }
  }

  /** Stops watching: every waiting element shows at once; animations already playing finish. */
  stop(): void {
    for (const element of [...this.#waiting.keys()]) this.#release(element);
    this.#stopWatchingMotion();
  }

  #revealAll(): void {
    for (const element of [...this.#waiting.keys()]) this.#release(element);
    for (const animation of [...this.#playing]) animation.cancel();
  }

  #enter(element: Element): void {
    const waiting = this.#waiting.get(element);
    if (!waiting) return;
    this.#release(element, false);
    const { options, hold } = waiting;
    if (!prefersReducedMotion(this.#win)) {
      const { keyframes, easing } = ENTRANCE_EFFECTS[options.animation];
      const animation = element.animate(keyframes, {
        duration: options.durationMs,
        delay: options.delayMs,
        iterations: options.iterations,
        easing,
        // The first frame applies during the delay; afterwards the element's own styles do.
        fill: 'backwards',
      });
      this.#playing.add(animation);
      const done = (): void => {
        this.#playing.delete(animation);
      };
      animation.finished.then(done, done);
    }
    hold.cancel();
  }

  #release(element: Element, cancelHold = true): void {
    const waiting = this.#waiting.get(element);
    if (!waiting) return;
    this.#waiting.delete(element);
    if (cancelHold) waiting.hold.cancel();
    const observer = this.#byOffset.get(waiting.offsetPx);
    observer?.unobserve(element);
    this.#wholly?.unobserve(element);
    const stillUsed = (predicate: (other: Waiting) => boolean): boolean => {
      for (const other of this.#waiting.values()) if (predicate(other)) return true;
      return false;
    };
    if (observer && !stillUsed((other) => other.offsetPx === waiting.offsetPx)) {
      observer.disconnect();
      this.#byOffset.delete(waiting.offsetPx);
    }
    if (this.#wholly && !stillUsed((other) => other.offsetPx > 0)) {
      this.#wholly.disconnect();
      this.#wholly = undefined;
    }
  }

  #observerFor(offsetPx: number): IntersectionObserver {
    let observer = this.#byOffset.get(offsetPx);
    if (!observer) {
      observer = new this.#win.IntersectionObserver(
        (entries) => {
          for (const entry of entries) if (entry.isIntersecting) this.#enter(entry.target);
        },
        // A negative bottom margin moves the line an element must cross `offset` pixels up the viewport.
        { rootMargin: `0px 0px ${-offsetPx}px 0px`, threshold: 0 },
      );
      this.#byOffset.set(offsetPx, observer);
    }
    return observer;
  }

  #whollyObserver(): IntersectionObserver {
    this.#wholly ??= new this.#win.IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.isIntersecting && entry.intersectionRatio >= WHOLLY_VISIBLE_RATIO)
            this.#enter(entry.target);
      },
      { threshold: WHOLLY_VISIBLE_RATIO },
    );
    return this.#wholly;
  }
}

/** Whether any part of the element's box is inside the viewport. */
export function isOnScreen(element: Element, win: Window): boolean {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return false;
  return rect.bottom > 0 && rect.right > 0 && rect.top < win.innerHeight && rect.left < win.innerWidth;
}
