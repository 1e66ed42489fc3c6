import type { PageCache } from '../cache/page-cache';
import { isSameVersion } from '../cache/page-cache';
import type { SiteConfig } from '../config/site-config';
import type { Emitter } from '../events/emitter';
import type { LoadErrorReason, NavigationEvents, NavigationTrigger, Page } from '../events/navigation-events';
import { NAV_SECTION_ATTRIBUTE } from '../markup/navigation';
import type { PageContent } from '../protocol/page-response';
import type { Announcer } from '../ui/announcer';
import { createErrorBlock } from '../ui/error-block';
import type { ProgressBar } from '../ui/progress-bar';
import { animateIfMotionAllowed, prefersReducedMotion } from '../ui/reduced-motion';
import { findAnchorTarget, focusWithoutScroll, scrollToTarget } from './anchor-scroll';
import type { InteractionWatch } from './interaction-watch';
import { linkTypeOf } from './link-type';
import type { PageLoadResult } from './page-loader';
import { pageContentOf } from './page-loader';
import type { PageRenderer } from './page-renderer';
import type { PageRequest } from './page-request';
import { aliasFromPath, anchorOf, pageKey, urlIdentifier } from './page-url';
import type { Prefetcher } from './prefetcher';

export type HistoryMode = 'push' | 'replace' | 'none';

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

export interface NavigatorDependencies {
  win: Window;
  doc: Document;
  config: SiteConfig;
  events: Emitter<NavigationEvents>;
  cache: PageCache;
  renderer: PageRenderer;
  progress: ProgressBar;
  announcer: Announcer;
  prefetcher: Prefetcher;
  interaction: InteractionWatch;
  load: (url: URL, signal: AbortSignal, priority: RequestPriority) => Promise<PageLoadResult>;
  /** What a request sent by the boot code comes to (`readPage`). */
  read: (request: PageRequest) => Promise<PageLoadResult>;
  /**
   * Shows the password popup for a protected page (from the overlays chunk). Without it, protected pages
   * load as whole documents, where the server shows its password form.
   */
  askForPassword?: (url: URL) => Promise<'unlocked' | 'cancelled' | 'unavailable'>;
  /** A whole-document load; replaced in unit tests, where jsdom cannot navigate. */
  assign?: (url: string) => void;
  /** URLs whose history entries a widget's own platform keeps (`claimHistory` in the widget API). */
  historyClaims?: ReadonlySet<(url: URL) => boolean> | undefined;
  initialPage: Page;
}

interface HistoryEntryState {
  id: string;
}

/** One navigation: its URL and the controller that cancels it when a newer one starts. */
class Visit {
  readonly controller = new AbortController();
  #url: URL;
  #key: string;
  constructor(
    url: URL,
    readonly options: VisitOptions,
  ) {
    this.#url = url;
    this.#key = pageKey(url);
  }
  get url(): URL {
    return this.#url;
  }
  get key(): string {
    return this.#key;
  }
  /** The host redirected the request: the page shown, its history entry and its cache key are the new address. */
  arrivedAt(url: URL): void {
    this.#url = url;
    this.#key = pageKey(url);
  }
  get signal(): AbortSignal {
    return this.controller.signal;
  }
}

let entryCounter = 0;
const newEntryId = (): string => `${Date.now().toString(36)}-${(entryCounter++).toString(36)}`;

/**
 * Runs in-page navigations (core-runtime spec §2, §4, §8): cache or network, render, history, scroll, focus
 * and announcements. The newest navigation always wins: starting one aborts the one before, and nothing a
 * superseded navigation receives is written to the page.
 */
