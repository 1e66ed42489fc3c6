import type { EcwidWindow } from '@vitrine/widget-store';

/**
 * The store platform's API as a story needs it, installed on the window (the widget then loads no script):
 * `xProductBrowser` + `init()` draw a small storefront into the container, `OnAPILoaded`, `OnPageLoaded` and
 * `OnCartChanged` are called as the platform calls them, `destroy()` empties it. `starts: false` leaves the
 * store loading for good, as a platform that never answers would.
 */
export function installStoreStandIn({ starts = true }: { starts?: boolean } = {}): () => void {
  const win = window as unknown as EcwidWindow & Record<string, unknown>;
  const lists = { api: [] as Array<() => void>, page: [] as Array<(page: { type: string }) => void> };
  const queued: string[][] = [];
  let container: HTMLElement | null = null;
  win.xProductBrowser = (...args: string[]) => queued.push(args);
  win.Ecwid = {
    OnAPILoaded: { add: (callback) => lists.api.push(callback) },
    OnPageLoaded: { add: (callback) => lists.page.push(callback) },
    OnCartChanged: { add: () => {} },
    OnOrderPlaced: { add: () => {} },
    init() {
      if (!starts) return;
      for (const args of queued.splice(0)) {
        const id = args.find((arg) => arg.startsWith('id='))?.slice(3) ?? '';
        container = document.getElementById(id);
        if (!container) continue;
        container.innerHTML = `<div class="sb-store-live"><p><strong>The live store</strong> (the platform draws it here)</p><p>Its arguments: <code>${args.join(' · ')}</code></p></div>`;
        for (const callback of lists.api.splice(0)) callback();
        for (const callback of lists.page) callback({ type: 'CATEGORY' });
      }
    },
    destroy() {
      container?.replaceChildren();
    },
    openPage() {},
  };
  return () => {
    delete win.Ecwid;
    delete win.xProductBrowser;
    delete win.ec;
  };
}
