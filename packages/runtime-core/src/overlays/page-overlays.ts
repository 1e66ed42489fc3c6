import type { LazyChunk } from '../chunks/lazy-chunk';
import type { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import { followInstructions } from './follow-instructions';
import type { Overlays } from './index';

/**
 * Overlays belong to the page they came with: leaving a page ends what it opened, and each page shown in place
 * has its server instructions followed. Navigations are the engine's, so the engine listens (boot follows the
 * first document's instructions itself). Answers a function that stops listening.
 */
export function followPageOverlays(
  events: Emitter<NavigationEvents>,
  overlays: LazyChunk<Overlays>,
  win: Window,
): () => void {
  const stops = [
    events.on('before-navigate', () => overlays.loaded?.leavePage()),
    events.on('page-load', ({ page }) =>
      followInstructions(overlays, win, page.pageContent?.parameters?.srvInstruct),
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
