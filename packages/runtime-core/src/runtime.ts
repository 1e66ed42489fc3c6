import type { Mode, WidgetDefinition } from '@vitrine/widget-api';
import { addChromeFeatures } from './chrome/feature-chunks';
import { LazyChunk } from './chunks/lazy-chunk';
import { LazyFeatures } from './chunks/lazy-features';
import type { PreloadPriority } from './chunks/module-preloader';
import { preloadModules } from './chunks/module-preloader';
import { detectMode } from './config/mode';
import type { SiteConfig } from './config/site-config';
import { BUILT_IN_AJAX_EXCEPTIONS, readSiteConfig } from './config/site-config';
import { EFFECT_MARKUP_SELECTOR } from './effects/detect';
import { Emitter } from './events/emitter';
import type { NavigationEvents, Page } from './events/navigation-events';
import type { PublicEvents } from './events/public-events';
import { CUSTOM_WIDGET_SELECTOR, MarkupAttribute } from './markup/attributes';
import { EarlyRequest } from './navigation/early-request';
import type { LinkContext } from './navigation/link-eligibility';
import { decideLink, isException } from './navigation/link-eligibility';
import { LinkInterceptor } from './navigation/link-interceptor';
import { linkTypeOf } from './navigation/link-type';
import { anchorOf, pageKey, urlIdentifier } from './navigation/page-url';
import { PrefetchIntent, savesData } from './navigation/prefetch-intent';
import type { VisitOptions } from './navigation/visit';
import type { Overlays } from './overlays/index';
import type { PopupRequest } from './overlays/popup';
import { installDmApi } from './public-api/install';
import type { Services, ServicesOptions } from './services/index';
import { whenIdle } from './util/when-idle';
import { CORE_VERSION } from './version';
import { claimWidgetQueue } from './widgets/widget-queue';

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
   * The widget host, loaded on first use. Popups call `scan` on content they open and `unmountWithin` on
   * content they close; navigations and added elements are handled without being asked.
   */
  readonly widgets: WidgetHostHandle;
  /** Removes every listener core added; the page stays as it is. */
  stop(): void;
}

export interface WidgetHostHandle {
  /**
   * Registers a widget definition (`contactFormWidget` from `@vitrine/widget-form`, …) on a page built with a
   * bundler; CDN widgets register through the global queue instead. Resolves false, with the reason on the
   * console, when it is skipped (see `WidgetHost.register`).
   */
  register<Config>(definition: WidgetDefinition<Config>): Promise<boolean>;
  scan(root: ParentNode): Promise<void>;
  unmountWithin(root: ParentNode): Promise<void>;
}

/**
 * Boots core on a server-rendered page: reads the site parameters and starts listening for links. This is all
 * a page pays for up front; every other part is a lazy chunk, fetched on first need (the engine also when
 * the page is idle, so the first click usually finds it there).
 */
