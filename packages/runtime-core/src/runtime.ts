import type { Mode, WidgetDefinition } from '@vitrine/widget-api';
import { LazyFeatures } from './boot/lazy-features';
import { detectMode } from './boot/mode';
import type { SiteConfig } from './boot/site-config';
import { BUILT_IN_AJAX_EXCEPTIONS, readSiteConfig } from './boot/site-config';
import { EFFECT_MARKUP_SELECTOR } from './effects/detect';
import { Emitter } from './events/emitter';
import type { NavigationEvents, Page } from './events/navigation-events';
import type { PublicEvents } from './events/public-events';
import { CUSTOM_WIDGET_SELECTOR, MarkupAttribute } from './markup/attributes';
import type { LinkContext } from './navigation/link-eligibility';
import { decideLink, isException } from './navigation/link-eligibility';
import { LinkInterceptor } from './navigation/link-interceptor';
import { linkTypeOf } from './navigation/link-type';
import type { Navigator } from './navigation/navigator';
import { anchorOf, pageKey, urlIdentifier } from './navigation/page-url';
import { PrefetchIntent } from './navigation/prefetch-intent';
import type { Overlays } from './overlays/index';
import type { PopupRequest } from './overlays/popup';
import { installDmApi } from './public-api/install';
import type { Services, ServicesOptions } from './services/index';
import { CORE_VERSION } from './version';
import type { WidgetHost } from './widgets/widget-host';
import { claimWidgetQueue } from './widgets/widget-queue';

