import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveSiteConfig } from '../config/site-config';
import { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import { createNavigator } from './engine';
import type { Navigator } from './navigator';
import { pageKey } from './page-url';

const HOME = 'http://localhost:3000/site/bakery/home';
const MENU = 'http://localhost:3000/site/bakery/menu';

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
): Navigator {
  const config = resolveSiteConfig({ SiteAlias: 'bakery', PageAlias: 'home' });
  const key = pageKey(new URL(window.location.href));
  return createNavigator({
    win: window,
    doc: document,
    config,
    events,
    firstContent: '<h1>home</h1>',
    historyClaims,
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
