import type { RunningFeature } from '../chunks/lazy-features';
import { ChromeAttribute, ChromeFeature } from '../markup/chrome';
import type { ChromeContext } from './chrome-context';

/** The public event each kind of click-to link fires (core-runtime spec §3). */
export const CLICK_TO_EVENTS = {
  call: 'event-ClickToCall',
  email: 'event-ClickToEmail',
  map: 'event-ClickToMap',
} as const;

/** Set on a click-to-call link once its number shows. */
export const REVEALED = 'data-revealed';

/**
 * Click-to-call, email and map links (widgets spec §4, §6). The call link is a reveal: the first click shows
 * the number in place of its label and fires `event-ClickToCall`; once shown, a click dials. Email and map
 * links go where they lead and fire `event-ClickToEmail` / `event-ClickToMap`. In the editor none of them
 * does anything.
 */
export function start({ doc, mode, publicEvents }: ChromeContext): RunningFeature {
  const onClick = (event: MouseEvent): void => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`[${ChromeFeature.clickTo}]`);
    if (!link) return;
    const kind = link.getAttribute(ChromeFeature.clickTo);
    if (kind !== 'call' && kind !== 'email' && kind !== 'map') return;
    if (mode === 'editor') {
      event.preventDefault();
      return;
    }
    const href = link.getAttribute('href') ?? '';
    if (kind === 'call') {
      if (link.hasAttribute(REVEALED)) return;
      event.preventDefault();
      const number = link.getAttribute(ChromeAttribute.phone) || telNumber(href);
      link.textContent = number;
      link.setAttribute(REVEALED, '');
      publicEvents.emit(CLICK_TO_EVENTS.call, { phone: number });
      return;
    }
    publicEvents.emit(
      CLICK_TO_EVENTS[kind],
      kind === 'email' ? { email: href.replace(/^mailto:/, '') } : { url: href },
    );
  };
  doc.addEventListener('click', onClick);
  return { stop: () => doc.removeEventListener('click', onClick) };
}

/** The number of a `tel:` link as written; kept raw when it is not valid percent-encoding. */
function telNumber(href: string): string {
  const raw = href.replace(/^tel:/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
