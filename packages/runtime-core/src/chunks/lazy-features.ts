import type { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import { noop } from '../util/noop';
import { LazyChunk } from './lazy-chunk';

/** A running feature: told when new content arrived, and stopped with core. */
export interface RunningFeature {
  /** New page content is in the document (after a navigation or an in-place refresh). */
  refresh?(root: ParentNode): void;
  stop(): void;
}

/** A feature whose code is downloaded only once the page has markup for it. */
export interface LazyFeature {
  /** The feature's chunk name: `Loading chunk {name} failed` when it cannot load. */
  readonly name: string;
  /** Matches the markup that needs the feature; checked at boot, after every page change and popup. */
  readonly selector: string;
  /** Needed without markup: what the page on screen brought in its data (its page JSON). */
  readonly needed?: () => boolean;
  load(): Promise<RunningFeature>;
}

/**
 * Keeps features off the critical path: each one's chunk is imported the first time its markup is on the
 * page, at boot or after a navigation brought it, and never on pages that do not use it. A chunk that fails
 * to load is tried again on the next page that needs it (`LazyChunk`).
 */
export class LazyFeatures {
  readonly #doc: Document;
  readonly #features: KnownFeature[] = [];
  readonly #stopListening: Array<() => void>;

  constructor(doc: Document, events: Emitter<NavigationEvents>) {
    this.#doc = doc;
    const check = (): void => {
      for (const feature of this.#features) this.#check(feature);
    };
    // A popup's content can bring markup too (an entrance animation inside a popup page).
    this.#stopListening = [
      events.on('page-load', check),
      events.on('page-refresh', check),
      events.on('popup-open', check),
    ];
  }

  add({ name, selector, needed, load }: LazyFeature): void {
    const feature = { selector, needed, chunk: new LazyChunk(name, load) };
    this.#features.push(feature);
    this.#check(feature);
  }

  stop(): void {
    for (const stop of this.#stopListening) stop();
    for (const { chunk } of this.#features) void chunk.started?.then((running) => running.stop(), noop);
    this.#features.length = 0;
  }

  #check({ selector, needed, chunk }: KnownFeature): void {
    const running = chunk.started;
    if (running) void running.then((feature) => feature.refresh?.(this.#doc), noop);
    else if (this.#doc.querySelector(selector) || needed?.()) void chunk.load().catch(noop);
  }
}

interface KnownFeature {
  readonly selector: string;
  readonly needed: (() => boolean) | undefined;
  readonly chunk: LazyChunk<RunningFeature>;
}
