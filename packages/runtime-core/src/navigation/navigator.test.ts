import type { Mode } from '@vitrine/widget-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNTIL_IMPORTED } from '../chunks/lazy-import.test-support';
import { resolveSiteConfig } from '../config/site-config';
import { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import type { SiteParams } from '../markup/site-params';
import { createNavigator } from './engine';
import type { Navigator } from './navigator';
import { pageKey } from './page-url';
import { PREFETCH_FRESH_MS } from './prefetcher';

const HOME = 'http://localhost:3000/site/bakery/home';
const MENU = 'http://localhost:3000/site/bakery/menu';
const ABOUT = 'http://localhost:3000/site/bakery/about';

function answeringPages(): typeof fetch {
  return vi.fn(async (input: RequestInfo | URL) => {
    const alias = new URL(String(input)).pathname.split('/').pop();
    const body = { title: `${alias} · Bakery`, content: `<h1>${alias}</h1>`, uuid: `${alias}-1` };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
}

function startNavigator(
  historyClaims?: ReadonlySet<(url: URL) => boolean>,
  events = new Emitter<NavigationEvents>(),
  {
    params = {},
    mode,
    assign,
    opened = new URL(window.location.href),
  }: { params?: Partial<SiteParams>; mode?: Mode; assign?: (href: string) => void; opened?: URL } = {},
): Navigator {
  const config = resolveSiteConfig({ SiteAlias: 'bakery', PageAlias: 'home', ...params });
  const key = pageKey(new URL(window.location.href));
  return createNavigator({
    win: window,
    doc: document,
    config,
    events,
    firstContent: '<h1>home</h1>',
    historyClaims,
    mode,
    assign,
    opened,
    initialPage: {
      pageUrl: key,
      pageAlias: 'home',
      pageUrlIdentifier: key,
      linkType: 0,
      pageID: undefined,
      pageScrollTo: undefined,
      pageContent: undefined,
      ajaxCallComplete: true,
      pageReady: true,
    },
  });
}

beforeEach(() => {
  window.history.replaceState(null, '', HOME);
  document.body.innerHTML = '<main data-vitrine-content tabindex="-1"><h1>home</h1></main>';
  window.localStorage.clear();
  // jsdom has no matchMedia; reduced motion spares the fade-in, which jsdom cannot animate either.
  window.matchMedia = (query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList;
  window.fetch = answeringPages();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Navigator: where the new page is shown', () => {
  it('scrolls and focuses after everything else the navigation writes, page-load listeners included', async () => {
    const order: string[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(() => void order.push('scroll'));
    const events = new Emitter<NavigationEvents>();
    // A listener that writes to the page, as the widget host and site scripts do.
    events.on('page-load', () => {
      order.push('page-load');
      document.body.append(document.createElement('aside'));
    });
    const navigator = startNavigator(undefined, events);
    await navigator.visit(new URL(MENU), { trigger: 'link' });
    // Asked for before such writes, the scroll lays the new page out, and the frame lays it out again.
    expect(order).toEqual(['page-load', 'scroll']);
    expect(document.activeElement).toBe(document.querySelector('[data-vitrine-content]'));
  });

  it('Back puts the page where it was left', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const navigator = startNavigator();
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    await navigator.visit(new URL(MENU), { trigger: 'link' });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    scrollTo.mockClear();

    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await navigator.restore();
    expect(document.querySelector('h1')?.textContent).toBe('home');
    expect(scrollTo).toHaveBeenCalledWith({ top: 640, behavior: 'instant' });
  });
});

describe('Navigator: back and forward', () => {
  it('leaves an entry a widget’s platform made, and its widget claims, to that platform', async () => {
    const fetchPage = vi.mocked(window.fetch);
    const navigator = startNavigator(new Set([(url: URL) => url.pathname.includes('/shop/')]));
    // The store pushes its own steps; core made neither entry.
    window.history.pushState({ ecwid: true }, '', 'http://localhost:3000/site/bakery/shop/Rye-c3');
    window.history.pushState({ ecwid: true }, '', 'http://localhost:3000/site/bakery/shop/Rye-p7');
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await navigator.restore();
    expect(fetchPage).not.toHaveBeenCalled();
    expect(window.history.state).toEqual({ ecwid: true });
    expect(document.querySelector('h1')?.textContent).toBe('home');
  });

  it('loads the page of an entry no widget claims', async () => {
    const fetchPage = vi.mocked(window.fetch);
    const navigator = startNavigator(new Set([(url: URL) => url.pathname.includes('/shop/')]));
    window.history.pushState({ other: true }, '', MENU);
    window.history.pushState({ other: true }, '', HOME);
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await navigator.restore();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(document.querySelector('h1')?.textContent).toBe('menu');
  });
});

describe('Navigator: the mode holds (spec §2)', () => {
  const json = (body: object, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('in the editor, a page is pushed with the nee= marker, cached without it, and a host redirect keeps it', async () => {
    window.history.replaceState(null, '', `${HOME}?nee=1`);
    const navigator = startNavigator();
    await navigator.visit(new URL(MENU), { trigger: 'link' });
    expect(window.location.href).toBe(`${MENU}?nee=1`);
    expect(navigator.page.pageUrl).toBe('/site/bakery/menu');
    expect(String(vi.mocked(window.fetch).mock.calls[0]?.[0])).toBe(`${MENU}?nee=1&dm_ajaxCall=true`);
    window.fetch = vi.fn(async () =>
      Object.defineProperties(json({ title: 'about', content: '<h1>about</h1>', uuid: 'about-1' }), {
        redirected: { value: true },
        url: { value: 'http://localhost:3000/site/bakery/about-us?dm_ajaxCall=true' },
      }),
    );
    await navigator.visit(new URL(`${ABOUT}?x=1`), { trigger: 'api' });
    expect(window.location.href).toBe('http://localhost:3000/site/bakery/about-us?nee=1');
    await vi.waitFor(() =>
      expect(Object.keys(JSON.parse(window.localStorage.getItem('pages') ?? '{}'))).toEqual(
        expect.arrayContaining(['/site/bakery/menu', '/site/bakery/about-us']),
      ),
    );
  });

  it('in preview, a page is pushed with the preview hash unless its link has an anchor of its own', async () => {
    window.history.replaceState(null, '', `${HOME}#preview`);
    const navigator = startNavigator();
    await navigator.visit(new URL(MENU), { trigger: 'link' });
    expect(window.location.href).toBe(`${MENU}#preview`);
    await navigator.visit(new URL(`${ABOUT}#hours`), { trigger: 'link' });
    expect(window.location.href).toBe(`${ABOUT}#hours`);
  });

  it('a redirect or a not-found page loads in the mode the document is in', async () => {
    window.history.replaceState(null, '', `${HOME}?nee=1#preview`);
    const assign = vi.fn();
    const navigator = startNavigator(undefined, undefined, { assign });
    window.fetch = vi.fn(async () => json({ redirect: '/site/bakery/new-menu' }));
    await navigator.visit(new URL(MENU), { trigger: 'link' });
    window.fetch = vi.fn(async () => json({ alias: 'page-not-found' }, 404));
    await navigator.visit(new URL(`${MENU}?x=2`), { trigger: 'link' });
    expect(assign.mock.calls.map(([href]) => href)).toEqual([
      'http://localhost:3000/site/bakery/new-menu?nee=1#preview',
      `${MENU}?x=2&nee=1#preview`,
    ]);
  });
});

describe('Navigator: a host that redirects', () => {
  it('shows the page at the address the host redirected to, in history and in the page cache', async () => {
    const MOVED = 'http://localhost:3000/site/bakery/old-menu';
    window.fetch = vi.fn(async () =>
      Object.defineProperties(
        new Response(JSON.stringify({ title: 'menu · Bakery', content: '<h1>menu</h1>', uuid: 'menu-1' }), {
          headers: { 'content-type': 'application/json' },
        }),
        { redirected: { value: true }, url: { value: `${MENU}?dm_ajaxCall=true` } },
      ),
    );
    const navigator = startNavigator();
    await navigator.visit(new URL(MOVED), { trigger: 'link' });
    expect(window.location.href).toBe(MENU);
    expect(document.querySelector('[data-vitrine-content]')?.innerHTML).toBe('<h1>menu</h1>');
    // The cache writes to storage off the interaction path.
    await vi.waitFor(() =>
      expect(Object.keys(JSON.parse(window.localStorage.getItem('pages') ?? '{}'))).toContain(
        '/site/bakery/menu',
      ),
    );
    expect(Object.keys(JSON.parse(window.localStorage.getItem('pages') ?? '{}'))).not.toContain(
      '/site/bakery/old-menu',
    );
  });

  it('a second click on an address the host redirected shows the cached page and asks for its final address', async () => {
    // A static host answers `/archives` with a redirect to the folder `/archives/`, whose index it serves.
    const fetchPage = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      const html = '<!doctype html><title>Archives</title><main data-vitrine-content>archives</main>';
      return Object.defineProperties(new Response(html, { headers: { 'content-type': 'text/html' } }), {
        redirected: { value: url.pathname === '/archives' },
        url: { value: `http://localhost:3000/archives/${url.search}` },
      });
    });
    window.fetch = fetchPage;
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const navigator = startNavigator();
    await navigator.visit(new URL('http://localhost:3000/archives'), { trigger: 'link' });
    await navigator.visit(new URL(HOME), { trigger: 'link' });
    fetchPage.mockClear();
    await navigator.visit(new URL('http://localhost:3000/archives#2024'), { trigger: 'link' });
    expect(window.location.href).toBe('http://localhost:3000/archives/#2024');
    expect(document.querySelector('[data-vitrine-content]')?.textContent).toBe('archives');
    // Only the revalidation of the cached page, at the address the host answers at.
    expect(fetchPage.mock.calls.map(([input]) => new URL(String(input)).pathname)).toEqual(['/archives/']);
  });

  it("marks the nav link a static host redirected to the page's folder address as current", async () => {
    // A static host answers `/archives` with a redirect to the folder `/archives/`, whose index it serves.
    window.fetch = vi.fn(async () =>
      Object.defineProperties(
        new Response('<!doctype html><title>Archives</title><main data-vitrine-content>archives</main>', {
          headers: { 'content-type': 'text/html' },
        }),
        { redirected: { value: true }, url: { value: 'http://localhost:3000/archives/?dm_ajaxCall=true' } },
      ),
    );
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<nav><a href="/">Home</a><a href="/archives">Archives</a><a href="/about/index.html">About</a></nav>',
    );
    const navigator = startNavigator();
    await navigator.visit(new URL('http://localhost:3000/archives'), { trigger: 'link' });
    expect(window.location.pathname).toBe('/archives/');
    expect(document.querySelector('nav a[href="/archives"]')?.getAttribute('aria-current')).toBe('page');
    expect(document.querySelectorAll('nav a[aria-current]')).toHaveLength(1);
  });
});

describe('Navigator: prefetching the links in view (Prefetch: viewport)', () => {
  const VIEWPORT = { params: { Prefetch: 'viewport' as const } };
  const requested = () =>
    vi.mocked(window.fetch).mock.calls.map(([input]) => new URL(String(input)).pathname);

  beforeEach(async () => {
    // The engine imports the viewport prefetcher on first need: loaded here, its transform on a busy machine is
    // not counted against the waits below, which are for the prefetch itself.
    await import('./viewport-prefetch');
    document.body.insertAdjacentHTML('afterbegin', '<nav><a href="/site/bakery/menu">Menu</a></nav>');
  });

  it('shows a page prefetched in view with no request, and keeps it in the page cache once opened, not before', async () => {
    const events = new Emitter<NavigationEvents>();
    const loads: boolean[] = [];
    events.on('page-load', (event) => loads.push(event.fromCache));
    const navigator = startNavigator(undefined, events, VIEWPORT);
    // The viewport prefetcher is a chunk of its own, imported once the strategy is known.
    await vi.waitFor(() => expect(requested()).toEqual(['/site/bakery/menu']), UNTIL_IMPORTED);
    await vi.waitFor(() => expect(navigator.busy).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Held apart from the page cache: prefetches never fill it.
    expect(window.localStorage.getItem('pages') ?? '').not.toContain('/site/bakery/menu');

    await navigator.visit(new URL(MENU), { trigger: 'link' });
    expect(document.querySelector('h1')?.textContent).toBe('menu');
    expect(requested()).toEqual(['/site/bakery/menu']);
    expect(loads).toEqual([true]);
    await vi.waitFor(() => expect(window.localStorage.getItem('pages') ?? '').toContain('/site/bakery/menu'));
    navigator.stop();
  });

  it('shows a page held past its freshness at once, then revalidates it by uuid (a republished page replaces it)', async () => {
    let now = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    let version = 1;
    window.fetch = vi.fn(async (input: RequestInfo | URL) => {
      const alias = new URL(String(input)).pathname.split('/').pop();
      const body = { title: alias, content: `<h1>${alias} v${version}</h1>`, uuid: `${alias}-${version}` };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    const refreshed = vi.fn();
    const events = new Emitter<NavigationEvents>();
    events.on('page-refresh', refreshed);
    const navigator = startNavigator(undefined, events, VIEWPORT);
    // The viewport prefetcher is a chunk of its own, imported once the strategy is known.
    await vi.waitFor(() => expect(requested()).toEqual(['/site/bakery/menu']), UNTIL_IMPORTED);
    await new Promise((resolve) => setTimeout(resolve, 0));
    version = 2;
    now = PREFETCH_FRESH_MS + 1;

    await navigator.visit(new URL(MENU), { trigger: 'link' });
    // Shown without waiting for the network, from what was prefetched…
    expect(document.querySelector('h1')?.textContent).toBe('menu v1');
    // …then asked for again: the republished page replaces it.
    await vi.waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('menu v2'));
    expect(requested()).toEqual(['/site/bakery/menu', '/site/bakery/menu']);
    expect(refreshed).toHaveBeenCalledTimes(1);
    navigator.stop();
  });

  it('prefetches nothing in the editor, nor on intent when the site says none (unless the link opts in)', async () => {
    vi.useFakeTimers();
    try {
      const inEditor = startNavigator(undefined, undefined, { ...VIEWPORT, mode: 'editor' });
      // Well past every idle callback a live page would have run.
      await vi.advanceTimersByTimeAsync(5000);
      expect(requested()).toEqual([]);
      inEditor.stop();
    } finally {
      vi.useRealTimers();
    }

    const none = startNavigator(undefined, undefined, { params: { Prefetch: 'none' } });
    const menu = document.querySelector('nav a')!;
    none.prefetch(new URL(MENU), { link: menu });
    expect(requested()).toEqual([]);
    menu.setAttribute('data-vitrine-prefetch', 'intent');
    none.prefetch(new URL(MENU), { link: menu });
    expect(requested()).toEqual(['/site/bakery/menu']);
    none.stop();
  });
});
