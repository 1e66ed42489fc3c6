import type { Mode } from '@vitrine/widget-api';
import { addChromeFeatures } from './chrome/feature-chunks';
import { LazyFeatures } from './chunks/lazy-features';
import { googleConsentDefault, sendGoogleConsent } from './config/google-consent';
import type { SiteConfig } from './config/site-config';
import { readSiteConfig } from './config/site-config';
import type { NavigationEvents, Page } from './events/navigation-events';
import type { PublicEvents } from './events/public-events';
import { CONTENT_ATTRIBUTE } from './markup/boot-attributes';
import { EngineChunk } from './navigation/engine-chunk';
import { describeFirstPage } from './navigation/initial-page';
import { LinkInterceptor } from './navigation/link-interceptor';
import { LinkRouter } from './navigation/link-router';
import { PopStateObserver } from './navigation/popstate-observer';
import { PrefetchIntent } from './navigation/prefetch-intent';
import { followInstructions } from './overlays/follow-instructions';
import type { PopupRequest } from './overlays/popup';
import { addPageFeatures } from './page-features';
import { installDmApi } from './public-api/install';
import { createRuntimeParts } from './runtime-parts';
import type { Services, ServicesOptions } from './services/index';
import { CORE_VERSION } from './version';
import type { WidgetHostHandle } from './widgets/widget-host-chunk';
import { WidgetHostChunk } from './widgets/widget-host-chunk';

export type { WidgetHostHandle } from './widgets/widget-host-chunk';

export interface RuntimeOptions {
  window?: Window;
  document?: Document;
  /**
   * Our jQuery bundle, loaded before custom widgets run (and only on pages that have them). The CDN build
   * passes its own copy (`vendor/jquery.js` beside it); without one, custom widgets run without jQuery.
   */
  jqueryUrl?: string;
  /**
   * The URLs of the navigation engine's modules (the CDN build lists them): requested together on the first
   * sign of navigating, and at low priority once the page is idle, so the engine's graph arrives in one wave.
   */
  engineModules?: readonly string[];
  /** Log batching, the API helper's throttle and Authorization, runtime apps. */
  services?: ServicesOptions;
}

/** The running core on a page. */
export interface Runtime {
  readonly mode: Mode;
  readonly config: SiteConfig;
  /** The page on screen. */
  readonly page: Page;
  /** Loads a site page in place, as a click on a link to it would. */
  navigate(url: string | URL): Promise<void>;
  on<Name extends keyof NavigationEvents>(
    name: Name,
    handler: (event: NavigationEvents[Name]) => void,
  ): () => void;
  /**
   * Shows a site page's content in a popup (widgets spec §3 "Popup (widget-driven)"); resolves true once it
   * shows, false when it could not (the popup is hidden again).
   */
  openPopup(request: PopupRequest): Promise<boolean>;
  /** Closes the open popup, if any. */
  closePopup(): void;
  /** Subscribes to one of the public widget API's events (`event-popup`, `form_submission`, …). */
  onPublicEvent<Name extends keyof PublicEvents>(
    name: Name,
    handler: (payload: PublicEvents[Name]) => void,
  ): () => void;
  /**
   * Core's services (collections, client logger, API helper, runtime app chunks, waitUntil, onIdle):
   * their chunk is downloaded on the first call, and every call gives the same instance.
   */
  services(): Promise<Services>;
  /**
   * The widget host, loaded when a page or a popup's content first has widget markup, or a widget registers.
   * It finds widgets in whatever content is added (navigations, popups, a page's own scripts) and unmounts
   * those removed without being asked: `scan` and `unmountWithin` are for code that must not wait for that.
   */
  readonly widgets: WidgetHostHandle;
  /** Removes every listener core added; the page stays as it is. */
  stop(): void;
}

/**
 * Boots core on a server-rendered page, in the shape of Turbo's session: the parts core is made of and the
 * observers that feed them, wired together. This is all a page pays for up front; every other part is a lazy
 * chunk, fetched on first need (the engine also when the page is idle, so the first click usually finds it).
 */
export function createRuntime(options: RuntimeOptions = {}): Runtime {
  const { window: win = window, document: doc = win.document, jqueryUrl, engineModules = [] } = options;
  const config = readSiteConfig(doc);
  // Before any chunk and any held script runs: Google's tags hear first that they must wait for the answer.
  sendGoogleConsent(win, 'default', googleConsentDefault(config.raw.ConsentMode));
  const initialPage = describeFirstPage(win, config);
  // As the server rendered it, before widgets and effects change it: the engine keeps it in the page cache.
  const firstContent = doc.querySelector(`[${CONTENT_ATTRIBUTE}]`)?.innerHTML;
  const page = (): Page => engine.loaded?.page ?? initialPage;
  const { parts, stop: stopParts } = createRuntimeParts(win, doc, config, page, options.services);
  const { events, publicEvents, overlays, openPopup } = parts;

  // The address the document was opened at: its mode markers (spec §2) travel with every page loaded in place.
  const opened = new URL(win.location.href);
  // The parts that act: the engine (a lazy chunk), the link router, the widget host (a lazy chunk).
  const engine = new EngineChunk({ ...parts, initialPage, firstContent, engineModules, opened });
  const router = new LinkRouter({ ...parts, engine, inPlace: firstContent !== undefined, opened });
  const widgetHost = new WidgetHostChunk({ ...parts, coreVersion: CORE_VERSION, navigate: router.navigate });

  // The observers, in the order they hear the page.
  const observers = [
    engine,
    new LinkInterceptor(doc, router.context, router.follow),
    new PrefetchIntent(doc, router.intend, router.cancelIntent),
    new PopStateObserver(win, router.restore),
  ];
  for (const observer of observers) observer.start();
  followInstructions(overlays, win, config.raw.srvInstruct);
  // The public widget API: a small `window.dmAPI` now, the rest when something calls for it.
  installDmApi(parts, () => import('./public-api/dmapi').then(({ createDmApi }) => createDmApi(parts)));

  // The features a page downloads only when it has their markup.
  const features = new LazyFeatures(doc, events);
  addPageFeatures(features, { ...parts, jqueryUrl });
  addChromeFeatures(features, parts);
  widgetHost.start(features);

  return {
    mode: parts.mode,
    config,
    get page() {
      return page();
    },
    navigate: router.navigate,
    openPopup,
    closePopup: () => overlays.loaded?.popups.close(),
    on: (name, handler) => events.on(name, handler),
    onPublicEvent: (name, handler) => publicEvents.on(name, handler),
    services: parts.services,
    widgets: widgetHost.handle,
    stop() {
      widgetHost.stop();
      for (const observer of observers) observer.stop();
      features.stop();
      stopParts();
    },
  };
}
