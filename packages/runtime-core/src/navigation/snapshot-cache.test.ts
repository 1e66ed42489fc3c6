import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveSiteConfig } from '../config/site-config';
import { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import { createNavigator } from './engine';
import type { Navigator } from './navigator';
import { PageRenderer } from './page-renderer';
import { pageKey } from './page-url';
import { SnapshotCache } from './snapshot-cache';

const HOME = 'http://localhost:3000/site/bakery/home';
const MENU = 'http://localhost:3000/site/bakery/menu';

/** Idle tasks run when the test says so. */
let idle: (() => void)[] = [];
const runIdleTasks = (): void => {
  const tasks = idle;
  idle = [];
  for (const task of tasks) task();
};
const schedule = (task: () => void): void => void idle.push(task);

/** Records the markup core parses: every parse goes through a `<template>`. */
function countParses() {
  const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  const set = descriptor?.set;
  if (!descriptor || !set) throw new Error('no innerHTML setter');
  const parsed: string[] = [];
  Object.defineProperty(HTMLTemplateElement.prototype, 'innerHTML', {
    configurable: true,
    get: descriptor.get,
    set(this: HTMLTemplateElement, html: string) {
      parsed.push(html);
      set.call(this, html);
    },
  });
  return {
    /** How many times `html` was parsed. */
    of: (html: string): number => parsed.filter((each) => each === html).length,
    restore: () => Reflect.deleteProperty(HTMLTemplateElement.prototype, 'innerHTML'),
  };
}

let parses: ReturnType<typeof countParses>;

beforeEach(() => {
  idle = [];
  parses = countParses();
  window.history.replaceState(null, '', HOME);
  document.body.innerHTML = '<main data-vitrine-content tabindex="-1"><h1>home</h1></main>';
  window.localStorage.clear();
});

afterEach(() => {
  parses.restore();
  vi.restoreAllMocks();
});

describe('SnapshotCache', () => {
  it('keeps a page parsed once the browser is idle, and gives a copy of it in the page’s document', () => {
    const snapshots = new SnapshotCache(document, { schedule });
    snapshots.keep('/menu', '<h1>menu</h1><p>rye</p>');
    expect(snapshots.take('/menu', '<h1>menu</h1><p>rye</p>')).toBeUndefined();
    runIdleTasks();
    const first = snapshots.take('/menu', '<h1>menu</h1><p>rye</p>');
    const second = snapshots.take('/menu', '<h1>menu</h1><p>rye</p>');
    expect(first?.ownerDocument).toBe(document);
    expect(first?.querySelector('p')?.textContent).toBe('rye');
    // Each take is a new copy: what a page's scripts and widgets did to one never reaches the next.
    first?.querySelector('p')?.remove();
    expect(second?.querySelector('p')?.textContent).toBe('rye');
    expect(parses.of('<h1>menu</h1><p>rye</p>')).toBe(1);
  });

  it('serves a snapshot only for the markup it was parsed from; a new version replaces it', () => {
    const snapshots = new SnapshotCache(document, { schedule });
    snapshots.keep('/menu', '<h1>menu</h1>');
    runIdleTasks();
    expect(snapshots.take('/menu', '<h1>menu, republished</h1>')).toBeUndefined();
    snapshots.keep('/menu', '<h1>menu, republished</h1>');
    runIdleTasks();
    expect(snapshots.take('/menu', '<h1>menu</h1>')).toBeUndefined();
    expect(snapshots.take('/menu', '<h1>menu, republished</h1>')?.textContent).toBe('menu, republished');
  });

  it('holds its size, dropping the page used least recently', () => {
    const snapshots = new SnapshotCache(document, { schedule, size: 2 });
    snapshots.keep('/a', 'a');
    snapshots.keep('/b', 'b');
    runIdleTasks();
    snapshots.take('/a', 'a');
    snapshots.keep('/c', 'c');
    runIdleTasks();
    expect(snapshots.has('/a')).toBe(true);
    expect(snapshots.has('/b')).toBe(false);
    expect(snapshots.has('/c')).toBe(true);
  });

  it('hands the renderer the snapshot’s scripts, still to run, each time the page shows', async () => {
    const container = document.querySelector<HTMLElement>('[data-vitrine-content]');
    if (!container) throw new Error('no container');
    const ran: string[] = [];
    const run = vi.fn((scripts: readonly HTMLScriptElement[]) => {
      for (const script of scripts) ran.push(`${script.textContent} ${script.isConnected}`);
      return Promise.resolve();
    });
    const renderer = new PageRenderer(
      document,
      container,
      { run } as never,
      new SnapshotCache(document, { schedule }),
    );
    const menu = { content: '<h1>menu</h1><script>/* menu */</script>' };
    renderer.render(menu, '/menu');
    await renderer.runScripts();
    runIdleTasks();
    renderer.render({ content: '<h1>home</h1>' }, '/home');
    renderer.render(menu, '/menu');
    await renderer.runScripts();
    // Parsed for the first showing and for its snapshot; the second showing copied the snapshot.
    expect(parses.of(menu.content)).toBe(2);
    expect(ran).toEqual(['/* menu */ true', '/* menu */ true']);
    expect(container.querySelector('h1')?.textContent).toBe('menu');
  });
});

describe('Back with snapshots', () => {
  /** The menu's markup as the server publishes it now; the landing page answers as it is. */
  let menuVersion = { content: '<h1>menu</h1>', uuid: 'menu-1' };
  const events = new Emitter<NavigationEvents>();

  function startNavigator(): Navigator {
    const key = pageKey(new URL(window.location.href));
    return createNavigator({
      win: window,
      doc: document,
      config: resolveSiteConfig({ SiteAlias: 'bakery', PageAlias: 'home' }),
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

  beforeEach(() => {
    menuVersion = { content: '<h1>menu</h1>', uuid: 'menu-1' };
    window.requestIdleCallback = ((task: () => void) => {
      idle.push(task);
      return 0;
    }) as typeof window.requestIdleCallback;
    window.matchMedia = (query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList;
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    window.fetch = vi.fn(async (input: RequestInfo | URL) => {
      const body = new URL(String(input)).pathname.endsWith('/menu')
        ? { title: 'menu · Bakery', ...menuVersion }
        : { title: 'home · Bakery', content: '<h1>home</h1>' };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
  });

  afterEach(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  it('Back to the landing page shows it from its snapshot, parsing nothing and asking for nothing', async () => {
    const navigator = startNavigator();
    await navigator.visit(new URL(MENU), { trigger: 'link' });
    runIdleTasks();
    const fetches = vi.mocked(window.fetch).mock.calls.length;
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await navigator.restore();
    expect(document.querySelector('h1')?.textContent).toBe('home');
    // Parsed once, for its snapshot while the browser was idle; Back copied it.
    expect(parses.of('<h1>home</h1>')).toBe(1);
    expect(window.fetch).toHaveBeenCalledTimes(fetches);
    navigator.stop();
  });

  it('a page republished meanwhile is parsed again, and its new version is the snapshot kept', async () => {
    const navigator = startNavigator();
    await navigator.visit(new URL(MENU), { trigger: 'link' });
    await navigator.visit(new URL(HOME), { trigger: 'link' });
    runIdleTasks();
    menuVersion = { content: '<h1>menu, new</h1>', uuid: 'menu-2' };
    // The cached menu shows at once; its revalidation finds the new version and shows that.
    const refreshed = new Promise((resolve) => events.on('page-refresh', resolve));
    await navigator.visit(new URL(MENU), { trigger: 'link' });
    await refreshed;
    expect(document.querySelector('h1')?.textContent).toBe('menu, new');
    expect(parses.of('<h1>menu, new</h1>')).toBe(1);
    runIdleTasks();
    await navigator.visit(new URL(HOME), { trigger: 'link' });
    await navigator.visit(new URL(MENU), { trigger: 'link' });
    expect(document.querySelector('h1')?.textContent).toBe('menu, new');
    // Once shown, once for the new snapshot; the old version's snapshot serves no more.
    expect(parses.of('<h1>menu, new</h1>')).toBe(2);
    navigator.stop();
  });
});
