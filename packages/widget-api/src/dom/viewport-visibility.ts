type VisibilityHandler = (visible: boolean) => void;

interface SharedObserver {
  observer: IntersectionObserver;
  handlers: Map<Element, Set<VisibilityHandler>>;
}

/**
 * How far above the viewport "reached" goes: the viewport's box is stretched this far upwards, so an element the
 * page has been scrolled past intersects as surely as one in view. A fling moves the page several screens between
 * two of the browser's intersection updates (WebKit batches them further apart than Chromium), so an element in
 * the middle may never be in view at an update, yet the visitor went by it.
 */
const REACHED_ABOVE_PX = 10_000_000;

// One observer per window and root margin however many elements are watched: each IntersectionObserver costs the
// browser a separate pass over its targets on every frame that moves.
const shared = new WeakMap<Window, Map<string, SharedObserver>>();

function sharedObserver(win: Window, rootMargin: string): SharedObserver {
  let byMargin = shared.get(win);
  if (!byMargin) {
    byMargin = new Map();
    shared.set(win, byMargin);
  }
  let entry = byMargin.get(rootMargin);
  if (!entry) {
    const handlers = new Map<Element, Set<VisibilityHandler>>();
    const { IntersectionObserver } = win as Window & typeof globalThis;
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records)
          for (const handler of [...(handlers.get(record.target) ?? [])]) handler(record.isIntersecting);
      },
      { rootMargin },
    );
    entry = { observer, handlers };
    byMargin.set(rootMargin, entry);
  }
  return entry;
}

function watch(element: Element, handler: VisibilityHandler, win: Window, rootMargin: string): () => void {
  if (typeof (win as Window & typeof globalThis).IntersectionObserver !== 'function') {
    handler(true);
    return () => {};
  }
  const { observer, handlers } = sharedObserver(win, rootMargin);
  let forElement = handlers.get(element);
  if (!forElement) {
    forElement = new Set();
    handlers.set(element, forElement);
    observer.observe(element);
  }
  const own: VisibilityHandler = (visible) => handler(visible);
  forElement.add(own);
  return () => {
    const current = handlers.get(element);
    if (!current?.delete(own) || current.size > 0) return;
    handlers.delete(element);
    observer.unobserve(element);
  };
}

/**
 * Calls `handler` with true when `element` enters the viewport and false when it leaves (first with its
 * current state). Returns the function that stops watching. A browser without IntersectionObserver gets one
 * call with true: the element is treated as visible rather than never.
 */
export function watchVisibility(
  element: Element,
  handler: VisibilityHandler,
  win: Window = element.ownerDocument.defaultView ?? window,
): () => void {
  return watch(element, handler, win, '0px');
}

export interface ReachOptions {
  /** The element's window (its document's by default: it may live in another frame). */
  win?: Window;
  /** Counts the element as reached this many pixels before it scrolls into view from below (default 0). */
  nearPx?: number;
}

/**
 * Calls `handler` once, when the visitor first reaches `element`: it is in the viewport (or within `nearPx` below
 * it), or the page has been scrolled past it, however quickly (a fling) and however the engine batches its
 * intersection updates. What starts on first need (widgets, their third-party code, custom widgets, prefetches
 * of links in view) waits on this. An element with no box (`display: none`) is never reached. Returns the
 * function that stops waiting. Without IntersectionObserver the element counts as reached at once.
 */
export function whenReached(
  element: Element,
  handler: () => void,
  { win = element.ownerDocument.defaultView ?? window, nearPx = 0 }: ReachOptions = {},
): () => void {
  let stop: (() => void) | undefined;
  let done = false;
  stop = watch(
    element,
    (reached) => {
      if (!reached || done) return;
      done = true;
      stop?.();
      handler();
    },
    win,
    `${REACHED_ABOVE_PX}px 0px ${Math.max(0, nearPx)}px 0px`,
  );
  if (done) stop();
  return () => {
    done = true;
    stop?.();
  };
}
