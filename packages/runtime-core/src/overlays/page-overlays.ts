import type { LazyChunk } from '../chunks/lazy-chunk';
import type { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import type { RuntimeParts } from '../runtime-parts';
import { noop } from '../util/noop';
import type { Overlays } from './index';

/**
 * Overlays belong to the page they came with: leaving a page ends what it opened, and each page's server
 * instructions (spec §3 "srvInstruct", the first document's from its site parameters) are followed, their
 * delay counted from when the page showed, not from when the overlays' code arrived. That code loads only
 * when a page has some.
 */
export class PageOverlays {
  readonly #win: Window;
  readonly #events: Emitter<NavigationEvents>;
  readonly #overlays: LazyChunk<Overlays>;
  readonly #firstInstructions: unknown;
  #stopListening: Array<() => void> = [];

  constructor({
    win,
    events,
    overlays,
    config,
  }: Pick<RuntimeParts, 'win' | 'events' | 'overlays' | 'config'>) {
    this.#win = win;
    this.#events = events;
    this.#overlays = overlays;
    this.#firstInstructions = config.raw.srvInstruct;
  }

  start(): void {
    this.#follow(this.#firstInstructions);
    this.#stopListening = [
      this.#events.on('before-navigate', () => this.#overlays.loaded?.leavePage()),
      this.#events.on('page-load', ({ page }) => this.#follow(page.pageContent?.parameters?.srvInstruct)),
    ];
  }

  stop(): void {
    for (const stopListening of this.#stopListening) stopListening();
    this.#overlays.loaded?.stop();
  }

  #follow(raw: unknown): void {
    if (raw === undefined || raw === null) return;
    const shownAt = this.#win.performance.now();
    void this.#overlays.use((loaded) => loaded.followInstructions(raw, shownAt), noop);
  }
}
