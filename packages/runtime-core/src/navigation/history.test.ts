import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isOwnEntryState } from './entry-state';
import { History } from './history';

const HOME = 'http://localhost:3000/site/bakery/home';
const MENU = 'http://localhost:3000/site/bakery/menu';

const scrolledTo = (y: number): void => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

async function back(): Promise<void> {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  window.history.back();
  await popped;
}

let history: History | undefined;

beforeEach(() => {
  window.history.replaceState(null, '', HOME);
  scrolledTo(0);
});

afterEach(() => {
  history?.stop();
  history = undefined;
  vi.restoreAllMocks();
});

const entryId = (): unknown => (window.history.state as { vitrine?: { id?: unknown } } | null)?.vitrine?.id;

describe('History: entries', () => {
  it('adopts the entry the browser made, keeping the state page code put there, and takes over scrolling', () => {
    window.history.replaceState({ analytics: 7 }, '', HOME);
    history = new History(window);
    expect(window.history.state).toEqual({ analytics: 7, vitrine: { id: history.entryId } });
    expect(window.history.scrollRestoration).toBe('manual');
    expect(isOwnEntryState(window.history.state)).toBe(true);
  });

  it('keeps the id an entry already has (the engine started on a reload or after back/forward)', () => {
    window.history.replaceState({ vitrine: { id: 'kept-1' } }, '', HOME);
    history = new History(window);
    expect(history.entryId).toBe('kept-1');
  });

  it('push makes an entry with a new id; replace rewrites the entry on screen; none leaves history alone', () => {
    history = new History(window);
    const first = history.entryId;
    history.update(new URL(`${MENU}?q=rye#order`), 'push');
    expect(window.location.href).toBe(`${MENU}?q=rye#order`);
    expect(history.entryId).not.toBe(first);
    expect(entryId()).toBe(history.entryId);
    const length = window.history.length;

    history.update(new URL(MENU), 'replace');
    expect(window.history.length).toBe(length);
    expect(window.location.href).toBe(MENU);
    expect(entryId()).toBe(history.entryId);

    history.update(new URL(HOME), 'none');
    expect(window.location.href).toBe(MENU);
  });

  it('tells entries core made from other ones', () => {
    expect(isOwnEntryState({ vitrine: { id: 'a' } })).toBe(true);
    expect(isOwnEntryState({ ecwid: true })).toBe(false);
    expect(isOwnEntryState(null)).toBe(false);
  });
});

describe('History: scroll memory', () => {
  it('gives back the scroll position each entry was left at', async () => {
    history = new History(window);
    scrolledTo(640);
    history.update(new URL(MENU), 'push');
    scrolledTo(120);
    await back();
    expect(history.popped(new URL(HOME))).toEqual({ scrollY: 640 });
  });

  it('keeps the position of the entry being left before a push, even without a scroll event since', async () => {
    history = new History(window);
    // A position the listener has not heard of yet (a scroll in the same frame as the click).
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    history.leave('push');
    history.update(new URL(MENU), 'push');
    await back();
    expect(history.popped(new URL(HOME))?.scrollY).toBe(300);
  });

  it('stops listening for scrolls when stopped', async () => {
    history = new History(window);
    history.stop();
    scrolledTo(900);
    history.update(new URL(MENU), 'push');
    await back();
    expect(history.popped(new URL(HOME))?.scrollY).toBe(0);
  });
});

describe('History: back and forward onto entries core did not make', () => {
  it('leaves an entry a widget’s platform claims to that platform', async () => {
    history = new History(window, new Set([(url: URL) => url.pathname.includes('/shop/')]));
    window.history.pushState({ ecwid: true }, '', 'http://localhost:3000/site/bakery/shop/Rye-c3');
    window.history.pushState({ ecwid: true }, '', 'http://localhost:3000/site/bakery/shop/Rye-p7');
    await back();
    expect(history.popped(new URL(window.location.href))).toBeUndefined();
    expect(window.history.state).toEqual({ ecwid: true });
  });

  it('adopts an unclaimed one (a fragment the browser followed): it gets an id, no remembered position', async () => {
    history = new History(window, new Set([(url: URL) => url.pathname.includes('/shop/')]));
    window.history.pushState({ other: true }, '', MENU);
    window.history.pushState({ other: true }, '', HOME);
    await back();
    expect(history.popped(new URL(MENU))).toEqual({ scrollY: undefined });
    expect(window.history.state).toEqual({ other: true, vitrine: { id: history.entryId } });
  });

  it('shows the page when a claim throws, and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    history = new History(
      window,
      new Set([
        () => {
          throw new Error('broken');
        },
      ]),
    );
    window.history.pushState(null, '', MENU);
    window.history.pushState(null, '', HOME);
    await back();
    expect(history.popped(new URL(MENU))).toEqual({ scrollY: undefined });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('history claim failed'), expect.any(Error));
  });
});
