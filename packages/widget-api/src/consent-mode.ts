import { CONSENT_EVENT, consent } from './consent';

// The consent state's modes and the category gate the third-party loader asks, apart from the answer itself:
// core's cookie notice imports `consent` alone, and takes none of this.

/**
 * What a third party is used for, as consent law and the notice's settings name it: `necessary` loads whatever
 * the visitor answered (the site cannot do what the visitor asked without it), the other three only with the
 * visitor's agreement in `opt-in` mode. Each provider's category and its reason: docs/consent.md.
 */
export const CONSENT_CATEGORIES = ['necessary', 'functional', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/**
 * How the site asks: `opt-in` loads nothing but `necessary` before the visitor accepts; `notice` loads
 * everything and the notice informs (today's behaviour, the default); `none` shows no notice and loads
 * everything.
 */
export const CONSENT_MODES = ['opt-in', 'notice', 'none'] as const;
export type ConsentMode = (typeof CONSENT_MODES)[number];

/** On the window, not in this module: core's copy of widget-api sets it, a CDN widget's copy reads it. */
const MODE_KEY = Symbol.for('vitrine.consentMode');
type ModeWindow = Window & { [MODE_KEY]?: ConsentMode };

/** The site's consent mode; `notice` until the site sets one. */
export function consentMode(win: Window = window): ConsentMode {
  return (win as ModeWindow)[MODE_KEY] ?? 'notice';
}

/** Sets the site's consent mode (core does, from the site's parameters) and wakes every load that waits. */
export function setConsentMode(mode: ConsentMode, win: Window = window): void {
  if (!CONSENT_MODES.includes(mode))
    throw new TypeError(`the consent mode must be one of ${CONSENT_MODES.join(', ')}, not ${String(mode)}`);
  (win as ModeWindow)[MODE_KEY] = mode;
  win.dispatchEvent(new (win as Window & typeof globalThis).CustomEvent(CONSENT_EVENT, { detail: { mode } }));
}

/**
 * Whether a provider of `category` may load now. Today's answer is all or nothing (Accept allows every
 * category, Decline or no answer only `necessary`); a choice per category comes with the notice's settings.
 */
export function consentAllows(category: ConsentCategory, win: Window = window): boolean {
  if (category === 'necessary' || consentMode(win) !== 'opt-in') return true;
  return consent.get(win) === 'accepted';
}

/**
 * Settles once `category` is allowed: at once when it is, else on the answer (or mode) that allows it. Rejects
 * with the signal's reason when `signal` aborts first (the widget that waited is gone).
 */
export function whenConsentAllows(
  category: ConsentCategory,
  { win = window, signal }: { win?: Window; signal?: AbortSignal } = {},
): Promise<void> {
  if (consentAllows(category, win)) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const settle = (): void => {
      win.removeEventListener(CONSENT_EVENT, check);
      signal?.removeEventListener('abort', abort);
    };
    const check = (): void => {
      if (!consentAllows(category, win)) return;
      settle();
      resolve();
    };
    const abort = (): void => {
      settle();
      reject(signal?.reason);
    };
    if (signal?.aborted) return abort();
    win.addEventListener(CONSENT_EVENT, check);
    signal?.addEventListener('abort', abort);
  });
}