export interface RuntimeOptions {
  window?: Window;
  document?: Document;
  /**
   * Our jQuery bundle, loaded before custom widgets run (and only on pages that have them). The CDN build
   * passes its own copy (`vendor/jquery.js` beside it); without one, custom widgets run without jQuery.
   */
  jqueryUrl?: string;
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
 * Boots core on a server-rendered page: reads the site parameters and starts listening for links. This
 * is all a page pays for up front; the navigation engine is fetched on the first sign of a navigation.
 */
export function createRuntime({
  window: win = window,
  document: doc = win.document,
  jqueryUrl,
  services: servicesOptions,
}: RuntimeOptions = {}): Runtime {
  const config = readSiteConfig(doc);
  const mode = detectMode(win.location);
  const events = new Emitter<NavigationEvents>();
  const publicEvents = new Emitter<PublicEvents>();
  const exceptions = [...BUILT_IN_AJAX_EXCEPTIONS, ...config.ajaxExceptions];
  const linkContext = (): LinkContext => ({ location: new URL(win.location.href), exceptions });
  const initialPage = describeInitialPage(win, config);

  let overlays: Overlays | undefined;
  let overlaysLoad: Promise<Overlays> | undefined;
  const loadOverlays = (): Promise<Overlays> => {
    overlaysLoad ??= import('./overlays/index').then(({ createOverlays }) => {
      overlays = createOverlays({
        win,
        doc,
        siteAlias: config.siteAlias,
        events,
        publicEvents,
        reportError,
      });
      return overlays;
    });
    overlaysLoad.catch(() => {
      overlaysLoad = undefined;
    });
    return overlaysLoad;
  };
  const openPopup = (request: PopupRequest): Promise<boolean> =>
    loadOverlays().then(
      (loaded) => loaded.popups.open(request),
      (error: unknown) => {
        console.error('[vitrine] the popup code could not be loaded', error);
        return false;
      },
    );

  let navigator: Navigator | undefined;
  let navigatorLoad: Promise<Navigator> | undefined;
  const loadNavigator = (): Promise<Navigator> => {
    navigatorLoad ??= import('./navigation/engine').then(({ createNavigator }) => {
      navigator = createNavigator({
        win,
        doc,
        config,
        events,
        initialPage,
        askForPassword: (url) => loadOverlays().then((loaded) => loaded.askForPassword(url)),
        reportError,
      });
      return navigator;
    });
    navigatorLoad.catch(() => {
      // Let a later navigation try again (the chunk may have failed while offline).
      navigatorLoad = undefined;
    });
    return navigatorLoad;
  };
  /** Runs `task` with the engine, or does the whole-document equivalent if the engine cannot load. */
  const withNavigator = (task: (navigator: Navigator) => unknown, fallback: () => void): void => {
    loadNavigator().then(task, (error: unknown) => {
      console.error('[vitrine] the navigation engine could not be loaded', error);
      fallback();
    });
  };
  const assign = (url: URL) => () => win.location.assign(url.href);

  const interceptor = new LinkInterceptor(doc, linkContext, (decision, link) => {
    const { url } = decision;
    if (decision.action === 'popup') {
      void loadOverlays()
        .then((loaded) => loaded.openFromLink(link, url))
        .catch(() => false)
        .then((shown) => {
          // Without its popup code the link still leads somewhere: the page itself.
          if (!shown && !overlays) win.location.assign(url.href);
        });
      return;
    }
    // Following a link from inside a popup leaves it.
    overlays?.popups.close();
    if (decision.action === 'anchor') {
      withNavigator(
        (nav) => nav.scrollToAnchor(url),
        () => win.location.assign(url.href),
      );
    } else {
      const retry = link.hasAttribute(MarkupAttribute.retry);
      withNavigator(
        (nav) => nav.visit(url, { trigger: retry ? 'retry' : 'link', link, bypassCache: retry }),
        assign(url),
      );
    }
  });

  const intent = new PrefetchIntent(
    doc,
    (link) => {
      const decision = decideLink(link, linkContext());
      if (decision.action === 'ajax')
        withNavigator(
          (nav) => nav.prefetch(decision.url),
          () => {},
        );
      else if (decision.action === 'anchor') void loadNavigator().catch(() => {});
      else if (decision.action === 'popup') void loadOverlays().catch(() => {});
    },
    () => navigator?.cancelPrefetch(),
  );

  const onPopState = (): void => {
    // Entries core did not make (a fragment the browser followed before core's engine ran) need nothing.
    if (!navigator && !hasOwnEntryState(win.history.state)) return;
    withNavigator(
      (nav) => nav.restore(),
      () => win.location.reload(),
    );
  };

  interceptor.start();
  intent.start();
  win.addEventListener('popstate', onPopState);

  // Server instructions belong to the page they came with (spec §3 "srvInstruct"); their code loads only
  // when a page has some. The delay counts from when the page showed, not from when that code arrived.
  const followInstructions = (raw: unknown): void => {
    if (raw === undefined || raw === null) return;
    const shownAt = win.performance.now();
    void loadOverlays().then(
      (loaded) => loaded.followInstructions(raw, shownAt),
      () => {},
    );
  };
  followInstructions(config.raw.srvInstruct);
  const stopOverlayWatch = [
    events.on('before-navigate', () => overlays?.leavePage()),
    events.on('page-load', ({ page }) => followInstructions(page.pageContent?.parameters?.srvInstruct)),
  ];

  const features = new LazyFeatures(doc, events);
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
      loadOverlays().then((loaded) => {
        const wire = (): void => loaded.unlockFormsIn(doc.querySelectorAll(passwordFormInContent));
        wire();
        return { refresh: wire, stop: () => {} };
      }),
  });

  let services: Promise<Services> | undefined;
  let stopServices: (() => void) | undefined;
  const loadServices = (): Promise<Services> => {
    services ??= import('./services/index').then(({ createServices }) => {
      const created = createServices({ ...servicesOptions, win, siteName: config.siteAlias });
      stopServices = created.stop;
      return created;
    });
    // Let a later call try again (the chunk may have failed while offline).
    services.catch(() => {
      services = undefined;
    });
    return services;
  };
  // Failures of code the page runs reach the site's client log; the services chunk loads on the first one.
  const reportError = (message: string, error: unknown): void => {
    loadServices().then(
      ({ logger }) => logger.error(message, error),
      () => {},
    );
  };

  // The public widget API: a small `window.dmAPI` now, the rest when something calls for it.
  const currentPage = (): Page => navigator?.page ?? initialPage;
  installDmApi(win, config, mode, () =>
    import('./public-api/dmapi').then(({ createDmApi }) =>
      createDmApi({
        win,
        config,
        mode,
        events,
        publicEvents,
        page: currentPage,
        services: loadServices,
      }),
    ),
  );
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
          pageSources: () => currentPage().pageContent,
          popupSources: () => overlays?.popups.shownContent,
          loadCollection: (name) => loadServices().then(({ collections }) => collections.get(name)),
          reportError,
          context: () => ({
            device: config.device,
            inEditor: mode === 'editor',
            page: currentPage().pageAlias,
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
      const entries = currentPage().pageContent?.extensionsToRender;
      return Array.isArray(entries) && entries.length > 0;
    },
    load: () =>
      import('./extensions/index').then(({ startExtensions }) =>
        startExtensions({ win, doc, config, page: currentPage, reportError }),
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

  // Widgets: the host chunk loads when the page has widget markup or a widget registers, never before.
  let widgetHost: Promise<WidgetHost> | undefined;
  const loadWidgetHost = (): Promise<WidgetHost> => {
    widgetHost ??= import('./widgets/widget-host').then(
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
          openPopup,
          services: loadServices,
        }),
    );
    widgetHost.catch((error: unknown) => {
      console.error('[vitrine] the widget host could not be loaded', error);
      widgetHost = undefined;
    });
    return widgetHost;
  };
  const receiveWidgets = (definitions: unknown[]): void => {
    if (definitions.length > 0) void loadWidgetHost().then((host) => host.registerAll(definitions), noop);
  };
  receiveWidgets(claimWidgetQueue(win, CORE_VERSION, receiveWidgets) ?? []);
  features.add({
    selector: `[${MarkupAttribute.widget}]`,
    // The host follows page changes itself; this only makes sure it is running when markup appears.
    load: () => loadWidgetHost().then(() => ({ stop: noop })),
  });

  const runtime: Runtime = {
    mode,
    config,
    get page() {
      return currentPage();
    },
    async navigate(target) {
      const url = new URL(target, win.location.href);
      if (url.origin !== win.location.origin || isException(url.pathname, exceptions)) {
        win.location.assign(url.href);
        return;
      }
      const nav = await loadNavigator().catch(() => undefined);
      if (!nav) {
        win.location.assign(url.href);
        return;
      }
      await nav.visit(url, { trigger: 'api' });
    },
    openPopup,
    closePopup: () => overlays?.popups.close(),
    on: (name, handler) => events.on(name, handler),
    onPublicEvent: (name, handler) => publicEvents.on(name, handler),
    services: loadServices,
    widgets: {
      register: async (definition) => (await loadWidgetHost()).register(definition),
      scan: async (root) => (await loadWidgetHost()).scan(root),
      unmountWithin: async (root) => {
        // Nothing can be mounted before the host loaded: no reason to download it just to unmount.
        if (widgetHost) (await widgetHost).unmountWithin(root);
      },
    },
    stop() {
      stopServices?.();
      void widgetHost?.then((host) => host.stop(), noop);
      interceptor.stop();
      intent.stop();
      win.removeEventListener('popstate', onPopState);
      for (const stopWatching of stopOverlayWatch) stopWatching();
      overlays?.stop();
      features.stop();
      navigator?.stop();
    },
  };
  return runtime;
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
