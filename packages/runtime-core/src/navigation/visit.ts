import { animateIfMotionAllowed } from '@vitrine/widget-api/dom/reduced-motion';
import type { PageCache } from '../cache/page-cache';
import { isSameVersion } from '../cache/page-cache';
import type { SiteConfig } from '../config/site-config';
import type { Emitter } from '../events/emitter';
import type { LoadErrorReason, NavigationEvents, NavigationTrigger, Page } from '../events/navigation-events';
import type { PageContent } from '../protocol/page-response';
import type { Announcer } from '../ui/announcer';
import { createErrorBlock } from '../ui/error-block';
import { focusWithoutScroll, placeScroll } from './anchor-scroll';
import { markCurrentNavLinks } from './current-nav-links';
import type { History, HistoryMode } from './history';
import type { InteractionWatch } from './interaction-watch';
import { withModeMarkers } from './mode-markers';
import { describePage } from './page-description';
import type { PageLoadResult } from './page-loader';
import { pageContentOf } from './page-loader';
import type { PageRenderer } from './page-renderer';
import type { PageRequest } from './page-request';
import { pageKey } from './page-url';
import type { Prefetcher } from './prefetcher';

export interface VisitOptions {
  trigger: NavigationTrigger;
  /** The link that was clicked, if any: it decides the page's link type. */
  link?: Element | undefined;
  /** Skip the cache and the prefetch (Try Again). */
  bypassCache?: boolean;
  /** Defaults to `push`, or `replace` when the URL is the page on screen. */
  historyMode?: HistoryMode;
  /** Where to put the scroll position once the page shows (back/forward). */
  restoreScrollY?: number | undefined;
  /**
   * The request the click already sent for this page, before the engine had arrived: its answer is this
   * visit's, so the first click costs one round trip however long the engine's code took.
   */
  request?: PageRequest | undefined;
}

/**
 * - `initialized`: made, not started;
 * - `started`: asking for its page (or, for a protected page, waiting for the visitor's password);
 * - `completed`: its page is on screen, or was handed to the browser as a whole document (a redirect, a
 *   not-found page, a protected page core cannot unlock in place);
 * - `failed`: the error block is on screen, or core's own code failed and the whole document loads instead;
 * - `canceled`: a newer navigation (or core's stop) ended it before its page showed; nothing it receives later
 *   is written to the page.
 */
export type VisitState = 'initialized' | 'started' | 'completed' | 'failed' | 'canceled';

/** The parts a visit works with: the engine's, shared by every visit. */
export interface VisitDependencies {
  win: Window;
  doc: Document;
  config: SiteConfig;
  events: Emitter<NavigationEvents>;
  cache: PageCache;
  renderer: PageRenderer;
  announcer: Announcer;
  prefetcher: Prefetcher;
  interaction: InteractionWatch;
  history: History;
  load: (url: URL, signal: AbortSignal, priority: RequestPriority) => Promise<PageLoadResult>;
  /** What a request sent by the boot code comes to (`readPage`). */
  read: (request: PageRequest) => Promise<PageLoadResult>;
  /**
   * Shows the password popup for a protected page (from the overlays chunk). Without it, protected pages
   * load as whole documents, where the server shows its password form.
   */
  askForPassword?: ((url: URL) => Promise<'unlocked' | 'cancelled' | 'unavailable'>) | undefined;
  /** A whole-document load; replaced in unit tests, where jsdom cannot navigate. */
  assign?: ((url: string) => void) | undefined;
}

/** What a visit tells, and asks, the navigator that started it. */
export interface VisitDelegate {
  /** The visit's page (or its error block) is now the page on screen, described as `page`. */
  visitShown(visit: Visit, page: Page): void;
  /** Whether the visit's page is still on screen and no newer navigation is loading: a refresh may replace it. */
  mayRefresh(visit: Visit): boolean;
  /** Whether a navigation is loading right now. */
  isBusy(): boolean;
  /** Starts a new navigation (a protected page, once unlocked, loads again). */
  visit(url: URL, options: VisitOptions): Promise<void>;
  /** Outlives every visit: a cached page's revalidation is not the visit's to cancel. */
  readonly lifetime: AbortSignal;
}

/**
 * One navigation (Turbo's `visit.js`): it owns its request (its own, the click's early one, or a prefetch it
 * adopted), the render, the history entry, the scroll and focus, and the cache write. Its state says how it
 * ended; a visit that is no longer `started` writes nothing to the page.
 */
