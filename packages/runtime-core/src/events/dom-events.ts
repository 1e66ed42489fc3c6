import type { Emitter } from './emitter';
import type { NavigationEvents } from './navigation-events';

/** The prefix of core's DOM events: `vitrine:page-load`, … (Turbo's `turbo:load` is the convention). */
export const DOM_EVENT_PREFIX = 'vitrine:';

const RELAYED = ['page-load', 'load-error', 'page-refresh', 'popup-open', 'popup-close'] as const;

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
