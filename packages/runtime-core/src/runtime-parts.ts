import type { Mode } from '@vitrine/widget-api';
import type { LazyChunk } from './chunks/lazy-chunk';
import type { SiteConfig } from './config/site-config';
import type { Emitter } from './events/emitter';
import type { NavigationEvents, Page } from './events/navigation-events';
import type { PublicEvents } from './events/public-events';
import type { Overlays } from './overlays/index';
import type { Services } from './services/index';

/**
 * What the parts of a running core share (Turbo's parts hold their session the same way): handed to each part
 * as one object, so wiring a part is one line and every part reads the same names.
 */
export interface RuntimeParts {
  readonly win: Window;
  readonly doc: Document;
  readonly mode: Mode;
  readonly config: SiteConfig;
  readonly events: Emitter<NavigationEvents>;
  readonly publicEvents: Emitter<PublicEvents>;
  /** The page on screen. */
  page(): Page;
  /** Core's services, their chunk downloaded on the first call. */
  services(): Promise<Services>;
  /** Sends a failure of code the page runs to the site's client log. */
  reportError(message: string, error: unknown): void;
  /** The popups, password dialog and message popups, their chunk downloaded on first need. */
  readonly overlays: LazyChunk<Overlays>;
  /** URLs whose history entries a widget's own platform keeps: the widget host fills it, History reads it. */
  readonly historyClaims: Set<(url: URL) => boolean>;
}
