// The navigation engine: runs from the visitor's first sign of navigating (a pointer resting on or pressing a
// link, a touch, a click, back/forward). Its chunks are off the critical path: they are requested together when
// the page is idle, or at that first sign. It checks page answers without a schema library
// (protocol/check-page.ts), so a visitor who never leaves the page downloads none.

import type { Mode } from '@vitrine/widget-api';
import { PageCache } from '../cache/page-cache';
import { SafeStorage } from '../cache/safe-storage';
import type { LazyChunk } from '../chunks/lazy-chunk';
import type { SiteConfig } from '../config/site-config';
import { BUILT_IN_AJAX_EXCEPTIONS } from '../config/site-config';
import { relayDomEventsOnce } from '../events/dom-events';
import type { Emitter } from '../events/emitter';
import type { NavigationEvents, Page } from '../events/navigation-events';
import { MarkupAttribute } from '../markup/attributes';
import type { Overlays } from '../overlays/index';
import { followPageOverlays } from '../overlays/page-overlays';
import type { Services } from '../services/index';
import { followPageCollections } from '../services/page-collections';
import { Announcer } from '../ui/announcer';
import { ProgressBar } from '../ui/progress-bar';
import { keepFirstPage, readFirstPage } from './first-page';
import { InteractionWatch } from './interaction-watch';
import { Navigator } from './navigator';
import { loadPage, readPage } from './page-loader';
import { PageRenderer } from './page-renderer';
import type { PrefetchStrategy } from './prefetch-strategy';
import { linkStrategy, resolvePrefetchSettings } from './prefetch-strategy';
import { Prefetcher } from './prefetcher';
import { ScriptRunner } from './script-runner';
import { SnapshotCache } from './snapshot-cache';
import type { VisitDependencies } from './visit';

export interface EngineOptions {
  win: Window;
  doc: Document;
  config: SiteConfig;
  events: Emitter<NavigationEvents>;
  initialPage: Page;
  /** Nothing is prefetched ahead of intent in the editor. */
  mode?: Mode;
  /**
   * The popups: the password popup of protected pages, and what each page shown opens (its server
   * instructions). Without them, protected pages load as whole documents.
   */
  overlays?: LazyChunk<Overlays> | undefined;
  /** Sends a failure of the page's own scripts to the site's client log. */
  reportError?: (message: string, error: unknown) => void;
  /** Core's services: the collections a page answer carries go into their cache. */
  services?: () => Promise<Services>;
  /** The content container's markup as boot found it: the first page is kept in the cache from it. */
  firstContent?: string | undefined;
  /** URLs whose history entries a widget's own platform keeps (`claimHistory`). */
  historyClaims?: ReadonlySet<(url: URL) => boolean>;
  /** A whole-document load (`location.assign`); replaced in unit tests, where jsdom cannot navigate. */
  assign?: VisitDependencies['assign'];
  /** The address the document was opened at: its mode markers travel with every page loaded in place. */
  opened?: URL;
}

export function createNavigator({
  win,
  doc,
  config,
  events,
  initialPage,
  mode,
  overlays,
  reportError,
  services,
  firstContent,
  historyClaims,
  assign,
  opened,
}: EngineOptions): Navigator {
  const container = doc.querySelector<HTMLElement>(`[${MarkupAttribute.content}]`);
  if (!container) throw new Error(`no content container [${MarkupAttribute.content}] on the page`);
  relayDomEventsOnce(doc, events);
  const load = (url: URL, signal: AbortSignal, priority: RequestPriority) =>
    loadPage(url, { signal, priority, fetch: win.fetch.bind(win) });
  const cache = new PageCache({ storage: new SafeStorage(() => win.localStorage), limit: config.cacheSize });
  const snapshots = new SnapshotCache(doc);
  const firstPage = readFirstPage(doc, firstContent, config);
  if (firstPage) {
    keepFirstPage(cache, initialPage.pageUrl, firstPage);
    // Back to the landing page, the most common Back of all, then finds it parsed.
    snapshots.keep(initialPage.pageUrl, firstPage.content ?? '');
  }
  const prefetch = resolvePrefetchSettings(config.raw);
  const exceptions = [...BUILT_IN_AJAX_EXCEPTIONS, ...config.ajaxExceptions];
  const navigator = new Navigator({
    win,
    doc,
    config,
    events,
    initialPage,
    askForPassword: overlays && ((url) => overlays.load().then((loaded) => loaded.askForPassword(url))),
    historyClaims,
    assign,
    opened,
    load,
    read: readPage,
    cache,
    renderer: new PageRenderer(doc, container, new ScriptRunner({ win, doc, reportError }), snapshots),
    progress: new ProgressBar(doc),
    announcer: new Announcer(doc),
    prefetcher: new Prefetcher((url, signal) => load(url, signal, 'low')),
    interaction: new InteractionWatch(win),
    prefetchStrategy: prefetch.strategy,
    prefetchInView:
      mode === 'editor'
        ? undefined
        : (ahead) =>
            whenNeeded(doc, events, prefetch.strategy, () =>
              import('./viewport-prefetch').then(
                ({ ViewportPrefetch }) =>
                  new ViewportPrefetch({
                    win,
                    doc,
                    events,
                    settings: prefetch,
                    navItems: config.navItems,
                    strategyOf: (link) => linkStrategy(link, prefetch.strategy),
                    context: () => ({ location: new URL(win.location.href), exceptions }),
                    prefetch: ahead,
                  }),
              ),
            ),
  });
  if (overlays) navigator.lifetime.addEventListener('abort', followPageOverlays(events, overlays, win));
  if (services) navigator.lifetime.addEventListener('abort', followPageCollections(events, services));
  return navigator;
}

interface Part {
  start(): void;
  stop(): void;
}

/**
 * Prefetching of the links in view as a chunk of its own (with widget-api's `whenReached`): downloaded only for a
 * site whose strategy is `viewport`, or once a page shows a link that opts in (`data-vitrine-prefetch`), so the
 * engine of an `intent` site carries none of it.
 */
function whenNeeded(
  doc: Document,
  events: Emitter<NavigationEvents>,
  strategy: PrefetchStrategy,
  load: () => Promise<Part>,
): Part {
  let part: Promise<Part | undefined> | undefined;
  let stopped = false;
  let unsubscribe = (): void => {};
  const check = (): void => {
    if (part || (strategy !== 'viewport' && !doc.querySelector(`[${MarkupAttribute.prefetch}]`))) return;
    unsubscribe();
    part = load().then(
      (loaded) => {
        if (!stopped) loaded.start();
        return loaded;
      },
      () => undefined,
    );
  };
  return {
    start() {
      check();
      if (!part) unsubscribe = events.on('page-load', check);
    },
    stop() {
      stopped = true;
      unsubscribe();
      void part?.then((loaded) => loaded?.stop());
    },
  };
}
