import type { LazyChunk } from '../chunks/lazy-chunk';
import { noop } from '../util/noop';
import type { Overlays } from './index';

/**
 * Follows a page's server instructions (spec §3 "srvInstruct"), their delay counted from now, when the page
 * shows, not from when the overlays' code arrives; that code loads only for a page that has some. Boot calls it
 * for the first document's (from its site parameters), the engine for each page it shows (`page-overlays.ts`).
 */
export function followInstructions(overlays: LazyChunk<Overlays>, win: Window, raw: unknown): void {
  if (raw === undefined || raw === null) return;
  const shownAt = win.performance.now();
  void overlays.use((loaded) => loaded.followInstructions(raw, shownAt), noop);
}
