/** Hears back and forward (Turbo's History listens the same way; ours is in the engine, not yet loaded). */
export class PopStateObserver {
  readonly #win: Window;
  readonly #onPopState: () => void;

  constructor(win: Window, onPopState: () => void) {
    this.#win = win;
    this.#onPopState = onPopState;
  }

  start(): void {
    this.#win.addEventListener('popstate', this.#onPopState);
  }

  stop(): void {
    this.#win.removeEventListener('popstate', this.#onPopState);
  }
}
