import type { SiteConfig } from '../config/site-config';
import type { Emitter } from '../events/emitter';
import type { NavigationEvents } from '../events/navigation-events';
import { MarkupAttribute } from '../markup/attributes';
import { createErrorBlock } from '../ui/error-block';
import type { PageRequest } from './page-request';

/**
 * A click whose engine could not load (core-runtime spec §8). If the server answered the click's page request,
 * the whole document loads, as without core. If that request failed too (the visitor is offline), a
 * whole-document load would only end on the browser's own offline page: the error block shows instead, with
 * Try Again, and history stays where it is. A request a newer click aborted changes nothing.
 */
export async function navigateWithoutEngine(
  win: Window,
  config: SiteConfig,
  events: Emitter<NavigationEvents>,
  url: URL,
  request: PageRequest,
): Promise<void> {
  const answered = await request.response.then(
    () => true,
    () => false,
  );
  if (request.signal.aborted) return;
  const doc = win.document;
  const container = doc.querySelector<HTMLElement>(`[${MarkupAttribute.content}]`);
  if (answered || !container) {
    win.location.assign(url.href);
    return;
  }
  const { general, tryAgain } = config.errorMessages;
  container.replaceChildren(createErrorBlock(doc, general, url, tryAgain));
  win.scrollTo({ top: 0, behavior: 'instant' });
  container.focus({ preventScroll: true });
  events.emit('load-error', { url, reason: 'network', status: undefined, message: general });
}
