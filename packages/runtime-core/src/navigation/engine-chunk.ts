import { LazyChunk } from '../chunks/lazy-chunk';
import type { PreloadPriority } from '../chunks/module-preloader';
import { preloadModules } from '../chunks/module-preloader';
import { noop } from '../util/noop';
import { whenIdle } from '../util/when-idle';
import type { EngineOptions } from './engine';
import type { Navigator } from './navigator';
import { savesData } from './prefetch-intent';

export interface EngineChunkOptions extends EngineOptions {
  /** The engine's module URLs (the CDN build lists them); empty: a plain dynamic import. */
  engineModules: readonly string[];
}

/**
 * The navigation engine as a lazy chunk, made to arrive before it is needed: its modules are asked for once, in
 * one wave, at high priority on the first sign of navigating (its first load) or at low priority once the page
 * is idle (`start`), whichever comes first; idle again, it is started, so the first click finds it running.
 */
export class EngineChunk extends LazyChunk<Navigator> {
  readonly #win: Window;
  readonly #doc: Document;
  readonly #preload: (priority: PreloadPriority) => void;
  readonly #warm = (): void =>
    whenIdle(this.#win, () => {
      if (!this.#win.navigator.onLine || savesData(this.#win)) return;
      this.#preload('low');
      whenIdle(this.#win, () => void this.load().catch(noop));
    });

  constructor({ engineModules, ...engine }: EngineChunkOptions) {
    let requested = false;
    const preload = (priority: PreloadPriority): void => {
      if (requested) return;
      requested = true;
      preloadModules(engine.doc, engineModules, priority);
    };
    super('engine', () => {
      preload('high');
      return import('./engine').then(({ createNavigator }) => createNavigator(engine));
    });
    this.#win = engine.win;
    this.#doc = engine.doc;
    this.#preload = preload;
  }

  /** Warms the engine once the page has loaded and is idle. */
  start(): void {
    if (this.#doc.readyState === 'complete') this.#warm();
    else this.#win.addEventListener('load', this.#warm, { once: true });
  }

  stop(): void {
    this.#win.removeEventListener('load', this.#warm);
    this.loaded?.stop();
  }
}
