import { loadOncePerKey } from '@vitrine/widget-api/dom/load-once';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError } from '../chunks/chunk-load-error';

export { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError };

/** Where runtime apps' script chunks are served (spec §2). */
export const RUNTIME_CHUNK_BASE = '/editor/apps/modules/runtime/';
/** The message an app without a registered handler is rejected with. */
export function noHandlerMessage(appName: string): string {
  return `No handler for runtime app "${appName}"`;
}

/** What a runtime app's chunk exports: `start` runs the app on an element and may return its cleanup. */
export interface RuntimeAppModule {
  start(element: Element, options?: Record<string, unknown>): (() => void) | undefined;
}

export interface ChunkLoader {
  /** Imports `{base}{chunk}.js` once; rejects with a ChunkLoadError after 120 s or when the import fails. */
  loadChunk(chunk: string): Promise<unknown>;
  /** Says which chunk handles an app. */
  register(appName: string, chunk: string): void;
  /** The app's module, once its chunk is in; an app nobody registered is rejected. */
  loadApp(appName: string): Promise<RuntimeAppModule>;
}

export interface ChunkLoaderOptions {
  base?: string;
  timeoutMs?: number;
  /** App name → chunk name, known from the start. */
  apps?: Record<string, string>;
  importModule?: (url: string) => Promise<unknown>;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/** Chunk names are file names under the base: letters, digits, `-`, `_` and `.`, never a path. */
const CHUNK_NAME = /^[\w-]+(?:\.[\w-]+)*$/;

export function createChunkLoader({
  base = RUNTIME_CHUNK_BASE,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
  apps = {},
  importModule = (url) => import(/* @vite-ignore */ url),
  setTimeout: schedule = (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: cancel = (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}: ChunkLoaderOptions = {}): ChunkLoader {
  const handlers = new Map(Object.entries(apps));

  const load = (chunk: string): Promise<unknown> =>
    new Promise((resolve, reject) => {
      if (!CHUNK_NAME.test(chunk)) {
        reject(new ChunkLoadError(chunk, { cause: 'not a chunk name' }));
        return;
      }
      const timer = schedule(() => reject(new ChunkLoadError(chunk, { cause: 'timeout' })), timeoutMs);
      importModule(`${base}${chunk}.js`).then(
        (module) => {
          cancel(timer);
          resolve(module);
        },
        (cause: unknown) => {
          cancel(timer);
          reject(new ChunkLoadError(chunk, { cause }));
        },
      );
    });

  // A failure is not remembered: the next call tries the network again.
  const loadChunk = loadOncePerKey(load);

  return {
    loadChunk,
    register(appName, chunk) {
      handlers.set(appName, chunk);
    },
    async loadApp(appName) {
      const chunk = handlers.get(appName);
      if (chunk === undefined) throw new Error(noHandlerMessage(appName));
      const module = await loadChunk(chunk);
      if (!isRuntimeAppModule(module))
        throw new Error(`The chunk of runtime app "${appName}" exports no start function`);
      return module;
    },
  };
}

function isRuntimeAppModule(module: unknown): module is RuntimeAppModule {
  return (
    typeof module === 'object' && module !== null && typeof (module as RuntimeAppModule).start === 'function'
  );
}
