import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Emitter } from '../events/emitter';
import type { NavigationEvents, Page } from '../events/navigation-events';
import type { PageLoadResult } from './page-loader';
import type { PrefetchSettings } from './prefetch-strategy';
import { linkStrategy } from './prefetch-strategy';
import { ViewportPrefetch } from './viewport-prefetch';

const ORIGIN = 'http://localhost:3000';
/** Past the idle fallback (50 ms without `requestIdleCallback`, as in jsdom and WebKit). */
const IDLE_MS = 60;

/**
 * jsdom has no IntersectionObserver: `whenReached` counts every link as reached at once, which is what links in
 * view get. The window's connection is the test's to set.
 */
function windowWith(connection?: object): Window {
  return {
    setTimeout: (task: () => void, ms: number) => window.setTimeout(task, ms),
    navigator: connection ? { connection } : {},
    location: window.location,
  } as unknown as Window;
}

interface Setup {
  settings?: Partial<PrefetchSettings>;
  connection?: object;
  bytes?: number;
}

function startPrefetch({ settings, connection, bytes = 20_000 }: Setup = {}) {
  const asked: string[] = [];
  const answers: Array<(result: PageLoadResult) => void> = [];
  let busy = false;
  const events = new Emitter<NavigationEvents>();
  const prefetch = vi.fn((url: URL): Promise<PageLoadResult> | 'busy' | undefined => {
    if (busy) return 'busy';
    if (asked.includes(url.pathname)) return undefined;
    asked.push(url.pathname);
    return new Promise((resolve) => answers.push(resolve));
  });
  const viewport = new ViewportPrefetch({
    win: windowWith(connection),
    doc: document,
    events,
    settings: { strategy: 'viewport', pages: 3, bytes: 150 * 1024, ...settings },
    navItems: [{ alias: 'visit-us' }],
    strategyOf: (link) => linkStrategy(link, settings?.strategy ?? 'viewport'),
    context: () => ({ location: new URL(`${ORIGIN}/site/b/home`), exceptions: ['/_dm/rt', '/files/'] }),
    prefetch,
  });
  viewport.start();
  /** Lets the browser be idle, and answers each prefetch asked for meanwhile, until nothing more is asked. */
  const settle = async () => {
    for (let round = 0; round < 20; round++) {
      await vi.advanceTimersByTimeAsync(IDLE_MS);
      const pending = answers.splice(0);
      for (const answer of pending) answer({ kind: 'page', response: { title: 't' }, bytes });
      await vi.advanceTimersByTimeAsync(0);
    }
  };
  return {
    asked,
    events,
    viewport,
    settle,
    setBusy: (value: boolean) => {
      busy = value;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', `${ORIGIN}/site/b/home`);
  // Reached in document order (jsdom: all at once): the header's navigation, then the content.
  document.body.innerHTML = `
    <header><nav><a href="/site/b/menu">Menu</a><a href="/site/b/about">About</a></nav></header>
    <main data-vitrine-content>
      <a href="/site/b/story">Our story</a>
      <a href="/site/b/home">This page</a>
      <a href="#top">Top</a>
      <a href="/files/menu.pdf">Menu (PDF)</a>
      <a href="/files/price-list">Excepted</a>
      <a href="/_dm/rt/x">Built-in exception</a>
      <a href="https://elsewhere.example/site/b/x">Elsewhere</a>
      <a href="//elsewhere.example/x">Elsewhere too</a>
      <a href="/site/b/new-tab" target="_blank">New tab</a>
      <a href="/site/b/whole" data-disable-ajax>Whole document</a>
      <a href="/site/b/quiet" data-vitrine-no-prefetch>Opted out</a>
      <a href="/site/b/popup" data-vitrine-link-type="popup">Popup</a>
      <a href="/site/b/visit-us">Visit us (a NavItem)</a>
      <a href="/site/b/journal">Journal</a>
      <a href="/site/b/story">Our story again</a>
    </main>`;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ViewportPrefetch', () => {
  it('prefetches the links in view that load in place, navigation links first, one at a time, within the pages of the budget', async () => {
    const { asked, settle } = startPrefetch({ settings: { pages: 4 } });
    await settle();
    expect(asked).toEqual(['/site/b/menu', '/site/b/about', '/site/b/visit-us', '/site/b/story']);
  });

  it('asks for nothing before the browser is idle, and one page at a time', async () => {
    const { asked } = startPrefetch();
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(IDLE_MS * 3);
    // The first answer has not come: nothing else is asked for meanwhile.
    expect(asked).toEqual(['/site/b/menu']);
  });

  it('holds to the bytes of the budget', async () => {
    const { asked, settle } = startPrefetch({ settings: { pages: 10, bytes: 50_000 }, bytes: 20_000 });
    await settle();
    // 20 KB, then 40 KB: a third page of about 20 KB would pass 50 KB.
    expect(asked).toEqual(['/site/b/menu', '/site/b/about']);
  });

  it('prefetches nothing with Save-Data or on a 2G/3G connection', async () => {
    for (const connection of [
      { saveData: true, effectiveType: '4g' },
      { effectiveType: '3g' },
      { effectiveType: '2g' },
    ]) {
      const { asked, settle, viewport } = startPrefetch({ connection });
      await settle();
      expect(asked).toEqual([]);
      viewport.stop();
    }
    const { asked, settle } = startPrefetch({ connection: { saveData: false, effectiveType: '4g' } });
    await settle();
    expect(asked).toHaveLength(3);
  });

  it('with the intent strategy, prefetches only the opted-in links in view; nothing with a budget of 0 pages', async () => {
    document.querySelector('a[href="/site/b/journal"]')!.setAttribute('data-vitrine-prefetch', '');
    const intent = startPrefetch({ settings: { strategy: 'intent' } });
    await intent.settle();
    expect(intent.asked).toEqual(['/site/b/journal']);
    intent.viewport.stop();

    const none = startPrefetch({ settings: { pages: 0 } });
    await none.settle();
    expect(none.asked).toEqual([]);
  });

  it('waits while a navigation loads or another prefetch runs, then goes on', async () => {
    const { asked, settle, setBusy } = startPrefetch();
    setBusy(true);
    await settle();
    expect(asked).toEqual([]);
    setBusy(false);
    await settle();
    expect(asked).toEqual(['/site/b/menu', '/site/b/about', '/site/b/visit-us']);
  });

  it('gives each page view a budget of its own; stopped, it asks for nothing more', async () => {
    const { asked, settle, events, viewport } = startPrefetch({ settings: { pages: 2 } });
    await settle();
    expect(asked).toEqual(['/site/b/menu', '/site/b/about']);
    events.emit('page-load', {
      url: new URL(`${ORIGIN}/site/b/menu`),
      page: {} as Page,
      trigger: 'link',
      fromCache: true,
    });
    await settle();
    expect(asked).toEqual(['/site/b/menu', '/site/b/about', '/site/b/visit-us', '/site/b/story']);
    viewport.stop();
    events.emit('page-load', {
      url: new URL(`${ORIGIN}/site/b/about`),
      page: {} as Page,
      trigger: 'link',
      fromCache: true,
    });
    await settle();
    expect(asked).toHaveLength(4);
  });
});
