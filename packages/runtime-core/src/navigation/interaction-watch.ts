const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchmove', 'input'] as const;

/**
 * Tells whether the visitor has started using the page on screen. A page shown from the cache is
 * re-rendered with fresher content only while this is false, so nothing moves under a visitor's hand.
 * Only visitor-made events count: core's own scrolling does not.
 */
export class InteractionWatch {
  readonly #target: Window;
  #interacted = false;
  readonly #mark = (): void => {
    this.#interacted = true;
  };

  constructor(target: Window) {
    this.#target = target;
    for (const type of INTERACTION_EVENTS) {
      target.addEventListener(type, this.#mark, { capture: true, passive: true });
    }
  }

  get interacted(): boolean {
    return this.#interacted;
  }

  /** A new page is on screen: nothing has happened on it yet. */
  reset(): void {
    this.#interacted = false;
  }

  stop(): void {
    for (const type of INTERACTION_EVENTS) {
      this.#target.removeEventListener(type, this.#mark, { capture: true });
    }
  }
}
