import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveSiteConfig } from '../config/site-config';
import { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import { createNavigator } from './engine';
import type { Navigator } from './navigator';
import { pageKey } from './page-url';
import type { Visit } from './visit';

const HOME = 'http://localhost:3000/site/bakery/home';
const MENU = 'http://localhost:3000/site/bakery/menu';
const ABOUT = 'http://localhost:3000/site/bakery/about';

function pageAnswer(alias: string): Response {
  const body = { title: `${alias} · Bakery`, content: `<h1>${alias}</h1>`, uuid: `${alias}-1` };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

/** A fetch whose answers the test gives, one page at a time; an aborted request rejects as a browser's does. */
function heldFetch() {
  const waiting = new Map<string, (response: Response) => void>();
  const signals = new Map<string, AbortSignal>();
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const alias = new URL(String(input)).pathname.split('/').pop() ?? '';
    const signal = init?.signal ?? undefined;
    if (signal) signals.set(alias, signal);
    return new Promise<Response>((resolve, reject) => {
      waiting.set(alias, resolve);
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    answer: (alias: string, response = pageAnswer(alias)) => waiting.get(alias)?.(response),
    signal: (alias: string) => signals.get(alias),
  };
}

function startNavigator(events = new Emitter<NavigationEvents>()): Navigator {
  const config = resolveSiteConfig({ SiteAlias: 'bakery', PageAlias: 'home' });
  const key = pageKey(new URL(window.location.href));
  return createNavigator({
    win: window,
    doc: document,
    config,
    events,
    firstContent: '<h1>home</h1>',
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

/** Starts a navigation and hands back its visit (made before the navigation's first wait). */
function go(navigator: Navigator, href: string): { visit: Visit; done: Promise<void> } {
  const done = navigator.visit(new URL(href), { trigger: 'link' });
  const visit = navigator.currentVisit;
  if (!visit) throw new Error('no visit started');
  return { visit, done };
}

const heading = (): string | null | undefined => document.querySelector('h1')?.textContent;

beforeEach(() => {
  window.history.replaceState(null, '', HOME);
  document.body.innerHTML = '<main data-vitrine-content tabindex="-1"><h1>home</h1></main>';
  window.localStorage.clear();
  window.matchMedia = (query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Visit: states', () => {
  it('is started while its page loads and completed once the page is on screen', async () => {
    const held = heldFetch();
    window.fetch = held.fetch;
    const navigator = startNavigator();
    const { visit, done } = go(navigator, MENU);
    expect(visit.state).toBe('started');
    expect(navigator.busy).toBe(true);
    held.answer('menu');
    await done;
    expect(visit.state).toBe('completed');
    expect(heading()).toBe('menu');
    expect(navigator.busy).toBe(false);
    expect(navigator.page.pageAlias).toBe('menu');
  });

  it('newest wins: a newer navigation cancels the older visit, whose answer is then dropped', async () => {
    const held = heldFetch();
    window.fetch = held.fetch;
    const loads: string[] = [];
    const events = new Emitter<NavigationEvents>();
    events.on('page-load', ({ url }) => void loads.push(url.pathname));
    const navigator = startNavigator(events);
    const older = go(navigator, MENU);
    const newer = go(navigator, ABOUT);
    expect(older.visit.state).toBe('canceled');
    expect(held.signal('menu')?.aborted).toBe(true);
    held.answer('menu');
    held.answer('about');
    await Promise.all([older.done, newer.done]);
    expect(older.visit.state).toBe('canceled');
    expect(newer.visit.state).toBe('completed');
    expect(heading()).toBe('about');
    expect(loads).toEqual(['/site/bakery/about']);
    expect(window.location.href).toBe(ABOUT);
  });

  it('a double click is one visit', () => {
    window.fetch = heldFetch().fetch;
    const navigator = startNavigator();
    const first = go(navigator, MENU);
    void navigator.visit(new URL(MENU), { trigger: 'link' });
    expect(navigator.currentVisit).toBe(first.visit);
    expect(first.visit.state).toBe('started');
  });

  it('a failed load ends failed, with the error block on screen and load-error told', async () => {
    window.fetch = vi.fn(async () => new Response('down', { status: 500 }));
    const errors: string[] = [];
    const events = new Emitter<NavigationEvents>();
    events.on('load-error', ({ reason }) => void errors.push(reason));
    const navigator = startNavigator(events);
    const { visit, done } = go(navigator, MENU);
    await done;
    expect(visit.state).toBe('failed');
    expect(errors).toEqual(['http']);
    expect(document.querySelector('[data-vitrine-content]')?.textContent).toContain(
      resolveSiteConfig({ SiteAlias: 'bakery' }).errorMessages.general,
    );
    // The failed page has its own history entry, as a page that loaded would (Try Again reloads it).
    expect(window.location.href).toBe(MENU);
  });

  it('an abort (core stopped) ends canceled: the request is aborted and nothing is written', async () => {
    const held = heldFetch();
    window.fetch = held.fetch;
    const navigator = startNavigator();
    const { visit, done } = go(navigator, MENU);
    navigator.stop();
    expect(visit.state).toBe('canceled');
    expect(held.signal('menu')?.aborted).toBe(true);
    await done;
    expect(visit.state).toBe('canceled');
    expect(heading()).toBe('home');
    expect(window.location.href).toBe(HOME);
  });

  it('a page from the cache completes at once, and a visit ended stays as it ended', async () => {
    window.fetch = vi.fn(async (input: RequestInfo | URL) =>
      pageAnswer(new URL(String(input)).pathname.split('/').pop() ?? ''),
    );
    const fromCache: boolean[] = [];
    const events = new Emitter<NavigationEvents>();
    events.on('page-load', (event) => void fromCache.push(event.fromCache));
    const navigator = startNavigator(events);
    const first = go(navigator, MENU);
    await first.done;
    const second = go(navigator, HOME);
    await second.done;
    expect(second.visit.state).toBe('completed');
    expect(fromCache).toEqual([false, true]);
    second.visit.cancel();
    expect(second.visit.state).toBe('completed');
  });
});