export class Navigator {
  readonly #deps: NavigatorDependencies;
  readonly #scrollMemory = new Map<string, number>();
  #visit: Visit | undefined;
  #shownKey: string;
  #shownVisit: Visit | undefined;
  #entryId: string;
  #page: Page;
  readonly #lifetime = new AbortController();
  readonly #rememberScroll = (): void => {
    this.#scrollMemory.set(this.#entryId, this.#deps.win.scrollY);
  };

  constructor(deps: NavigatorDependencies) {
    this.#deps = deps;
    const { win } = deps;
    this.#page = deps.initialPage;
    // The document's page, even when the engine first runs for back/forward and history has already moved.
    this.#shownKey = deps.initialPage.pageUrl;
    // The first entry was made by the browser: give it an id so its scroll position can be kept too.
    this.#entryId = readEntryState(win.history.state)?.id ?? newEntryId();
    win.history.replaceState(withEntryState(win.history.state, { id: this.#entryId }), '');
    win.history.scrollRestoration = 'manual';
    win.addEventListener('scroll', this.#rememberScroll, { passive: true });
    this.#rememberScroll();
  }

  get page(): Page {
    return this.#page;
  }

  /** Whether a navigation is loading right now. */
  get busy(): boolean {
    return this.#visit !== undefined;
  }

  async visit(url: URL, options: VisitOptions): Promise<void> {
    const key = pageKey(url);
    // A second click on a link whose page is already loading (a double click) changes nothing.
    if (this.#visit?.key === key && options.trigger === 'link') return;
    if (options.trigger !== 'popstate' && !this.#confirm(url, options.trigger)) return;

    this.#visit?.controller.abort();
    const visit = new Visit(url, options);
    this.#visit = visit;
    const historyMode = options.historyMode ?? (key === this.#shownKey ? 'replace' : 'push');
    const { progress, prefetcher, cache } = this.#deps;
    progress.start();
    try {
      const { request } = options;
      // A request already on its way for this page: the click's own, or a prefetch.
      const taken = request || options.bypassCache ? undefined : prefetcher.take(key);
      const started = request ? this.#deps.read(request) : taken?.result;
      if (!started || request) prefetcher.cancel();
      const cached = options.bypassCache ? undefined : cache.get(key);
      if (cached) {
        const shown = await this.#show(visit, cached.content, { fromCache: true, historyMode });
        // Back and forward restore the cached page as it was; a link click also asks the server if it changed.
        if (shown && options.trigger !== 'popstate') this.#revalidate(visit, cached.content, started);
        return;
      }
      // Newest wins: a newer navigation aborts this one's request, as it would one this visit sent.
      const abortStarted = request ? () => request.abort() : taken?.abort;
      if (abortStarted) visit.signal.addEventListener('abort', abortStarted, { once: true });
      const result = await (started ?? this.#deps.load(url, visit.signal, 'high'));
      if (visit !== this.#visit) return;
      await this.#settle(visit, result, historyMode, taken?.ahead === true);
    } catch (error) {
      // A failure in core's own code must not leave the visitor stuck: fall back to a whole-document load.
      console.error('[vitrine] navigation failed; loading the whole page instead', error);
      if (visit === this.#visit) this.#assign(url.href);
    } finally {
      if (visit === this.#visit) {
        this.#visit = undefined;
        progress.done();
      }
    }
  }

  /** Back/forward (spec §2): the page from the cache, or reloaded, at the scroll position it was left at. */
  async restore(): Promise<void> {
    const { win } = this.#deps;
    const url = new URL(win.location.href);
    const state = readEntryState(win.history.state);
    // An entry core did not make, claimed by a widget on screen: its platform shows that step itself.
    if (!state && this.#claimed(url)) return;
    this.#entryId = state?.id ?? newEntryId();
    if (!state) win.history.replaceState(withEntryState(win.history.state, { id: this.#entryId }), '');
    const savedScroll = this.#scrollMemory.get(this.#entryId);
    if (pageKey(url) === this.#shownKey && !this.#visit) {
      this.#placeScroll(url, savedScroll, false);
      return;
    }
    await this.visit(url, { trigger: 'popstate', historyMode: 'none', restoreScrollY: savedScroll });
  }

  #claimed(url: URL): boolean {
    for (const owns of this.#deps.historyClaims ?? []) {
      try {
        if (owns(url)) return true;
      } catch (error) {
        console.error('[vitrine] a widget’s history claim failed; core shows the page', error);
      }
    }
    return false;
  }

  /** A link into the page on screen: scroll to its target and record the step in history. */
  scrollToAnchor(url: URL): void {
    const { win } = this.#deps;
    const anchor = anchorOf(url);
    if (url.href !== win.location.href) this.#updateHistory(url, 'push');
    const target = anchor === undefined ? null : findAnchorTarget(this.#deps.doc, anchor);
    if (target) scrollToTarget(win, target, !prefersReducedMotion(win));
  }

  /** `pressed`: the visitor pressed the link, so its click follows at once; a rest on it is only a guess. */
  prefetch(url: URL, { pressed = false }: { pressed?: boolean } = {}): void {
    const key = pageKey(url);
    if (key === this.#shownKey || this.#visit || this.#deps.cache.has(key)) return;
    this.#deps.prefetcher.prefetch(url, key, { pressed });
  }

  cancelPrefetch(): void {
    this.#deps.prefetcher.cancel();
  }

  stop(): void {
    this.#visit?.controller.abort();
    this.#lifetime.abort();
    this.#deps.prefetcher.cancel();
    this.#deps.win.removeEventListener('scroll', this.#rememberScroll);
  }

  #confirm(url: URL, trigger: NavigationTrigger): boolean {
    let prevented = false;
    this.#deps.events.emit('before-navigate', {
      url,
      trigger,
      preventDefault: () => {
        prevented = true;
      },
      get defaultPrevented() {
        return prevented;
      },
    });
    return !prevented;
  }

  async #settle(
    visit: Visit,
    result: PageLoadResult,
    historyMode: HistoryMode,
    fromCache: boolean,
  ): Promise<void> {
    const { config } = this.#deps;
    switch (result.kind) {
      case 'aborted':
        return;
      case 'page': {
        if (result.url) visit.arrivedAt(new URL(result.url));
        const content = pageContentOf(result.response);
        const shown = await this.#show(visit, content, { fromCache, historyMode });
        if (shown && !content.passwordProtected) this.#deps.cache.add(visit.key, content);
        return;
      }
      case 'redirect':
        this.#assign(new URL(result.location, visit.url).href);
        return;
      case 'not-found':
        // The server renders its 404 page as a whole document.
        this.#assign(visit.url.href);
        return;
      case 'password':
        void this.#unlock(visit, historyMode);
        return;
      case 'unauthorized':
        this.#fail(visit, 'unauthorized', config.errorMessages.password, result.status, historyMode);
        return;
      case 'error-message':
        this.#fail(visit, 'error-message', result.message, undefined, historyMode);
        return;
      case 'failed':
        this.#fail(visit, result.reason, config.errorMessages.general, result.status, historyMode);
        return;
    }
  }

  /**
   * Spec §4: a protected page asks for its password in a popup over the page on screen; once the cookie is
   * stored the page loads again. Back/forward already moved history, so there the server's own password
   * document is the clearer answer.
   */
  async #unlock(visit: Visit, historyMode: HistoryMode): Promise<void> {
    const { askForPassword } = this.#deps;
    const outcome =
      askForPassword && visit.options.trigger !== 'popstate'
        ? await askForPassword(visit.url).catch(() => 'unavailable' as const)
        : 'unavailable';
    // A navigation the visitor started meanwhile wins.
    if (this.#visit) return;
    if (outcome === 'unlocked') {
      // A fresh request: the first one's answer (the password status) has been read.
      await this.visit(visit.url, { ...visit.options, request: undefined, bypassCache: true, historyMode });
    } else if (outcome === 'unavailable') {
      this.#assign(visit.url.href);
    }
  }

  async #show(
    visit: Visit,
    content: PageContent,
    { fromCache, historyMode }: { fromCache: boolean; historyMode: HistoryMode },
  ): Promise<boolean> {
    const { renderer, events } = this.#deps;
    await renderer.loadStylesheets(content);
    if (visit !== this.#visit) return false;
    this.#leave(historyMode);
    renderer.render(content);
    this.#arrive(visit, historyMode, content);
    this.#fadeIn();
    // After history and title: the page's scripts see its own address, as on a document load.
    void renderer.runScripts();
    events.emit('page-load', { url: visit.url, page: this.#page, trigger: visit.options.trigger, fromCache });
    // Last, after every write to the document this task makes: scrolling and focusing need the new page laid
    // out, and asked for earlier they forced a layout that the writes after them (scripts, listeners of
    // page-load) invalidated, so the frame laid the page out a second time.
    this.#placeScroll(visit.url, visit.options.restoreScrollY, true);
    return true;
  }

  /**
   * Keeps the scroll position of the entry being left, read before the new content can shorten the page.
   * Back/forward need nothing here: history has already moved, and the scroll listener kept the old entry's.
   */
  #leave(historyMode: HistoryMode): void {
    if (historyMode === 'push') this.#rememberScroll();
  }

  /** Everything that follows a page change, whether it shows content or the error block. */
  #arrive(visit: Visit, historyMode: HistoryMode, content: PageContent | undefined): void {
    const { renderer, announcer, interaction, doc } = this.#deps;
    this.#updateHistory(visit.url, historyMode);
    renderer.setCanonical(visit.url);
    this.#shownKey = visit.key;
    this.#shownVisit = visit;
    this.#page = this.#describePage(visit, content);
    this.#markCurrentNavLinks(visit.key);
    interaction.reset();
    if (content) announcer.announce(doc.title);
  }

  #fail(
    visit: Visit,
    reason: LoadErrorReason,
    message: string,
    status: number | undefined,
    historyMode: HistoryMode,
  ): void {
    const { renderer, events, config, doc } = this.#deps;
    this.#leave(historyMode);
    renderer.showBlock(createErrorBlock(doc, message, visit.url, config.errorMessages.tryAgain));
    this.#arrive(visit, historyMode, undefined);
    this.#deps.win.scrollTo({ top: 0, behavior: 'instant' });
    focusWithoutScroll(renderer.container);
    events.emit('load-error', { url: visit.url, reason, status, message });
  }

  /**
   * Stale-while-revalidate: the cached page is on screen; ask the server for it again (or read the answer
   * of a request already on its way, `started`). A changed page
   * replaces the cache entry, and replaces the page on screen only if the visitor has not started using it.
   */
  #revalidate(visit: Visit, cached: PageContent, started: Promise<PageLoadResult> | undefined): void {
    const { cache, renderer, events, interaction } = this.#deps;
    void (started ?? this.#deps.load(visit.url, this.#lifetime.signal, 'low')).then((result) => {
      if (result.kind === 'aborted' || result.kind === 'failed') return;
      if (result.kind !== 'page') {
        // The page now redirects, needs a password or is gone: its cached copy must not be shown again.
        cache.delete(visit.key);
        return;
      }
      const fresh = pageContentOf(result.response);
      if (fresh.passwordProtected) {
        cache.delete(visit.key);
        return;
      }
      if (isSameVersion(cached, fresh)) return;
      if (!cache.replace(visit.key, fresh)) cache.add(visit.key, fresh);
      if (this.#shownVisit !== visit || this.#visit || interaction.interacted) return;
      renderer.render(fresh);
      void renderer.runScripts();
      this.#page = this.#describePage(visit, fresh);
      events.emit('page-refresh', { url: visit.url, page: this.#page });
    });
  }

  #updateHistory(url: URL, mode: HistoryMode): void {
    const { history } = this.#deps.win;
    const href = `${url.pathname}${url.search}${url.hash}`;
    if (mode === 'push') {
      this.#entryId = newEntryId();
      history.pushState(withEntryState(null, { id: this.#entryId }), '', href);
    } else if (mode === 'replace') {
      history.replaceState(withEntryState(history.state, { id: this.#entryId }), '', href);
    }
  }

  #placeScroll(url: URL, restoreScrollY: number | undefined, arrived: boolean): void {
    const { win, doc, renderer } = this.#deps;
    if (restoreScrollY !== undefined) {
      win.scrollTo({ top: restoreScrollY, behavior: 'instant' });
      if (arrived) focusWithoutScroll(renderer.container);
      return;
    }
    const anchor = anchorOf(url);
    const target = anchor === undefined ? null : findAnchorTarget(doc, anchor);
    // Also when the page is already at the top. Skipping it was tried: the layout this call forces then moved
    // into the frame, and the new page showed later (median Back 22.5 ms against 18.5, later clicks 27 against
    // 22, on the side-by-side site).
    if (arrived) win.scrollTo({ top: 0, behavior: 'instant' });
    if (target) {
      scrollToTarget(win, target, !prefersReducedMotion(win));
    } else if (arrived) {
      focusWithoutScroll(renderer.container);
    }
  }

  #fadeIn(): void {
    const { win, renderer } = this.#deps;
    animateIfMotionAllowed(
      renderer.container,
      [{ opacity: 0 }, { opacity: 1 }],
      { duration: 250, easing: 'ease-out' },
      win,
    );
  }

  /**
   * Marks the navigation links that lead to the page shown; when none does, the ones that lead where the
   * content's section link (`NAV_SECTION_ATTRIBUTE`) does: a post marks the journal.
   */
  #markCurrentNavLinks(key: string): void {
    const { doc, win, renderer } = this.#deps;
    const keyOf = (href: string | null): string | undefined => {
      try {
        return pageKey(new URL(href ?? '', win.location.href));
      } catch {
        return undefined;
      }
    };
    const links = [...doc.querySelectorAll<HTMLAnchorElement>('nav a[href]')];
    const linkKeys = links.map((link) => keyOf(link.getAttribute('href')));
    const section = renderer.container.querySelector(`a[${NAV_SECTION_ATTRIBUTE}]`);
    const current = linkKeys.includes(key) || !section ? key : (keyOf(section.getAttribute('href')) ?? key);
    links.forEach((link, index) => {
      if (linkKeys[index] === current) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    });
  }

  #describePage(visit: Visit, content: PageContent | undefined): Page {
    const { config } = this.#deps;
    const pageAlias = content?.alias || aliasFromPath(visit.url.pathname) || config.initialPageAlias;
    const pageID = content?.pageID ?? content?.parameters?.pageID;
    return {
      pageUrl: visit.key,
      pageAlias,
      pageUrlIdentifier: urlIdentifier(visit.key),
      linkType: linkTypeOf(pageAlias, visit.options.link, config),
      pageID: pageID === undefined || pageID === null ? undefined : String(pageID),
      pageScrollTo: anchorOf(visit.url),
      pageContent: content,
      ajaxCallComplete: content !== undefined,
      pageReady: content !== undefined,
    };
  }

  #assign(href: string): void {
    (this.#deps.assign ?? ((url: string) => this.#deps.win.location.assign(url)))(href);
  }
}

function readEntryState(state: unknown): HistoryEntryState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const entry = (state as { vitrine?: unknown }).vitrine;
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { id } = entry as { id?: unknown };
  return typeof id === 'string' ? { id } : undefined;
}

function withEntryState(state: unknown, entry: HistoryEntryState): object {
  const base = typeof state === 'object' && state !== null ? state : {};
  return { ...base, vitrine: entry };
}