export class Visit {
  readonly #controller = new AbortController();
  readonly #deps: VisitDependencies;
  readonly #delegate: VisitDelegate;
  readonly #historyMode: HistoryMode;
  #state: VisitState = 'initialized';
  #url: URL;
  #key: string;

  constructor(
    url: URL,
    readonly options: VisitOptions,
    deps: VisitDependencies,
    delegate: VisitDelegate,
    /** The page on screen when it starts: a visit to it replaces its history entry instead of adding one. */
    shownKey: string,
  ) {
    this.#url = url;
    this.#key = pageKey(url);
    this.#deps = deps;
    this.#delegate = delegate;
    this.#historyMode = options.historyMode ?? (this.#key === shownKey ? 'replace' : 'push');
  }

  get state(): VisitState {
    return this.#state;
  }

  get url(): URL {
    return this.#url;
  }

  get key(): string {
    return this.#key;
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /**
   * The host redirected the request: the page shown, its history entry and its cache key are the new address,
   * in the mode the visit was in.
   */
  arrivedAt(url: URL): void {
    this.#url = withModeMarkers(url, this.#url);
    this.#key = pageKey(url);
  }

  /** Resolves once the page (or the error block) shows, or the visit ends without showing one. */
  async start(): Promise<void> {
    if (this.#state !== 'initialized') return;
    this.#state = 'started';
    const { options, key } = this;
    const { prefetcher, cache } = this.#deps;
    try {
      const { request } = options;
      // A request already on its way for this page: the click's own, or a prefetch.
      const taken = request || options.bypassCache ? undefined : prefetcher.take(key);
      const started = request ? this.#deps.read(request) : taken?.result;
      if (!started || request) prefetcher.cancel();
      const cached = options.bypassCache ? undefined : cache.get(key);
      if (cached) {
        const shown = await this.#show(cached.content, true);
        // Back and forward restore the cached page as it was; a link click also asks the server if it changed.
        if (shown && options.trigger !== 'popstate')
          this.#revalidate(cached.content, taken?.stale ? undefined : started);
        return;
      }
      // Canceling the visit aborts a request it adopted, as it does one it sent itself.
      const abortStarted = request ? () => request.abort() : taken?.abort;
      if (abortStarted) this.signal.addEventListener('abort', abortStarted, { once: true });
      const result = await (started ?? this.#deps.load(this.#url, this.signal, 'high'));
      if (this.#state !== 'started') return;
      await this.#settle(result, taken?.ahead === true, taken?.stale === true);
    } catch (error) {
      // A failure in core's own code must not leave the visitor stuck: fall back to a whole-document load.
      console.error('[vitrine] navigation failed; loading the whole page instead', error);
      if (this.state === 'canceled') return;
      this.#state = 'failed';
      this.#assign(this.#url.href);
    }
  }

  /** Newest wins: a newer navigation ends this one; what its request brings later is dropped. */
  cancel(): void {
    if (this.#state !== 'started' && this.#state !== 'initialized') return;
    this.#state = 'canceled';
    this.#controller.abort();
  }

  /** `stale`: a prefetched page held past its freshness, revalidated once shown as a cached page is. */
  async #settle(result: PageLoadResult, fromCache: boolean, stale = false): Promise<void> {
    const { config, cache } = this.#deps;
    switch (result.kind) {
      case 'aborted':
        this.#state = 'canceled';
        return;
      case 'page': {
        const requested = this.#key;
        if (result.url) this.arrivedAt(new URL(result.url));
        const content = pageContentOf(result.response);
        const shown = await this.#show(content, fromCache);
        if (!shown || content.passwordProtected) return;
        cache.add(this.#key, content);
        cache.moved(requested, this.#key);
        if (stale) this.#revalidate(content, undefined);
        return;
      }
      case 'redirect':
        this.#complete(withModeMarkers(new URL(result.location, this.#url), this.#url).href);
        return;
      case 'not-found':
        // The server renders its 404 page as a whole document.
        this.#complete(this.#url.href);
        return;
      case 'password':
        void this.#unlock();
        return;
      case 'unauthorized':
        this.#fail('unauthorized', config.errorMessages.password, result.status);
        return;
      case 'error-message':
        this.#fail('error-message', result.message, undefined);
        return;
      case 'failed':
        this.#fail(result.reason, config.errorMessages.general, result.status);
        return;
    }
  }

  /** The visit ends in a whole-document load. */
  #complete(href: string): void {
    this.#state = 'completed';
    this.#assign(href);
  }

  /**
   * Spec §4: a protected page asks for its password in a popup over the page on screen; once the cookie is
   * stored the page loads again. Back/forward already moved history, so there the server's own password
   * document is the clearer answer.
   */
  async #unlock(): Promise<void> {
    const { askForPassword } = this.#deps;
    const outcome =
      askForPassword && this.options.trigger !== 'popstate'
        ? await askForPassword(this.#url).catch(() => 'unavailable' as const)
        : 'unavailable';
    // A navigation the visitor started meanwhile wins.
    if (this.#delegate.isBusy() || this.#state !== 'started' || outcome === 'cancelled') {
      this.#state = 'canceled';
    } else if (outcome === 'unlocked') {
      this.#state = 'completed';
      // A fresh request: the first one's answer (the password status) has been read.
      await this.#delegate.visit(this.#url, {
        ...this.options,
        request: undefined,
        bypassCache: true,
        historyMode: this.#historyMode,
      });
    } else {
      this.#complete(this.#url.href);
    }
  }

  async #show(content: PageContent, fromCache: boolean): Promise<boolean> {
    const { renderer, events, history, win } = this.#deps;
    await renderer.loadStylesheets(content);
    if (this.#state !== 'started') return false;
    history.leave(this.#historyMode);
    renderer.render(content, this.#key);
    const page = this.#arrive(content);
    animateIfMotionAllowed(
      renderer.container,
      [{ opacity: 0 }, { opacity: 1 }],
      { duration: 250, easing: 'ease-out' },
      win,
    );
    this.#state = 'completed';
    // After history and title: the page's scripts see its own address, as on a document load.
    void renderer.runScripts();
    events.emit('page-load', { url: this.#url, page, trigger: this.options.trigger, fromCache });
    // Last, after every write to the document this task makes: scrolling and focusing need the new page laid
    // out, and asked for earlier they forced a layout that the writes after them (scripts, listeners of
    // page-load) invalidated, so the frame laid the page out a second time.
    placeScroll(win, this.#deps.doc, renderer.container, this.#url, this.options.restoreScrollY, true);
    return true;
  }

  /** Everything that follows a page change, whether it shows content or the error block. */
  #arrive(content: PageContent | undefined): Page {
    const { renderer, announcer, interaction, doc, win, history, config } = this.#deps;
    history.update(this.#url, this.#historyMode);
    renderer.setCanonical(this.#url);
    const page = describePage(this.#url, this.options.link, content, config);
    this.#delegate.visitShown(this, page);
    markCurrentNavLinks(doc, win, renderer.container, this.#key);
    interaction.reset();
    if (content) announcer.announce(doc.title);
    return page;
  }

  #fail(reason: LoadErrorReason, message: string, status: number | undefined): void {
    const { renderer, events, config, doc, history, win } = this.#deps;
    history.leave(this.#historyMode);
    renderer.showBlock(createErrorBlock(doc, message, this.#url, config.errorMessages.tryAgain));
    this.#arrive(undefined);
    this.#state = 'failed';
    win.scrollTo({ top: 0, behavior: 'instant' });
    focusWithoutScroll(renderer.container);
    events.emit('load-error', { url: this.#url, reason, status, message });
  }

  /**
   * Stale-while-revalidate: the cached page is on screen; ask the server for it again (or read the answer
   * of a request already on its way, `started`). A changed page replaces the cache entry, and replaces the
   * page on screen only if the visitor has not started using it.
   */
  #revalidate(cached: PageContent, started: Promise<PageLoadResult> | undefined): void {
    const { cache, renderer, events, interaction, config } = this.#deps;
    const url = this.#url;
    const key = this.#key;
    void (started ?? this.#deps.load(url, this.#delegate.lifetime, 'low')).then((result) => {
      if (result.kind === 'aborted' || result.kind === 'failed') return;
      if (result.kind !== 'page') {
        // The page now redirects, needs a password or is gone: its cached copy must not be shown again.
        cache.delete(key);
        return;
      }
      const fresh = pageContentOf(result.response);
      if (fresh.passwordProtected) {
        cache.delete(key);
        return;
      }
      if (isSameVersion(cached, fresh)) return;
      if (!cache.replace(key, fresh)) cache.add(key, fresh);
      if (!this.#delegate.mayRefresh(this) || interaction.interacted) return;
      renderer.render(fresh, key);
      void renderer.runScripts();
      const page = describePage(url, this.options.link, fresh, config);
      this.#delegate.visitShown(this, page);
      events.emit('page-refresh', { url, page });
    });
  }

  #assign(href: string): void {
    (this.#deps.assign ?? ((url: string) => this.#deps.win.location.assign(url)))(href);
  }
}
