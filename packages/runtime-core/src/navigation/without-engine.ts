import type { SiteConfig } from '../config/site-config';
import type { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import { MarkupAttribute } from '../markup/attributes';
import { createErrorBlock } from '../ui/error-block';
import { withModeMarkers } from './mode-markers';
import type { PageRequest } from './page-request';

/**
 * A click whose engine could not load, or had not arrived by the click's `deadline` (`clickDeadline`, core-runtime
 * spec §8). If the server answered the click's page request, or had not in the request's 30 s, the whole
 * document loads, as without core; so it does when the click sent none (the page has no content container). If
 * that request failed (the visitor is offline), a whole-document load would only end on
 * the browser's own offline page: the error block shows instead, with Try Again, and history stays where it
 * is. A request a newer click aborted changes nothing. The document loaded carries the mode markers of
 * `opened`, the address the page was opened at (spec §2).
 */
export async function navigateWithoutEngine(
  win: Window,
  config: SiteConfig,
  events: Emitter<NavigationEvents>,
  target: URL,
  request: PageRequest | undefined,
  deadline: Promise<boolean> | undefined,
  opened: URL = target,
): Promise<void> {
  const url = withModeMarkers(target, opened);
  // How the request ended, if it has: set before the race below is decided, even when the deadline has passed.
  let answered: boolean | undefined;
  const ended = request?.response.then(
    () => (answered = true),
    () => (answered = false),
  );
  await Promise.race([ended, deadline]);
  if (request?.signal.aborted) return;
  const doc = win.document;
  const container = request && doc.querySelector<HTMLElement>(`[${MarkupAttribute.content}]`);
  if (answered !== false || !container) {
    win.location.assign(url.href);
    return;
  }
  const { general, tryAgain } = config.errorMessages;
  container.replaceChildren(createErrorBlock(doc, general, url, tryAgain));
  win.scrollTo({ top: 0, behavior: 'instant' });
  container.focus({ preventScroll: true });
  events.emit('load-error', { url, reason: 'network', status: undefined, message: general });
}
