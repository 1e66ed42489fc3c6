const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * The controls Tab reaches inside `root`, in document order: disabled ones, those taken out of the tab order,
 * those inside a `hidden` element and those without a box (`display: none`, which Tab skips) are left out.
 * Boxes are judged only when `root` has one itself: a root that is not laid out (not shown yet, or a document
 * without layout) cannot tell its controls apart that way.
 */
export function focusableWithin(root: Element): HTMLElement[] {
  const judgeBoxes = root.getClientRects().length > 0;
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[hidden]') &&
      (!judgeBoxes || element.getClientRects().length > 0),
  );
}

export interface FocusTrapOptions {
  /**
   * Where focus goes when the trap is released: by default the element that had focus when it was set; `null`
   * leaves focus where it is (a caller, or a library, returns it).
   */
  returnFocusTo?: HTMLElement | null;
}

export interface FocusTrap {
  /** Stops keeping Tab inside and returns focus (see `returnFocusTo`) if that element is still on the page. */
  release(): void;
}

/**
 * Keeps Tab inside `container` (a dialog, a drawer, a picker): Tab from its last control goes to its first,
 * Shift+Tab from the first to the last, and Tab from outside its controls (the container itself, or the page
 * behind a modal dialog) comes back in. A modal `<dialog>` already makes the page inert, but Tab would still
 * leave for the browser's own controls. With no control to go to, focus stays where it is.
 */
export function trapFocus(container: HTMLElement, options: FocusTrapOptions = {}): FocusTrap {
  const doc = container.ownerDocument;
  const returnTo =
    options.returnFocusTo === undefined ? (doc.activeElement as HTMLElement | null) : options.returnFocusTo;
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Tab') keepTabInside(container, event);
  };
  container.addEventListener('keydown', onKeyDown);
  return {
    release() {
      container.removeEventListener('keydown', onKeyDown);
      if (returnTo?.isConnected && typeof returnTo.focus === 'function')
        returnTo.focus({ preventScroll: true });
    },
  };
}

/**
 * The Tab rule of `trapFocus` for one Tab key press, for a caller that owns its keydown handler (a React
 * component's `onKeyDown`): moves focus round the container's controls (read now: they change while a dialog
 * is open) and prevents the browser's own move when it does.
 */
export function keepTabInside(
  container: Element,
  event: Pick<KeyboardEvent, 'shiftKey' | 'preventDefault'>,
): void {
  const controls = focusableWithin(container);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = container.ownerDocument.activeElement;
  const inside = active !== container && container.contains(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
