import { motionPreference } from '@vitrine/widget-api/testing';
// Test doubles for what jsdom lacks: IntersectionObserver, Web Animations, matchMedia and layout.
import { vi } from 'vitest';

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  disconnected = false;
  readonly rootMargin: string;
  readonly thresholds: number[];

  constructor(
    readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    const { threshold = 0 } = options;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    FakeIntersectionObserver.instances.push(this);
  }

  static connected(): FakeIntersectionObserver[] {
    return FakeIntersectionObserver.instances.filter((observer) => !observer.disconnected);
  }

  observe(element: Element): void {
    this.observed.add(element);
  }

  unobserve(element: Element): void {
    this.observed.delete(element);
  }

  disconnect(): void {
    this.disconnected = true;
    this.observed.clear();
  }

  /** Reports `element` as the browser would after a layout. */
  report(element: Element, isIntersecting: boolean, intersectionRatio = isIntersecting ? 1 : 0): void {
    if (!this.observed.has(element)) return;
    const entry = { target: element, isIntersecting, intersectionRatio } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** Reports `element` to every connected observer watching it. */
export function reportIntersection(element: Element, isIntersecting: boolean, ratio?: number): void {
  for (const observer of FakeIntersectionObserver.connected())
    observer.report(element, isIntersecting, ratio);
}

export class FakeAnimation {
  static all: FakeAnimation[] = [];
  playState: AnimationPlayState = 'running';
  /** A browser's animation is pending until the next frame starts it; the doubles' start at once. */
  pending = false;
  readonly effect: { target: Element };
  readonly finished: Promise<FakeAnimation>;
  #settle!: { resolve: (value: FakeAnimation) => void; reject: (reason: unknown) => void };

  constructor(
    target: Element,
    readonly keyframes: Keyframe[],
    readonly options: KeyframeAnimationOptions,
  ) {
    this.effect = { target };
    this.finished = new Promise((resolve, reject) => {
      this.#settle = { resolve, reject };
    });
    this.finished.catch(() => {});
    FakeAnimation.all.push(this);
  }

  /** As the browser sets it from the options. */
  get id(): string {
    return this.options.id ?? '';
  }

  static on(element: Element): FakeAnimation[] {
    return FakeAnimation.all.filter((animation) => animation.effect.target === element);
  }

  /** The animations on `element` that still apply (not cancelled or finished). */
  static live(element: Element): FakeAnimation[] {
    return FakeAnimation.on(element).filter((animation) => animation.playState !== 'idle');
  }

  pause(): void {
    this.playState = 'paused';
  }

  play(): void {
    this.playState = 'running';
  }

  cancel(): void {
    this.playState = 'idle';
    this.#settle.reject(new DOMException('cancelled', 'AbortError'));
  }

  finish(): void {
    this.playState = 'finished';
    this.#settle.resolve(this);
  }
}

/** Whether `element` is held invisible by a paused opacity-0 animation. */
export function isHeld(element: Element): boolean {
  return FakeAnimation.live(element).some(
    (animation) => animation.playState === 'paused' && animation.keyframes[0]?.opacity === 0,
  );
}

export const VIEWPORT = { width: 1200, height: 800 } as const;

export interface Doubles {
  /** Switches `prefers-reduced-motion: reduce` and tells listeners, as the browser does. */
  setReducedMotion(reduce: boolean): void;
  /** Runs the animation frames requested so far. */
  flushFrames(): void;
  setScrollY(value: number): void;
}

/** Installs the doubles on jsdom's window; `vi.unstubAllGlobals` and `restoreMocks` undo them. */
export function installDoubles(): Doubles {
  FakeIntersectionObserver.instances = [];
  FakeAnimation.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  Element.prototype.animate = function animate(keyframes, options) {
    return new FakeAnimation(this, keyframes as Keyframe[], options as KeyframeAnimationOptions) as never;
  };

  const motion = motionPreference();
  vi.stubGlobal('matchMedia', vi.fn(motion.matchMedia));

  let frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {
    frames = [];
  });

  let scrollY = 0;
  const define = (name: string, get: () => number): void => {
    Object.defineProperty(window, name, { configurable: true, get });
  };
  define('scrollY', () => scrollY);
  define('innerHeight', () => VIEWPORT.height);
  define('innerWidth', () => VIEWPORT.width);

  return {
    setReducedMotion: motion.set,
    flushFrames() {
      const pending = frames;
      frames = [];
      for (const callback of pending) callback(performance.now());
    },
    setScrollY(value) {
      scrollY = value;
    },
  };
}

export function removeDoubles(): void {
  vi.unstubAllGlobals();
  delete (Element.prototype as { animate?: unknown }).animate;
}

/**
 * Gives `element` a layout box `top` pixels below the document's top (`height` tall), seen from the
 * current scroll position.
 */
export function place(element: Element, top: number, height = 100): void {
  const rect = (): DOMRect => {
    const viewportTop = top - window.scrollY;
    return {
      top: viewportTop,
      bottom: viewportTop + height,
      left: 0,
      right: 300,
      width: 300,
      height,
      x: 0,
      y: viewportTop,
      toJSON: () => ({}),
    };
  };
  vi.spyOn(element, 'getBoundingClientRect').mockImplementation(rect);
  vi.spyOn(element, 'getClientRects').mockImplementation(() => [rect()] as unknown as DOMRectList);
}