export function createRuntime({
  window: win = window,
  document: doc = win.document,
  jqueryUrl,
  engineModules = [],
  services: servicesOptions,
}: RuntimeOptions = {}): Runtime {
  const config = readSiteConfig(doc);
  const mode = detectMode(win.location);
  const events = new Emitter<NavigationEvents>();
  const publicEvents = new Emitter<PublicEvents>();
  const exceptions = [...BUILT_IN_AJAX_EXCEPTIONS, ...config.ajaxExceptions];
  const linkContext = (): LinkContext => ({ location: new URL(win.location.href), exceptions });
  const initialPage = describeInitialPage(win, config);
  // The content as the server rendered it, before widgets and effects change it: the first page the engine
  // keeps in the page cache.
  const firstContent = doc.querySelector(`[${MarkupAttribute.content}]`)?.innerHTML;
  const early = new EarlyRequest(win);

  const overlays = new LazyChunk('the popup code', () =>
    import('./overlays/index').then(({ createOverlays }) =>
      createOverlays({ win, doc, siteAlias: config.siteAlias, events, publicEvents, reportError }),
    ),
  );
  // The engine's chunks are asked for once, in one wave: at high priority on the first sign of navigating, or
  // at low priority when the page is idle, whichever comes first.
  let engineRequested = false;
  const requestEngine = (priority: PreloadPriority): void => {
    if (engineRequested) return;
    engineRequested = true;
    preloadModules(doc, engineModules, priority);
  };
  // URLs whose history entries a widget's own platform keeps (`claimHistory`): the widget host fills it, the
  // navigator reads it on back and forward.
  const historyClaims = new Set<(url: URL) => boolean>();
  const engine = new LazyChunk('the navigation engine', () => {
    requestEngine('high');
    return import('./navigation/engine').then(({ createNavigator }) =>
      createNavigator({
        win,
        doc,
        config,
        events,
        initialPage,
        firstContent,
        reportError,
        historyClaims,
        askForPassword: (url) => overlays.load().then((loaded) => loaded.askForPassword(url)),
      }),
    );
  });
  const services = new LazyChunk('the services', () =>
    import('./services/index').then(({ createServices }) =>
      createServices({ ...servicesOptions, win, siteName: config.siteAlias }),
    ),
  );
  const widgetHost = new LazyChunk('the widget host', () =>
    import('./widgets/widget-host').then(
      ({ WidgetHost }) =>
        new WidgetHost({
          win,
          doc,
          mode,
          config,
          coreVersion: CORE_VERSION,
          events,
          publicEvents,
          page: currentPage,
          navigate: (url) => runtime.navigate(url),
          historyClaims,
          openPopup,
          services: loadServices,
        }),
    ),
  );
  // What a click does when the engine cannot load: fetched at boot, while the page surely has a network, so
  // it is there when the visitor is offline later.
  const withoutEngine = import('./navigation/without-engine');
  withoutEngine.catch(noop);
  const loadServices = (): Promise<Services> => services.load();
  const currentPage = (): Page => engine.loaded?.page ?? initialPage;
  const openPopup = (request: PopupRequest): Promise<boolean> =>
    overlays.use(
      (loaded) => loaded.popups.open(request),
      () => false,
    );

  /** An in-page visit: the page is requested at once, beside the engine's code if that is still on its way. */
  const visit = (url: URL, options: Omit<VisitOptions, 'request'>): Promise<void> => {
    // A page without a content container gets no engine: its links load whole documents.
    const request = engine.loaded || firstContent === undefined ? undefined : early.click(url);
    return engine.use(
      (nav) => {
        early.release();
        return nav.visit(url, { ...options, request });
      },
      () => {
        early.release();
        if (!request) win.location.assign(url.href);
        else
          void withoutEngine.then(
            ({ navigateWithoutEngine }) => navigateWithoutEngine(win, config, events, url, request),
            () => win.location.assign(url.href),
          );
      },
    );
  };

  const interceptor = new LinkInterceptor(doc, linkContext, (decision, link) => {
    const { url } = decision;
    if (decision.action === 'popup') {
      // Without its popup code the link still leads somewhere: the page itself.
      void overlays.use<unknown>(
        (loaded) => loaded.openFromLink(link, url),
        () => win.location.assign(url.href),
      );
      return;
    }
    // Following a link from inside a popup leaves it.
    overlays.loaded?.popups.close();
    if (decision.action === 'anchor') {
      void engine.use(
        (nav) => nav.scrollToAnchor(url),
        () => win.location.assign(url.href),
      );
    } else {
      const retry = link.hasAttribute(MarkupAttribute.retry);
      void visit(url, { trigger: retry ? 'retry' : 'link', link, bypassCache: retry });
    }
  });

  const intent = new PrefetchIntent(
    doc,
    (link, pressed) => {
      const decision = decideLink(link, linkContext());
      if (decision.action === 'popup') void overlays.load().catch(noop);
      else if (decision.action !== 'browser')
        // Not when a click already asked for its page while the engine was on its way.
        void engine.use(
          (nav) => decision.action === 'ajax' && !early.pending && nav.prefetch(decision.url, { pressed }),
          noop,
        );
    },
    () => engine.loaded?.cancelPrefetch(),
  );

  const onPopState = (): void => {
    // Entries core did not make (a fragment the browser followed before core's engine ran) need nothing.
    if (!engine.loaded && !hasOwnEntryState(win.history.state)) return;
    void engine.use(
      (nav) => nav.restore(),
      () => win.location.reload(),
    );
  };

  // The engine is warmed once the page is idle: its chunks requested quietly, then (idle again) started, so the
  // first click finds it running, as every later click does, and only waits for its page.
  const warm = (): void =>
    whenIdle(win, () => {
      if (!win.navigator.onLine || savesData(win)) return;
      requestEngine('low');
      whenIdle(win, () => void engine.load().catch(noop));
    });
  if (doc.readyState === 'complete') warm();
  else win.addEventListener('load', warm, { once: true });

  interceptor.start();
  intent.start();
  win.addEventListener('popstate', onPopState);

  // Server instructions belong to the page they came with (spec §3 "srvInstruct"); their code loads only
  // when a page has some. The delay counts from when the page showed, not from when that code arrived.
  const followInstructions = (raw: unknown): void => {
    if (raw === undefined || raw === null) return;
    const shownAt = win.performance.now();
    void overlays.use((loaded) => loaded.followInstructions(raw, shownAt), noop);
  };
  followInstructions(config.raw.srvInstruct);
  const stopOverlayWatch = [
    events.on('before-navigate', () => overlays.loaded?.leavePage()),
    events.on('page-load', ({ page }) => followInstructions(page.pageContent?.parameters?.srvInstruct)),
  ];

  // Failures of code the page runs reach the site's client log; the services chunk loads on the first one.
  const reportError = (message: string, error: unknown): void => {
    void services.use(({ logger }) => logger.error(message, error), noop);
  };

  // The public widget API: a small `window.dmAPI` now, the rest when something calls for it.
  installDmApi(win, config, mode, () =>
    import('./public-api/dmapi').then(({ createDmApi }) =>
      createDmApi({ win, config, mode, events, publicEvents, page: currentPage, services: loadServices }),
    ),
  );

  const features = new LazyFeatures(doc, events);
  addPageFeatures(features, {
    win,
    doc,
    mode,
    config,
    publicEvents,
    page: currentPage,
    services: loadServices,
    overlays,
    jqueryUrl,
    reportError,
  });
  addChromeFeatures(features, { win, doc, mode, config, events, publicEvents, page: currentPage });

  // Widgets: the host chunk loads when the page has widget markup or a widget registers, never before.
  const receiveWidgets = (definitions: unknown[]): void => {
    if (definitions.length > 0) void widgetHost.use((host) => host.registerAll(definitions), noop);
  };
  receiveWidgets(claimWidgetQueue(win, CORE_VERSION, receiveWidgets) ?? []);
  features.add({
    selector: `[${MarkupAttribute.widget}]`,
    // The host follows page changes itself; this only makes sure it is running when markup appears.
    load: () => widgetHost.load().then(() => ({ stop: noop })),
  });

  const runtime: Runtime = {
    mode,
    config,
    get page() {
      return currentPage();
    },
    navigate(target) {
      const url = new URL(target, win.location.href);
      if (url.origin !== win.location.origin || isException(url.pathname, exceptions)) {
        win.location.assign(url.href);
        return Promise.resolve();
      }
      return visit(url, { trigger: 'api' });
    },
    openPopup,
    closePopup: () => overlays.loaded?.popups.close(),
    on: (name, handler) => events.on(name, handler),
    onPublicEvent: (name, handler) => publicEvents.on(name, handler),
    services: loadServices,
    widgets: {
      register: async (definition) => (await widgetHost.load()).register(definition),
      scan: async (root) => (await widgetHost.load()).scan(root),
      unmountWithin: async (root) => {
        // Nothing can be mounted before the host loaded: no reason to download it just to unmount.
        const host = widgetHost.started;
        if (host) (await host).unmountWithin(root);
      },
    },
    stop() {
      services.loaded?.stop();
      void widgetHost.started?.then((host) => host.stop(), noop);
      interceptor.stop();
      intent.stop();
      win.removeEventListener('popstate', onPopState);
      win.removeEventListener('load', warm);
      for (const stopWatching of stopOverlayWatch) stopWatching();
      overlays.loaded?.stop();
      features.stop();
      engine.loaded?.stop();
    },
  };
  return runtime;
}

