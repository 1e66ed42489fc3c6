import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError } from './chunk-load-error';

/**
 * A part of core that arrives as a chunk of its own on first need (the engine, the overlays, the services,
 * the widget host, the features): imported once and shared by every caller. A chunk that fails, or has not
 * arrived after 120 s, rejects with a `ChunkLoadError` (spec §8, §9); that is reported and forgotten, so the
 * next need tries again: a chunk that failed while offline may load once the visitor is back.
 */
export class LazyChunk<Loaded> {
  readonly #open: () => Promise<Loaded>;
  readonly #name: string;
  #loaded: Loaded | undefined;
  #loading: Promise<Loaded> | undefined;

  /** `open` imports the chunk and makes what it provides; `name` is the chunk's, in its `ChunkLoadError`. */
  constructor(name: string, open: () => Promise<Loaded>) {
    this.#name = name;
    this.#open = open;
  }

  /** What the chunk made, once it has loaded: callers that only act when it is there need no download. */
  get loaded(): Loaded | undefined {
    return this.#loaded;
  }

  /** The load under way or done, if one started. */
  get started(): Promise<Loaded> | undefined {
    return this.#loading;
  }

  load(): Promise<Loaded> {
    if (!this.#loading) {
      // The timer is left to run out: a rejection after the race is decided is heard by nobody.
      const loading = Promise.race([
        this.#open(),
        new Promise<never>((_, reject) => setTimeout(reject, CHUNK_LOAD_TIMEOUT_MS, 'timeout')),
      ]).then(
        (loaded) => (this.#loaded = loaded),
        (cause: unknown) => {
          throw new ChunkLoadError(this.#name, { cause });
        },
      );
      this.#loading = loading;
      loading.catch((error: ChunkLoadError) => {
        console.error(`[vitrine] ${error.message}`, error.cause);
        if (this.#loading === loading) this.#loading = undefined;
      });
    }
    return this.#loading;
  }

  /** Runs `task` with the chunk, or `fallback` when it cannot load; never rejects because of the chunk. */
  use<Result>(
    task: (loaded: Loaded) => Result | PromiseLike<Result>,
    fallback: () => Result | PromiseLike<Result>,
  ): Promise<Result> {
    return this.load().then(task, fallback);
  }
}
