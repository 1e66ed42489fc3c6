import { MarkupAttribute } from '../markup/attributes';

/** The spec's messages for a misused scroll responder (core-runtime spec §8), verbatim. */
export const ScrollResponderError = {
  invalidElement: 'A valid element must be provided',
  missingTargetAttribute: 'Scrollable element does not have scrollable target attribute',
  targetNotInDom: 'Target Selector is not in the DOM',
} as const;

export const SCROLL_RESPONDER_SELECTOR = `[${MarkupAttribute.scrollableTarget}]`;

/** Spec §9: the scroll threshold's default. */
export const DEFAULT_SCROLL_THRESHOLD = 0.5;
export const DEFAULT_SCROLL_CLASS = 'vitrine-scrolled';

export interface ScrollResponderOptions {
  /** CSS selector of the target. */
  selector: string;
  /** Classes added past the threshold (the attribute may list several, space-separated). */
  classNames: string[];
  threshold: number;
}

/**
 * The threshold rule (spec §4): past it once the vertical scroll position reaches `threshold` times the
 * target's bottom edge, measured from the top of the document.
 */
export function isPastThreshold(scrollY: number, targetBottom: number, threshold: number): boolean {
  return scrollY >= threshold * targetBottom;
}

/** A non-negative number; anything else gives the default 0.5. */
export function parseThreshold(raw: string | null): number {
  const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_SCROLL_THRESHOLD;
}

export function readScrollResponderOptions(element: Element): ScrollResponderOptions {
  const classNames = (element.getAttribute(MarkupAttribute.scrollClass) ?? '').split(/\s+/).filter(Boolean);
  return {
    selector: (element.getAttribute(MarkupAttribute.scrollableTarget) ?? '').trim(),
    classNames: classNames.length > 0 ? classNames : [DEFAULT_SCROLL_CLASS],
    threshold: parseThreshold(element.getAttribute(MarkupAttribute.scrollThreshold)),
  };
}

/** The first element matching `selector`, or null (also for a selector the browser cannot parse). */
function queryTarget(doc: Document, selector: string): Element | null {
  try {
    return selector ? doc.querySelector(selector) : null;
  } catch {
    return null;
  }
}

/**
 * Adds its classes to an element while the page is scrolled past a threshold of a target's bottom edge
 * and removes them below it (spec §4 "Scroll responder"). Listens passively to scroll and resize and
 * measures at most once per animation frame. When the target leaves the document (a navigation replaced
 * the content) the next one matching the selector takes its place; while none is on the page the classes
 * are off.
 */
export class ScrollResponder {
  readonly element: Element;
  readonly options: ScrollResponderOptions;
  readonly #win: Window;
  #target: Element | null = null;
  /** The target the last measure used (undefined before the first). */
  #measured: Element | null | undefined;
  #past: boolean | undefined;
  #frame = 0;
  /**
   * Told when the element enters or leaves the state past the threshold, and of the first measure. `newPage`:
   * the target changed since the last measure (a navigation replaced the content and placed the scroll), so the
   * change is the page's, not a visitor's scroll.
   */
  onChange: ((past: boolean, newPage: boolean) => void) | undefined;
  #running = false;
  readonly #schedule = (): void => this.schedule();

  constructor(
    element: Element,
    win: Window,
    options: ScrollResponderOptions = readScrollResponderOptions(element),
  ) {
    this.element = element;
    this.options = options;
    this.#win = win;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#win.addEventListener('scroll', this.#schedule, { passive: true });
    this.#win.addEventListener('resize', this.#schedule, { passive: true });
    this.update();
  }

  /** Measures on the next animation frame (many calls in one frame measure once). */
  schedule(): void {
    if (!this.#running || this.#frame) return;
    this.#frame = this.#win.requestAnimationFrame(() => {
      this.#frame = 0;
      this.update();
    });
  }

  /** Measures now and sets or removes the classes. */
  update(): void {
    const past = this.pastAt(this.#win.scrollY);
    const target = this.#resolveTarget();
    const newPage = this.#measured !== undefined && target !== this.#measured;
    this.#measured = target;
    for (const name of this.options.classNames) this.element.classList.toggle(name, past);
    if (past === this.#past) return;
    this.#past = past;
    this.onChange?.(past, newPage);
  }

  /** Whether the page scrolled to `scrollY` would be past the threshold (a hidden target never is). */
  pastAt(scrollY: number): boolean {
    const target = this.#resolveTarget();
    return (
      target !== null &&
      target.getClientRects().length > 0 &&
      isPastThreshold(
        scrollY,
        target.getBoundingClientRect().bottom + this.#win.scrollY,
        this.options.threshold,
      )
    );
  }

  /** Stops listening; the classes stay as they are. */
  stop(): void {
    this.#running = false;
    this.#win.removeEventListener('scroll', this.#schedule);
    this.#win.removeEventListener('resize', this.#schedule);
    if (this.#frame) this.#win.cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  #resolveTarget(): Element | null {
    if (!this.#target?.isConnected)
      this.#target = queryTarget(this.element.ownerDocument, this.options.selector);
    return this.#target;
  }
}

/**
 * Starts a scroll responder on an element carrying `data-scrollable-target`; throws the spec's errors when
 * the element is not an element, has no target attribute, or its target is not in the document.
 */
export function createScrollResponder(element: Element | null | undefined): ScrollResponder {
  const win = element?.nodeType === 1 ? element.ownerDocument.defaultView : null;
  if (!element || !win) throw new Error(ScrollResponderError.invalidElement);
  const options = readScrollResponderOptions(element);
  if (!options.selector) throw new Error(ScrollResponderError.missingTargetAttribute);
  if (!queryTarget(element.ownerDocument, options.selector))
    throw new Error(ScrollResponderError.targetNotInDom);
  const responder = new ScrollResponder(element, win, options);
  responder.start();
  return responder;
}