interface PageFeatureContext {
  win: Window;
  doc: Document;
  mode: Mode;
  config: SiteConfig;
  publicEvents: Emitter<PublicEvents>;
  page: () => Page;
  services: () => Promise<Services>;
  overlays: LazyChunk<Overlays>;
  jqueryUrl: string | undefined;
  reportError: (message: string, error: unknown) => void;
}

/** The features whose chunk a page downloads only when it has their markup (see `LazyFeatures`). */
function addPageFeatures(features: LazyFeatures, context: PageFeatureContext): void {
  const { win, doc, mode, config, publicEvents, page, services, overlays, jqueryUrl, reportError } = context;
  features.add({
    selector: `[${MarkupAttribute.notification}]`,
    load: () =>
      import('./overlays/notification-bar').then(({ NotificationBars }) => {
        const bars = new NotificationBars({ win, publicEvents });
        bars.scan(doc);
        return {
          refresh: (root) => {
            bars.stopDetached();
            bars.scan(root);
          },
          stop: () => bars.stop(),
        };
      }),
  });

  // A protected page opened as a document shows the server's password form in the content: unlock in place.
  const passwordFormInContent = `[${MarkupAttribute.content}] form[${MarkupAttribute.passwordForm}]`;
  features.add({
    selector: passwordFormInContent,
    load: () =>
      overlays.load().then((loaded) => {
        const wire = (): void => loaded.unlockFormsIn(doc.querySelectorAll(passwordFormInContent));
        wire();
        return { refresh: wire, stop: noop };
      }),
  });

  features.add({
    selector: CUSTOM_WIDGET_SELECTOR,
    load: () =>
      import('./custom-widgets/index').then(({ startCustomWidgets }) =>
        startCustomWidgets({
          win,
          doc,
          jqueryUrl,
          api: () =>
            (win as Window & { dmAPI?: { ready?: Promise<unknown> } }).dmAPI?.ready ??
            Promise.resolve(undefined),
          pageSources: () => page().pageContent,
          popupSources: () => overlays.loaded?.popups.shownContent,
          loadCollection: (name) => services().then(({ collections }) => collections.get(name)),
          reportError,
          context: () => ({
            device: config.device,
            inEditor: mode === 'editor',
            page: page().pageAlias,
            siteId: config.siteAlias,
            locale: doc.documentElement.lang || 'en',
            accountId: config.externalUid,
          }),
        }),
      ),
  });

  // Extensions: the first document lists them in a data element, later pages in their page JSON.
  features.add({
    selector: `script[${MarkupAttribute.extensions}]`,
    needed: () => {
      const entries = page().pageContent?.extensionsToRender;
      return Array.isArray(entries) && entries.length > 0;
    },
    load: () =>
      import('./extensions/index').then(({ startExtensions }) =>
        startExtensions({ win, doc, config, page, reportError }),
      ),
  });

  // Spec §6: in the editor, right clicks go to the editor frame; in preview and live they are the browser's.
  if (mode === 'editor')
    features.add({
      selector: 'body',
      load: () =>
        import('./editor/context-menu').then(({ forwardContextMenus }) =>
          forwardContextMenus(win, doc, config.raw.EditorOrigin),
        ),
    });

  // Effects (scroll responders, entrance animations): watch the whole document once started.
  features.add({
    selector: EFFECT_MARKUP_SELECTOR,
    load: () => import('./effects/index').then(({ startEffects }) => startEffects({ win, doc })),
  });
}

function noop(): void {}

function describeInitialPage(win: Window, config: SiteConfig): Page {
  const url = new URL(win.location.href);
  const key = pageKey(url);
  return {
    pageUrl: key,
    pageAlias: config.initialPageAlias,
    pageUrlIdentifier: urlIdentifier(key),
    linkType: linkTypeOf(config.initialPageAlias, undefined, config),
    pageID: undefined,
    pageScrollTo: anchorOf(url),
    pageContent: undefined,
    ajaxCallComplete: true,
    pageReady: true,
  };
}

function hasOwnEntryState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'vitrine' in state;
}
