import type { Emitter } from './emitter';
import type { NavigationEvents } from './navigation-events';

/** The prefix of core's DOM events: `vitrine:page-load`, … (Turbo's `turbo:load` is the convention). */
export const DOM_EVENT_PREFIX = 'vitrine:';

const RELAYED = ['page-load', 'load-error', 'page-refresh', 'popup-open', 'popup-close'] as const;

const relayed = new WeakSet<Emitter<NavigationEvents>>();

/**
 * Starts `relayDomEvents` for a runtime's events unless it already runs. Called by the chunks that emit them
 * (the navigation engine, the overlays), whichever loads first: the boot code every page downloads carries none
 * of it, and nothing is emitted before one of them exists.
 */
export function relayDomEventsOnce(doc: Document, events: Emitter<NavigationEvents>): void {
  if (relayed.has(events)) return;
  relayed.add(events);
  relayDomEvents(doc, events);
}

/**
 * Re-dispatches core's navigation events as DOM events on `document` (bubbling to `window`), with the typed
 * event as `detail`, so analytics snippets and libraries that know nothing of core's API can listen.
 * `vitrine:before-navigate` is cancelable: `preventDefault()` on it cancels the navigation.
 */
export function relayDomEvents(doc: Document, events: Emitter<NavigationEvents>): () => void {
  const dispatch = (name: string, detail: unknown, cancelable = false): boolean =>
    doc.dispatchEvent(new CustomEvent(DOM_EVENT_PREFIX + name, { bubbles: true, cancelable, detail }));
  const stops = [
    events.on('before-navigate', (event) => {
      if (!dispatch('before-navigate', { url: event.url, trigger: event.trigger }, true))
        event.preventDefault();
    }),
    ...RELAYED.map((name) => events.on(name, (detail) => dispatch(name, detail))),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
