import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyChunk } from '../chunks/lazy-chunk';
import { UNTIL_IMPORTED } from '../chunks/lazy-import.test-support';
import { resolveSiteConfig } from '../config/site-config';
import { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import type { Overlays } from '../overlays/index';
import type { LinkDecision } from './link-eligibility';
import { decideLinkClick } from './link-eligibility';
import { LinkRouter } from './link-router';
import type { Navigator } from './navigator';
import { PAGE_LOAD_TIMEOUT_MS } from './page-request';

const HOME = 'https://bakery.example/site/bakery/home';
const MENU = 'https://bakery.example/site/bakery/menu';

type Routed = Exclude<LinkDecision, { action: 'browser' }>;

/** A window of its own: jsdom cannot follow `location.assign`, and the router only needs these members. */
function fakeWindow(state: unknown = null, href = HOME) {
  const location = {
    href,
    origin: 'https://bakery.example',
    assign: vi.fn((_href: string) => {}),
    reload: vi.fn(),
  };
  const fetch = vi.fn((_input: URL, _init?: RequestInit) => new Promise<Response>(() => {}));
  // The timers of the test's clock, looked up when called: a test may fake them after making the window.
  const timers = {
    setTimeout: (callback: () => void, ms: number, ...args: unknown[]) => setTimeout(callback, ms, ...args),
  };
  return {
    location,
    history: { state },
    fetch,
    document,
    scrollTo: vi.fn(),
    ...timers,
  } as unknown as Window & {
    location: typeof location;
    fetch: typeof fetch;
  };
}

function fakeNavigator() {
  return {
    visit: vi.fn(async () => {}),
    scrollToAnchor: vi.fn(),
    prefetch: vi.fn(),
    cancelPrefetch: vi.fn(),
    restore: vi.fn(async () => {}),
  };
}

function fakeOverlays() {
  return { openFromLink: vi.fn(async () => true), popups: { close: vi.fn() } };
}

interface Setup {
  engineLoads?: boolean;
  /** The engine's code arrives once this settles (never, for a hung server). */
  engineArrives?: Promise<unknown>;
  overlaysLoad?: boolean;
  inPlace?: boolean;
  state?: unknown;
  /** The address the document was opened at. */
  href?: string;
}

async function route({
  engineLoads = true,
  engineArrives,
  overlaysLoad = true,
  inPlace = true,
  state,
  href,
}: Setup = {}) {
  const win = fakeWindow(state, href);
  const nav = fakeNavigator();
  const overlaysPart = fakeOverlays();
  const engine = new LazyChunk('engine', async () => {
    await engineArrives;
    if (!engineLoads) throw new Error('offline');
    return nav as unknown as Navigator;
  });
  const overlays = new LazyChunk('overlays', async () => {
    if (!overlaysLoad) throw new Error('offline');
    return overlaysPart as unknown as Overlays;
  });
  const config = resolveSiteConfig({ SiteAlias: 'bakery', AjaxExceptions: ['/site/bakery/legacy'] });
  const router = new LinkRouter({
    win,
    config,
    events: new Emitter<NavigationEvents>(),
    engine,
    overlays,
    inPlace,
    opened: new URL(win.location.href),
  });
  return { win, nav, overlaysPart, engine, overlays, router };
}

function link(html: string): Element {
  document.body.innerHTML = html;
  const element = document.body.firstElementChild;
  if (!element) throw new Error('no link');
  return element;
}

function verdict(router: LinkRouter, element: Element): Routed {
  const decision = decideLinkClick(element, undefined, router.context());
  if (decision.action === 'browser') throw new Error(`left to the browser: ${decision.reason}`);
  return decision;
}

const never = new Promise<never>(() => {});
const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('LinkRouter: acting on a click’s verdict', () => {
  it('in place: the engine visits the page, and a link out of a popup closes the popup', async () => {
    const { router, nav, engine, overlays, overlaysPart } = await route();
    await overlays.load();
    await engine.load();
    const element = link('<a href="/site/bakery/menu">Menu</a>');
    router.follow(verdict(router, element), element);
    await settled();
    expect(overlaysPart.popups.close).toHaveBeenCalled();
    expect(nav.visit).toHaveBeenCalledWith(new URL(MENU), {
      trigger: 'link',
      link: element,
      bypassCache: false,
      request: undefined,
    });
  });

  it('Try Again skips the cache', async () => {
    const { router, nav } = await route();
    const element = link('<a href="/site/bakery/menu" data-vitrine-retry>Try again</a>');
    router.follow(verdict(router, element), element);
    await settled();
    expect(nav.visit).toHaveBeenCalledWith(
      new URL(MENU),
      expect.objectContaining({ trigger: 'retry', bypassCache: true }),
    );
  });

  it('before the engine arrives, a click asks for its page at once and hands that request to the engine', async () => {
    const { router, nav, win } = await route();
    const element = link('<a href="/site/bakery/menu">Menu</a>');
    router.follow(verdict(router, element), element);
    // A double click: still one request.
    router.follow(verdict(router, element), element);
    expect(win.fetch).toHaveBeenCalledTimes(1);
    expect(String(win.fetch.mock.calls[0]?.[0])).toBe(`${MENU}?dm_ajaxCall=true`);
    await settled();
    const [, options] = nav.visit.mock.calls[0] as unknown as [URL, { request?: { key: string } }];
    expect(options.request?.key).toBe('/site/bakery/menu');
  });

  it('a page without a content container loads whole documents when the engine cannot run', async () => {
    const { router, win } = await route({ engineLoads: false, inPlace: false });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = link('<a href="/site/bakery/menu">Menu</a>');
    router.follow(verdict(router, element), element);
    await vi.waitFor(() => expect(win.location.assign).toHaveBeenCalledWith(MENU), UNTIL_IMPORTED);
    expect(win.fetch).not.toHaveBeenCalled();
  });

  it('anchor: the engine scrolls to it; without the engine the browser follows it', async () => {
    const ready = await route();
    const element = link('<a href="#order">Order</a>');
    ready.router.follow(verdict(ready.router, element), element);
    await settled();
    expect(ready.nav.scrollToAnchor).toHaveBeenCalledWith(new URL(`${HOME}#order`));

    vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = await route({ engineLoads: false });
    offline.router.follow(verdict(offline.router, element), element);
    await vi.waitFor(
      () => expect(offline.win.location.assign).toHaveBeenCalledWith(`${HOME}#order`),
      UNTIL_IMPORTED,
    );
  });

  it('popup: the overlays open it; without their code the link leads to the page itself', async () => {
    const element = link('<a href="/site/bakery/menu" data-vitrine-link-type="popup">Menu</a>');
    const ready = await route();
    ready.router.follow(verdict(ready.router, element), element);
    await settled();
    expect(ready.overlaysPart.openFromLink).toHaveBeenCalledWith(element, new URL(MENU));
    expect(ready.nav.visit).not.toHaveBeenCalled();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = await route({ overlaysLoad: false });
    offline.router.follow(verdict(offline.router, element), element);
    await vi.waitFor(() => expect(offline.win.location.assign).toHaveBeenCalledWith(MENU), UNTIL_IMPORTED);
  });
});

describe('LinkRouter: a click never waits on the engine’s 120 s (spec §8, §9)', () => {
  // Here already, as on a page where boot fetched it: the click's fallback then follows in a few microtasks.
  beforeEach(() => import('./without-engine'));

  it('a request unanswered after its 30 s: the whole document loads, the engine not waited on any longer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router, win, nav } = await route({ engineArrives: never });
    const element = link('<a href="/site/bakery/menu">Menu</a>');
    router.follow(verdict(router, element), element);
    expect(win.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS - 1);
    expect(win.location.assign).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(win.location.assign).toHaveBeenCalledWith(MENU));
    expect(nav.visit).not.toHaveBeenCalled();
  });

  it('an answered request waits for the engine within its 30 s, then loads the whole document', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let arrive = (): void => {};
    const arrives = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const late = await route({ engineArrives: arrives });
    late.win.fetch.mockResolvedValue(new Response('{}'));
    const element = link('<a href="/site/bakery/menu">Menu</a>');
    late.router.follow(verdict(late.router, element), element);
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS - 1);
    arrive();
    await vi.waitFor(() => expect(late.nav.visit).toHaveBeenCalled());
    expect(late.win.location.assign).not.toHaveBeenCalled();

    const hung = await route({ engineArrives: never });
    hung.win.fetch.mockResolvedValue(new Response('{}'));
    hung.router.follow(verdict(hung.router, element), element);
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS);
    await vi.waitFor(() => expect(hung.win.location.assign).toHaveBeenCalledWith(MENU));
  });

  it('a failed request waits for the engine within its 30 s too, then shows the error block', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.body.innerHTML = '<main data-vitrine-content tabindex="-1"></main>';
    const { router, win } = await route({ engineArrives: never });
    win.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const element = document.createElement('a');
    element.setAttribute('href', '/site/bakery/menu');
    router.follow(verdict(router, element), element);
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS - 1);
    expect(document.querySelector('.vitrine-error')).toBeNull();

    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(document.querySelector('.vitrine-error')).not.toBeNull());
    expect(win.location.assign).not.toHaveBeenCalled();
  });
});

