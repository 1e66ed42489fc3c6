import type { Runtime, RuntimeOptions } from './runtime';
import { createRuntime as bootRuntime } from './runtime';

/**
 * Boots core on a server-rendered page (see `Runtime`). Throws, naming the fix, where there is no window to run
 * in: a server that imports it by mistake learns that from the message rather than from a bare `ReferenceError`.
 * Only the npm entry checks; the CDN build runs in a browser by construction and keeps its boot bytes.
 */
export function createRuntime(options: RuntimeOptions = {}): Runtime {
  if (options.window === undefined && typeof window === 'undefined')
    throw new Error(
      '[vitrine] createRuntime() runs in a browser and there is no window here. On a server, render markup with ' +
        "'@vitrine/runtime-core/markup' and call createRuntime() from the page's own script.",
    );
  return bootRuntime(options);
}
