import { prefersReducedMotion } from '@vitrine/widget-api/dom/reduced-motion';
import type { Emitter } from '../events/emitter';
import type { NavigationEvents, NavigationTrigger, Page } from '../events/navigation-events';
import type { ProgressBar } from '../ui/progress-bar';
import { findAnchorTarget, placeScroll, scrollToTarget } from './anchor-scroll';
import { History } from './history';
import { withModeMarkers } from './mode-markers';
import type { PageLoadResult } from './page-loader';
import { anchorOf, pageKey } from './page-url';
import type { PrefetchStrategy } from './prefetch-strategy';
import { linkStrategy } from './prefetch-strategy';
import type { VisitDependencies, VisitOptions } from './visit';
import { Visit } from './visit';

export interface NavigatorDependencies extends Omit<VisitDependencies, 'history'> {
  events: Emitter<NavigationEvents>;
  progress: ProgressBar;
  /** URLs whose history entries a widget's own platform keeps (`claimHistory` in the widget API). */
  historyClaims?: ReadonlySet<(url: URL) => boolean> | undefined;
  initialPage: Page;
  /** The site's prefetch strategy (`Prefetch`); `intent` when not given. */
  prefetchStrategy?: PrefetchStrategy | undefined;
  /**
   * Prefetching of the links in view (`viewport-prefetch.ts`), made with the navigator's way of asking for a
   * page ahead; started now, stopped with the navigator. Absent in the editor.
   */
  prefetchInView?:
    | ((prefetch: (url: URL) => Promise<PageLoadResult> | 'busy' | undefined) => {
        start(): void;
        stop(): void;
      })
    | undefined;
  /** The address the document was opened at: its mode markers travel with every page loaded in place. */
  opened?: URL | undefined;
}

/**
 * Runs in-page navigations (core-runtime spec §2, §4, §8), one `Visit` each (Turbo's `navigator.js`): it
 * proposes a visit (a double click is one, `before-navigate` may refuse it), starts it and knows the page on
 * screen. The newest navigation always wins: starting one cancels the one before, and nothing a canceled visit
 * receives is written to the page.
 */
