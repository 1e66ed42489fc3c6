// The navigation engine: loaded on the visitor's first sign of navigating (a pointer resting on a link, a
// click, back/forward), so a page that is only read never downloads it, nor the zod schemas it parses with.
import type { SiteConfig } from '../boot/site-config';
import { PageCache } from '../cache/page-cache';
import { SafeStorage } from '../cache/safe-storage';
import { relayDomEventsOnce } from '../events/dom-events';
import type { Emitter } from '../events/emitter';
import type { NavigationEvents, Page } from '../events/navigation-events';
import { MarkupAttribute } from '../markup/attributes';
import { Announcer } from '../ui/announcer';
import { ProgressBar } from '../ui/progress-bar';
import { InteractionWatch } from './interaction-watch';
import type { NavigatorDependencies } from './navigator';
import { Navigator } from './navigator';
import { loadPage } from './page-loader';
import { PageRenderer } from './page-renderer';
import { Prefetcher } from './prefetcher';
import { ScriptRunner } from './script-runner';

export interface EngineOptions {
  win: Window;
  doc: Document;
  config: SiteConfig;
  events: Emitter<NavigationEvents>;
  initialPage: Page;
  askForPassword?: NavigatorDependencies['askForPassword'];
  /** Sends a failure of the page's own scripts to the site's client log. */
  reportError?: (message: string, error: unknown) => void;
}

export function createNavigator({
  win,
  doc,
  config,
  events,
  initialPage,
  askForPassword,
  reportError,
}: EngineOptions): Navigator {
  const container = doc.querySelector<HTMLElement>(`[${MarkupAttribute.content}]`);
  if (!container) throw new Error(`no content container [${MarkupAttribute.content}] on the page`);
  relayDomEventsOnce(doc, events);
  const load = (url: URL, signal: AbortSignal, priority: RequestPriority) =>
    loadPage(url, { signal, priority, fetch: win.fetch.bind(win) });
  return new Navigator({
    win,
    doc,
    config,
    events,
    initialPage,
    askForPassword,
    load,
    cache: new PageCache({ storage: new SafeStorage(() => win.localStorage), limit: config.cacheSize }),
    renderer: new PageRenderer(doc, container, new ScriptRunner({ win, doc, reportError })),
    progress: new ProgressBar(doc),
    announcer: new Announcer(doc),
    prefetcher: new Prefetcher((url, signal) => load(url, signal, 'low')),
    interaction: new InteractionWatch(win),
  });
}
