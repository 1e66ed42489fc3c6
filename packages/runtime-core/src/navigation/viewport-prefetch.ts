import { whenReached } from '@vitrine/widget-api';
import type { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import type { NavItem } from '../markup/site-params';
import { whenIdle } from '../util/when-idle';
import type { LinkContext } from './link-eligibility';
import { decideLink } from './link-eligibility';
import type { PageLoadResult } from './page-loader';
import { pageKey } from './page-url';
import type { PrefetchCandidate } from './prefetch-budget';
import { connectionAllowsAhead, isNavLink, nextCandidate, PrefetchBudget } from './prefetch-budget';
import type { PrefetchSettings, PrefetchStrategy } from './prefetch-strategy';

export interface ViewportPrefetchOptions {
  win: Window;
  doc: Document;
  events: Emitter<NavigationEvents>;
  settings: PrefetchSettings;
  navItems: readonly NavItem[];
  /**
   * The strategy that applies to a link (`linkStrategy` with the site's): given rather than imported, so this
   * chunk takes nothing from the engine's and the engine stays one chunk the boot code's list names.
   */
  strategyOf: (link: Element) => PrefetchStrategy;
  /** What a link's verdict is decided against: the page on screen and the site's exceptions. */
  context: () => LinkContext;
  /**
   * Asks for one page ahead of the visitor (the navigator's): undefined when it need not be (the page on
   * screen, a cached or held page), `busy` when not now (a navigation loads, another prefetch runs).
   */
  prefetch: (url: URL) => Promise<PageLoadResult> | 'busy' | undefined;
}

/**
 * The `viewport` strategy: the site's links that enter the viewport (`whenReached`) are prefetched one at a time
 * when the browser is idle, navigation links first, within the page view's budget (`PrefetchBudget`), never on a
 * connection that asks to save data (`connectionAllowsAhead`). Each page view (a `page-load` or a `load-error`)
 * starts afresh: its links are watched again and it has its own budget. Only links that load in place are
 * prefetched (`decideLink`), and only those whose strategy (`strategyOf`) is `viewport`.
 */
export class ViewportPrefetch {
  readonly #options: ViewportPrefetchOptions;
  readonly #budget: PrefetchBudget;
  readonly #queue = new Map<string, PrefetchCandidate>();
  #stops: Array<() => void> = [];
  #reached = 0;
  #scheduled = false;
  #running = false;
  /** Changes with each page view: what an earlier one scheduled or asked for does not carry over. */
  #view = 0;
  #stopped = false;
  #unsubscribe: Array<() => void> = [];

  constructor(options: ViewportPrefetchOptions) {
    this.#options = options;
    this.#budget = new PrefetchBudget(options.settings);
  }

  start(): void {
    const { events } = this.#options;
    const restart = (): void => this.#restart();
    this.#unsubscribe = [events.on('page-load', restart), events.on('load-error', restart)];
    this.#restart();
  }

  stop(): void {
    this.#stopped = true;
    this.#view++;
    for (const unsubscribe of this.#unsubscribe) unsubscribe();
    this.#unwatch();
    this.#queue.clear();
  }

  /** A new page view: its links are watched once the browser is idle, with a budget of its own. */
  #restart(): void {
    this.#view++;
    this.#running = false;
    this.#unwatch();
    this.#queue.clear();
    this.#budget.reset();
    const view = this.#view;
    whenIdle(this.#options.win, () => {
      if (view === this.#view && !this.#stopped) this.#watch();
    });
  }

  #watch(): void {
    const { doc, win, settings, context, navItems, strategyOf } = this.#options;
    if (settings.pages === 0) return;
    const linkContext = context();
    for (const link of doc.querySelectorAll('a[href], area[href]')) {
      if (strategyOf(link) !== 'viewport') continue;
      const decision = decideLink(link, linkContext);
      if (decision.action !== 'ajax') continue;
      const { url } = decision;
      this.#stops.push(whenReached(link, () => this.#enqueue(url, isNavLink(link, url, navItems)), { win }));
    }
  }

  #unwatch(): void {
    for (const stop of this.#stops) stop();
    this.#stops = [];
  }

  #enqueue(url: URL, nav: boolean): void {
    const key = pageKey(url);
    const queued = this.#queue.get(key);
    if (queued && (queued.nav || !nav)) return;
    this.#queue.set(key, { url, nav, order: queued?.order ?? this.#reached++ });
    this.#schedule();
  }

  #schedule(): void {
    if (this.#scheduled || this.#running) return;
    this.#scheduled = true;
    const view = this.#view;
    whenIdle(this.#options.win, () => {
      this.#scheduled = false;
      if (view === this.#view && !this.#stopped) this.#next();
    });
  }

  #next(): void {
    const { win, prefetch } = this.#options;
    if (!connectionAllowsAhead(win)) return;
    for (;;) {
      if (!this.#budget.allowsAnother()) {
        // This page view has spent what it may: nothing more to watch for.
        this.#unwatch();
        this.#queue.clear();
        return;
      }
      const candidate = nextCandidate(this.#queue.values());
      if (!candidate) return;
      const key = pageKey(candidate.url);
      this.#queue.delete(key);
      const asked = prefetch(candidate.url);
      // On screen, cached, held or on its way: the next one.
      if (!asked) continue;
      if (asked === 'busy') {
        this.#queue.set(key, candidate);
        this.#schedule();
        return;
      }
      this.#running = true;
      const view = this.#view;
      void asked.then((outcome) => {
        if (view !== this.#view) return;
        this.#running = false;
        // Cancelled by the visitor's intent on another link: it may be asked for again.
        if (outcome.kind === 'aborted') this.#queue.set(key, candidate);
        else this.#budget.spend(outcome.kind === 'page' ? (outcome.bytes ?? 0) : 0);
        if (this.#queue.size > 0) this.#schedule();
      });
      return;
    }
  }
}