export class Navigator {
  readonly #deps: VisitDependencies & NavigatorDependencies;
  #visit: Visit | undefined;
  #shownKey: string;
  #shownVisit: Visit | undefined;
  #page: Page;
  readonly #lifetime = new AbortController();
  readonly #inView: { start(): void; stop(): void } | undefined;
  // The visits' view of the navigator: kept apart so the public surface stays the navigator's own.
  readonly #delegate = {
    visitShown: (visit: Visit, page: Page): void => {
      this.#shownKey = visit.key;
      this.#shownVisit = visit;
      this.#page = page;
    },
    mayRefresh: (visit: Visit): boolean => this.#shownVisit === visit && !this.#visit,
    isBusy: (): boolean => this.busy,
    visit: (url: URL, options: VisitOptions): Promise<void> => this.visit(url, options),
    lifetime: this.#lifetime.signal,
  };

  constructor(deps: NavigatorDependencies) {
    this.#deps = { ...deps, history: new History(deps.win, deps.historyClaims) };
    this.#page = deps.initialPage;
    // The document's page, even when the engine first runs for back/forward and history has already moved.
    this.#shownKey = deps.initialPage.pageUrl;
    this.#inView = deps.prefetchInView?.((url) => this.#prefetchAhead(url));
    this.#inView?.start();
  }

  get page(): Page {
    return this.#page;
  }

  /** Aborted when the navigator stops: what lives as long as the navigator listens to it. */
  get lifetime(): AbortSignal {
    return this.#lifetime.signal;
  }

  /** Whether a navigation is loading right now. */
  get busy(): boolean {
    return this.#visit !== undefined;
  }

  /** The visit loading right now, if any. */
  get currentVisit(): Visit | undefined {
    return this.#visit;
  }

  /**
   * Loads a page in place. Its URL carries the document's mode markers (spec §2), so its history entry, a reload
   * of it, and a redirect or not-found page it ends in stay in the editor or in preview.
   */
  async visit(requested: URL, options: VisitOptions): Promise<void> {
    const { opened } = this.#deps;
    const moved = options.bypassCache ? requested : this.#movedUrl(requested);
    const url = opened ? withModeMarkers(moved, opened) : moved;
    // A second click on a link whose page is already loading (a double click) changes nothing.
    if (this.#visit?.key === pageKey(url) && options.trigger === 'link') return;
    if (options.trigger !== 'popstate' && !this.#confirm(requested, options.trigger)) return;

    this.#visit?.cancel();
    const visit = new Visit(url, options, this.#deps, this.#delegate, this.#shownKey);
    this.#visit = visit;
    const { progress } = this.#deps;
    progress.start();
    try {
      await visit.start();
    } finally {
      if (visit === this.#visit) {
        this.#visit = undefined;
        progress.done();
      }
    }
  }

  /** Back/forward (spec §2): the page from the cache, or reloaded, at the scroll position it was left at. */
  async restore(): Promise<void> {
    const { win, doc, renderer, history } = this.#deps;
    const url = new URL(win.location.href);
    const entry = history.popped(url);
    // An entry core did not make, claimed by a widget on screen: its platform shows that step itself.
    if (!entry) return;
    if (pageKey(url) === this.#shownKey && !this.#visit) {
      placeScroll(win, doc, renderer.container, url, entry.scrollY, false);
      return;
    }
    await this.visit(url, { trigger: 'popstate', historyMode: 'none', restoreScrollY: entry.scrollY });
  }

  /** A link into the page on screen: scroll to its target and record the step in history. */
  scrollToAnchor(url: URL): void {
    const { win, doc, history } = this.#deps;
    const anchor = anchorOf(url);
    if (url.href !== win.location.href) history.update(url, 'push');
    const target = anchor === undefined ? null : findAnchorTarget(doc, anchor);
    if (target) scrollToTarget(win, target, !prefersReducedMotion(win));
  }

  /**
   * A sign of intent on `link`: `pressed`, the visitor pressed it, so its click follows at once; a rest on it is
   * only a guess. Not for a link whose strategy (the site's, or its own attribute) is `none`.
   */
  prefetch(url: URL, { pressed = false, link }: { pressed?: boolean; link?: Element } = {}): void {
    if (link && linkStrategy(link, this.#deps.prefetchStrategy ?? 'intent') === 'none') return;
    const key = pageKey(url);
    const { cache } = this.#deps;
    if (key === this.#shownKey || this.#visit || cache.has(key) || cache.movedTo(key)) return;
    this.#deps.prefetcher.prefetch(url, key, { pressed });
  }

  /** A page asked for ahead of any sign of intent (its link is in view): never in place of another request. */
  #prefetchAhead(url: URL): Promise<PageLoadResult> | 'busy' | undefined {
    const key = pageKey(url);
    const { cache, prefetcher } = this.#deps;
    if (key === this.#shownKey || cache.has(key) || prefetcher.has(key)) return undefined;
    if (this.#visit || prefetcher.isPending()) return 'busy';
    return prefetcher.prefetch(url, key);
  }

  cancelPrefetch(): void {
    this.#deps.prefetcher.cancel();
  }

  stop(): void {
    this.#visit?.cancel();
    this.#lifetime.abort();
    this.#inView?.stop();
    this.#deps.prefetcher.cancel();
    this.#deps.history.stop();
  }

  /** The address the host redirected `url` to before, when that page is cached: no redirect to pay again. */
  #movedUrl(url: URL): URL {
    const movedTo = this.#deps.cache.movedTo(pageKey(url));
    if (movedTo === undefined) return url;
    const moved = new URL(movedTo, url);
    moved.hash = url.hash;
    return moved;
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
}
