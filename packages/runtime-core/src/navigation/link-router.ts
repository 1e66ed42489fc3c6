import type { LazyChunk } from '../chunks/lazy-chunk';
import type { SiteConfig } from '../config/site-config';
import { BUILT_IN_AJAX_EXCEPTIONS } from '../config/site-config';
import type { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import { RETRY_ATTRIBUTE } from '../markup/boot-attributes';
import type { Overlays } from '../overlays/index';
import { noop } from '../util/noop';
import { EarlyRequest } from './early-request';
import { isOwnEntryState } from './entry-state';
import type { LinkContext, LinkDecision } from './link-eligibility';
import { decideLink, isException } from './link-eligibility';
import type { Navigator } from './navigator';
import { clickDeadline } from './page-request';
import type { VisitOptions } from './visit';

export interface LinkRouterOptions {
  win: Window;
  config: SiteConfig;
  events: Emitter<NavigationEvents>;
  /** The engine loads on the first click that needs it; the overlays on the first popup link. */
  engine: LazyChunk<Navigator>;
  overlays: LazyChunk<Overlays>;
  /** The page has a content container: without one there is no engine, and links load whole documents. */
  inPlace: boolean;
  /** The address the document was opened at: its mode markers travel with every page loaded in place. */
  opened: URL;
}

/**
 * Acts on a link's verdict (`link-eligibility.ts` gives it): the page in place, a whole document, an anchor on
 * the page on screen, a popup; and on what surrounds clicks (a pointer's intent, back and forward,
 * `runtime.navigate`). It is boot code, so it works before the engine has arrived: a click sends its page
 * request at once, beside the engine's code, and when the engine cannot load the browser takes over.
 */
export class LinkRouter {
  readonly #win: Window;
  readonly #config: SiteConfig;
  readonly #events: Emitter<NavigationEvents>;
  readonly #engine: LazyChunk<Navigator>;
  readonly #overlays: LazyChunk<Overlays>;
  readonly #inPlace: boolean;
  readonly #exceptions: readonly string[];
  readonly #early: EarlyRequest;
  /** The address the document was opened at: its mode markers travel in every page core loads in place. */
  readonly #opened: URL;
  // What a click does when the engine cannot load: fetched at boot, while the page surely has a network, so it
  // is there when the visitor is offline later.
  readonly #withoutEngine = import('./without-engine');

  constructor({ win, config, events, engine, overlays, inPlace, opened }: LinkRouterOptions) {
    this.#win = win;
    this.#config = config;
    this.#events = events;
    this.#engine = engine;
    this.#overlays = overlays;
    this.#inPlace = inPlace;
    this.#exceptions = [...BUILT_IN_AJAX_EXCEPTIONS, ...config.ajaxExceptions];
    this.#early = new EarlyRequest(win);
    this.#opened = opened;
    this.#withoutEngine.catch(noop);
  }

  /** What a link's verdict is decided against: the page on screen and the site's exceptions. */
  readonly context = (): LinkContext => ({
    location: new URL(this.#win.location.href),
    exceptions: this.#exceptions,
  });

  /** A click core handles (the browser's own navigation already stopped). */
  readonly follow = (decision: Exclude<LinkDecision, { action: 'browser' }>, link: Element): void => {
    const { url } = decision;
    if (decision.action === 'popup') {
      // Without its popup code the link still leads somewhere: the page itself.
      void this.#overlays.use<unknown>(
        (loaded) => loaded.openFromLink(link, url),
        () => this.#assign(url),
      );
      return;
    }
    // Following a link from inside a popup leaves it.
    this.#overlays.loaded?.popups.close();
    if (decision.action === 'anchor') {
      void this.#engine.use(
        (nav) => nav.scrollToAnchor(url),
        () => this.#assign(url),
      );
    } else {
      const retry = link.hasAttribute(RETRY_ATTRIBUTE);
      void this.#visit(url, { trigger: retry ? 'retry' : 'link', link, bypassCache: retry });
    }
  };

  /** A pointer rests on or presses a link: get ready for its click. */
  readonly intend = (link: Element, pressed: boolean): void => {
    const decision = decideLink(link, this.context());
    if (decision.action === 'popup') void this.#overlays.load().catch(noop);
    else if (decision.action !== 'browser')
      // Not when a click already asked for its page while the engine was on its way.
      void this.#engine.use(
        (nav) =>
          decision.action === 'ajax' && !this.#early.pending && nav.prefetch(decision.url, { pressed, link }),
        noop,
      );
  };

  /** The pointer left the link before clicking. */
  readonly cancelIntent = (): void => this.#engine.loaded?.cancelPrefetch();

  /** Back or forward. */
  readonly restore = (): void => {
    // Entries core did not make (a fragment the browser followed before core's engine ran) need nothing.
    if (!this.#engine.loaded && !isOwnEntryState(this.#win.history.state)) return;
    void this.#engine.use(
      (nav) => nav.restore(),
      () => this.#win.location.reload(),
    );
  };

  /** `runtime.navigate`: as a click on a link to `target` would; other origins and exceptions load documents. */
  readonly navigate = (target: string | URL): Promise<void> => {
    const url = new URL(target, this.#win.location.href);
    if (url.origin !== this.#win.location.origin || isException(url.pathname, this.#exceptions)) {
      this.#assign(url);
      return Promise.resolve();
    }
    return this.#visit(url, { trigger: 'api' });
  };

  /**
   * An in-page visit: the page is requested at once, beside the engine's code if that is still on its way, which
   * the click waits for until `clickDeadline`; then it goes on without the engine, which keeps loading for the
   * clicks after. Whatever ends it (the engine's visit, a whole document) carries the mode markers (spec §2).
   */
  #visit(url: URL, options: Omit<VisitOptions, 'request'>): Promise<void> {
    const early = this.#early;
    const request = this.#engine.loaded || !this.#inPlace ? undefined : early.click(url);
    const deadline = request && clickDeadline(this.#win);
    const engine = this.#engine.load();
    return (deadline ? Promise.race([engine, deadline.then(() => Promise.reject())]) : engine).then(
      (nav) => {
        early.release();
        return nav.visit(url, { ...options, request });
      },
      () => {
        early.release();
        void this.#withoutEngine.then(
          ({ navigateWithoutEngine }) =>
            navigateWithoutEngine(
              this.#win,
              this.#config,
              this.#events,
              url,
              request,
              deadline,
              this.#opened,
            ),
          () => this.#assign(url),
        );
      },
    );
  }

  #assign(url: URL): void {
    this.#win.location.assign(url.href);
  }
}