describe('LinkRouter: the mode holds across in-page navigation (spec §2)', () => {
  it('without the engine, the whole-document load stays in the mode', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router, win } = await route({
      engineLoads: false,
      inPlace: false,
      href: `${HOME}?nee=1#preview`,
    });
    const element = link('<a href="/site/bakery/menu">Menu</a>');
    router.follow(verdict(router, element), element);
    await vi.waitFor(
      () => expect(win.location.assign).toHaveBeenCalledWith(`${MENU}?nee=1#preview`),
      UNTIL_IMPORTED,
    );
  });
});

describe('LinkRouter: around clicks', () => {
  it('a pointer’s intent prefetches a page link, loads the popup code for a popup link', async () => {
    const { router, nav, overlays } = await route();
    const menu = link('<a href="/site/bakery/menu">Menu</a>');
    router.intend(menu, true);
    await settled();
    expect(nav.prefetch).toHaveBeenCalledWith(new URL(MENU), { pressed: true, link: menu });
    router.cancelIntent();
    expect(nav.cancelPrefetch).toHaveBeenCalled();

    router.intend(link('<a href="/site/bakery/menu" data-vitrine-link-type="popup">Menu</a>'), false);
    await settled();
    expect(overlays.loaded).toBeDefined();
    expect(nav.prefetch).toHaveBeenCalledTimes(1);
  });

  it('navigate: other origins and exceptions load documents, site pages load in place', async () => {
    const { router, nav, win } = await route();
    await router.navigate('https://elsewhere.example/');
    await router.navigate('/site/bakery/legacy/page');
    await router.navigate('/_dm/rt/x');
    expect(win.location.assign.mock.calls.map(([href]) => href)).toEqual([
      'https://elsewhere.example/',
      'https://bakery.example/site/bakery/legacy/page',
      'https://bakery.example/_dm/rt/x',
    ]);
    await router.navigate('/site/bakery/menu');
    expect(nav.visit).toHaveBeenCalledWith(new URL(MENU), expect.objectContaining({ trigger: 'api' }));
  });

  it('back/forward: an entry core never made needs no engine; core’s entries are restored, or reloaded', async () => {
    const foreign = await route({ state: { other: true } });
    foreign.router.restore();
    await settled();
    expect(foreign.engine.started).toBeUndefined();

    const own = await route({ state: { vitrine: { id: 'a' } } });
    own.router.restore();
    await settled();
    expect(own.nav.restore).toHaveBeenCalled();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = await route({ engineLoads: false, state: { vitrine: { id: 'a' } } });
    offline.router.restore();
    await settled();
    expect(offline.win.location.reload).toHaveBeenCalled();
  });
});
