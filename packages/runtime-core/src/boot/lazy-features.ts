import type { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';

/** A running feature: told when new content arrived, and stopped with core. */
export interface RunningFeature {
  /** New page content is in the document (after a navigation or an in-place refresh). */
  refresh?(root: ParentNode): void;
  stop(): void;
}

/** A feature whose code is downloaded only once the page has markup for it. */
export interface LazyFeature {
  /** Matches the markup that needs the feature; checked at boot, after every page change and popup. */
  readonly selector: string;
  /** Needed without markup: what the page on screen brought in its data (its page JSON). */
  readonly needed?: () => boolean;
  load(): Promise<RunningFeature>;
}

/**
 * Keeps features off the critical path: each one's chunk is imported the first time its markup is on the
 * page, at boot or after a navigation brought it, and never on pages that do not use it.
 */
export class LazyFeatures {
  readonly #doc: Document;
  readonly #features = new Map<LazyFeature, Promise<RunningFeature | undefined> | undefined>();
  readonly #stopListening: Array<() => void>;

  constructor(doc: Document, events: Emitter<NavigationEvents>) {
    this.#doc = doc;
    const check = (): void => this.#checkAll();
    // A popup's content can bring markup too (an entrance animation inside a popup page).
    this.#stopListening = [
      events.on('page-load', check),
      events.on('page-refresh', check),
      events.on('popup-open', check),
    ];
  }

  add(feature: LazyFeature): void {
    this.#features.set(feature, undefined);
    this.#check(feature);
  }

  stop(): void {
    for (const stop of this.#stopListening) stop();
    for (const running of this.#features.values()) void running?.then((feature) => feature?.stop());
    this.#features.clear();
  }

  #checkAll(): void {
    for (const feature of this.#features.keys()) this.#check(feature);
  }

  #check(feature: LazyFeature): void {
    const running = this.#features.get(feature);
    if (running) {
      void running.then((started) => started?.refresh?.(this.#doc));
      return;
    }
    if (!this.#doc.querySelector(feature.selector) && !feature.needed?.()) return;
    const started = feature.load().catch((error: unknown) => {
      console.error('[vitrine] a page feature could not be loaded', error);
      // Forget the failure so the next page that needs the feature tries again.
      this.#features.set(feature, undefined);
      return undefined;
    });
    this.#features.set(feature, started);
  }
}
