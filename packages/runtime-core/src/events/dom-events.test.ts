import { afterEach, describe, expect, it, vi } from 'vitest';
import { relayDomEvents, relayDomEventsOnce } from './dom-events';
import { Emitter } from './emitter';
import type { BeforeNavigateEvent, NavigationEvents, PageLoadEvent } from './navigation-events';

let stop = () => {};
afterEach(() => stop());

function beforeNavigate(): BeforeNavigateEvent & { prevented: () => boolean } {
  let prevented = false;
  return {
    url: new URL('https://bakery.test/site/s/menu'),
    trigger: 'link',
    preventDefault: () => {
      prevented = true;
    },
    get defaultPrevented() {
      return prevented;
    },
    prevented: () => prevented,
  };
}

describe('relayDomEvents', () => {
  it('dispatches each navigation event on document, bubbling to window, with the event as detail', () => {
    const events = new Emitter<NavigationEvents>();
    stop = relayDomEvents(document, events);
    const seen: Array<[string, unknown]> = [];
    for (const name of ['page-load', 'load-error', 'page-refresh', 'popup-open', 'popup-close'])
      window.addEventListener(`vitrine:${name}`, (event) =>
        seen.push([event.type, (event as CustomEvent).detail]),
      );
    const pageLoad = { url: new URL('https://bakery.test/'), fromCache: true } as PageLoadEvent;
    events.emit('page-load', pageLoad);
    const root = document.createElement('div');
    events.emit('popup-open', { root, url: undefined });
    events.emit('popup-close', { root, url: undefined });
    expect(seen).toEqual([
      ['vitrine:page-load', pageLoad],
      ['vitrine:popup-open', { root, url: undefined }],
      ['vitrine:popup-close', { root, url: undefined }],
    ]);
  });

  it('vitrine:before-navigate is cancelable: preventDefault cancels the navigation', () => {
    const events = new Emitter<NavigationEvents>();
    stop = relayDomEvents(document, events);
    const untouched = beforeNavigate();
    events.emit('before-navigate', untouched);
    expect(untouched.prevented()).toBe(false);

    const listener = vi.fn((event: Event) => {
      expect((event as CustomEvent).detail).toEqual({
        url: new URL('https://bakery.test/site/s/menu'),
        trigger: 'link',
      });
      event.preventDefault();
    });
    document.addEventListener('vitrine:before-navigate', listener);
    const cancelled = beforeNavigate();
    events.emit('before-navigate', cancelled);
    document.removeEventListener('vitrine:before-navigate', listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cancelled.prevented()).toBe(true);
  });

  it('stops relaying when stopped', () => {
    const events = new Emitter<NavigationEvents>();
    relayDomEvents(document, events)();
    expect(events.listenerCount()).toBe(0);
  });

  it('relays a runtime once, however many of its chunks ask', () => {
    const events = new Emitter<NavigationEvents>();
    relayDomEventsOnce(document, events);
    relayDomEventsOnce(document, events);
    const listener = vi.fn();
    document.addEventListener('vitrine:page-load', listener);
    events.emit('page-load', { fromCache: false } as PageLoadEvent);
    document.removeEventListener('vitrine:page-load', listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
