/**
 * A part of core that arrives as a chunk of its own on first need (the engine, the overlays, the services,
 * the widget host): imported once and shared by every caller. A failed import is reported and forgotten, so
 * the next need tries again: a chunk that failed while offline may load once the visitor is back.
 */
export class LazyChunk<Loaded> {
  readonly #open: () => Promise<Loaded>;
  readonly #name: string;
  #loaded: Loaded | undefined;
  #loading: Promise<Loaded> | undefined;

  /** `open` imports the chunk and makes what it provides; `name` says what failed on the console. */
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
      const loading = this.#open().then((loaded) => {
        this.#loaded = loaded;
        return loaded;
      });
      this.#loading = loading;
      loading.catch((error: unknown) => {
        console.error(`[vitrine] ${this.#name} could not be loaded`, error);
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
