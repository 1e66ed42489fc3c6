type Handler<Payload> = (payload: Payload) => void;

/**
 * A typed event emitter whose listeners cannot break the emitter: a listener that throws is reported on the
 * console (spec §8: page-load and after-AJAX callback errors are caught and printed) and the others still run.
 */
export class Emitter<Events extends object> {
  readonly #handlers = new Map<keyof Events, Set<Handler<never>>>();

  on<Name extends keyof Events>(name: Name, handler: Handler<Events[Name]>): () => void {
    let handlers = this.#handlers.get(name);
    if (!handlers) {
      handlers = new Set();
      this.#handlers.set(name, handlers);
    }
    handlers.add(handler as Handler<never>);
    return () => {
      handlers.delete(handler as Handler<never>);
    };
  }

  emit<Name extends keyof Events>(name: Name, payload: Events[Name]): void {
    for (const handler of [...(this.#handlers.get(name) ?? [])]) {
      try {
        (handler as Handler<Events[Name]>)(payload);
      } catch (error) {
        console.error(`[vitrine] a "${String(name)}" listener failed`, error);
      }
    }
  }

  listenerCount(): number {
    let count = 0;
    for (const handlers of this.#handlers.values()) count += handlers.size;
    return count;
  }
}
