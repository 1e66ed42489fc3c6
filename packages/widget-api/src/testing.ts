// Helpers for widget authors' tests and stories: a complete context without a running core.
import type { WidgetContext } from './context';
import type { Logger } from './logger';

/** A logger that records what it was told (`lines`), for assertions. */
export function recordingLogger(): Logger & { lines: Array<[string, string, unknown[]]> } {
  const lines: Array<[string, string, unknown[]]> = [];
  const at =
    (level: string) =>
    (message: string, ...details: unknown[]) =>
      lines.push([level, message, details]);
  return {
    lines,
    trace: at('trace'),
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
  };
}

/** A complete widget context for a mount function's tests and stories, with `overrides` on top. */
export function createTestContext<Config>(
  config: Config,
  overrides: Partial<WidgetContext<Config>> = {},
): WidgetContext<Config> {
  return {
    device: 'desktop',
    page: {
      pageUrl: '/site/test/home',
      pageAlias: 'home',
      pageUrlIdentifier: '1',
      linkType: 0,
      pageID: undefined,
      pageScrollTo: undefined,
    },
    mode: 'live',
    inEditor: false,
    accountId: undefined,
    siteId: 'test',
    webPlatform: undefined,
    widgetId: 'w1',
    widgetVersion: '1.0.0',
    config,
    locale: 'en',
    signal: new AbortController().signal,
    events: { emit: () => {}, on: () => () => {} },
    logger: recordingLogger(),
    navigation: { navigate: async () => {}, beforeNavigate: () => () => {} },
    popups: undefined,
    collections: undefined,
    ...overrides,
  };
}

/**
 * jsdom has `<dialog>` without `showModal`/`close`: enough of them for a widget's unit tests of what it does
 * around a dialog. Modality, inertness and Escape are the browser's: test those in a real browser.
 */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

export interface MotionPreference {
  /** A `matchMedia` whose every query answers with the setting: install it on a window (`vi.stubGlobal`). */
  matchMedia(query: string): MediaQueryList;
  /** Changes the setting and tells the listeners, as the browser does. */
  set(reduce: boolean): void;
  /** How many listeners are waiting for a change. */
  readonly listenerCount: number;
}

/** The visitor's `prefers-reduced-motion` setting, which jsdom lacks, as a test moves it. */
export function motionPreference(reduce = false): MotionPreference {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return reduce;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  } as unknown as MediaQueryList;
  return {
    matchMedia: () => query,
    set(next) {
      reduce = next;
      for (const listener of listeners) listener();
    },
    get listenerCount() {
      return listeners.size;
    },
  };
}

export interface PictureRequests {
  /**
   * An `Image` that records each picture asked for (the third-party loader fetches pictures through it): install
   * it on the window (`vi.stubGlobal('Image', pictures.Image)`).
   */
  readonly Image: typeof Image;
  /** The pictures asked for, in order: fire `load` or `error` on one to answer it. */
  readonly asked: HTMLImageElement[];
}

/**
 * The pictures a test's page asks for through `Image`, which jsdom never fetches. With `arrive`, each one loads
 * in the task its address is set in, as over a quick network; without it the test answers each itself.
 */
export function pictureRequests({ arrive = false }: { arrive?: boolean } = {}): PictureRequests {
  const asked: HTMLImageElement[] = [];
  class RecordedImage extends window.Image {
    constructor() {
      super();
      asked.push(this);
      if (arrive) queueMicrotask(() => this.dispatchEvent(new Event('load')));
    }
  }
  return { Image: RecordedImage, asked };
}

const standIns = new Set<StandInIntersectionObserver>();

class StandInIntersectionObserver {
  readonly targets = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    standIns.add(this);
  }
  observe(target: Element): void {
    this.targets.add(target);
  }
  unobserve(target: Element): void {
    this.targets.delete(target);
  }
  disconnect(): void {
    this.targets.clear();
  }
}

/**
 * The viewport, which jsdom lacks, as a test moves it: install its `IntersectionObserver` on the window
 * (`vi.stubGlobal('IntersectionObserver', testViewport.IntersectionObserver)`), and `reach()` brings every watched
 * element into view (`whenReached`, `watchVisibility`). One for all of a file's tests: widget-api keeps one
 * observer per window once made, so a later test's elements are watched by an earlier test's observer.
 */
export const testViewport = {
  IntersectionObserver: StandInIntersectionObserver as unknown as typeof IntersectionObserver,
  reach(): void {
    for (const observer of standIns)
      observer.callback(
        [...observer.targets].map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        ),
        observer as unknown as IntersectionObserver,
      );
  },
};
