type VisibilityHandler = (visible: boolean) => void;

interface SharedObserver {
  observer: IntersectionObserver;
  handlers: Map<Element, Set<VisibilityHandler>>;
}

// One observer per window however many elements are watched: each IntersectionObserver costs the browser a
// separate pass over its targets on every frame that moves.
const shared = new WeakMap<Window, SharedObserver>();

function sharedObserver(win: Window): SharedObserver {
  let entry = shared.get(win);
  if (!entry) {
    const handlers = new Map<Element, Set<VisibilityHandler>>();
    const { IntersectionObserver } = win as Window & typeof globalThis;
    const observer = new IntersectionObserver((records) => {
      for (const record of records)
        for (const handler of [...(handlers.get(record.target) ?? [])]) handler(record.isIntersecting);
    });
    entry = { observer, handlers };
    shared.set(win, entry);
  }
  return entry;
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
  if (typeof (win as Window & typeof globalThis).IntersectionObserver !== 'function') {
    handler(true);
    return () => {};
  }
  const { observer, handlers } = sharedObserver(win);
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
