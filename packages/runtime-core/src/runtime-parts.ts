import type { Mode } from '@vitrine/widget-api';
import { LazyChunk } from './chunks/lazy-chunk';
import { detectMode } from './config/mode';
import type { SiteConfig } from './config/site-config';
import { Emitter } from './events/emitter';
import type { NavigationEvents, Page } from './events/navigation-events';
import type { PublicEvents } from './events/public-events';
import type { Overlays } from './overlays/index';
import type { PopupRequest } from './overlays/popup';
import type { Services, ServicesOptions } from './services/index';
import { noop } from './util/noop';

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
  /** Shows a site page's content in a popup; resolves false when it could not (`Runtime.openPopup`). */
  openPopup(request: PopupRequest): Promise<boolean>;
  /** URLs whose history entries a widget's own platform keeps: the widget host fills it, History reads it. */
  readonly historyClaims: Set<(url: URL) => boolean>;
}

/**
 * Makes the shared parts: the emitters, and the services and overlays as lazy chunks (nothing downloaded yet).
 * `page` gives the page on screen (the engine's, once it runs); `stop` stops the chunks that loaded.
 */
export function createRuntimeParts(
  win: Window,
  doc: Document,
  config: SiteConfig,
  page: () => Page,
  servicesOptions: ServicesOptions = {},
): { parts: RuntimeParts; stop(): void } {
  const services = new LazyChunk('services', () =>
    import('./services/index').then(({ createServices }) =>
      createServices({ ...servicesOptions, win, config }),
    ),
  );
  const overlays = new LazyChunk('overlays', () =>
    import('./overlays/index').then(({ createOverlays }) =>
      createOverlays({ ...parts, siteAlias: config.siteAlias }),
    ),
  );
  const parts: RuntimeParts = {
    win,
    doc,
    config,
    mode: detectMode(win.location),
    events: new Emitter(),
    publicEvents: new Emitter(),
    page,
    services: () => services.load(),
    reportError: (message, error) => void services.use(({ logger }) => logger.error(message, error), noop),
    overlays,
    openPopup: (request) =>
      overlays.use(
        (loaded) => loaded.popups.open(request),
        () => false,
      ),
    historyClaims: new Set(),
  };
  return {
    parts,
    stop() {
      services.loaded?.stop();
      overlays.loaded?.stop();
    },
  };
}
