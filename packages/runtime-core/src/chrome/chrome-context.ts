import type { Mode } from '@vitrine/widget-api';
import type { RunningFeature } from '../chunks/lazy-features';
import type { SiteConfig } from '../config/site-config';
import type { Emitter } from '../events/emitter';
import type { NavigationEvents, Page } from '../events/navigation-events';
import type { PublicEvents } from '../events/public-events';

/** What every chrome feature is started with. */
export interface ChromeContext {
  win: Window;
  doc: Document;
  mode: Mode;
  config: SiteConfig;
  events: Emitter<NavigationEvents>;
  publicEvents: Emitter<PublicEvents>;
  /**
   * The page on screen. A feature whose chunk arrives after an in-page navigation reads that page's fields here:
   * its `page-load` has gone by. (Without it, as in `startChrome`, a feature goes by the document's markup.)
   */
  page?: () => Page;
}

/** A chrome feature's chunk: `start` wires the markup on the page and what later pages bring. */
export interface ChromeFeatureModule {
  start(context: ChromeContext): RunningFeature;
}
