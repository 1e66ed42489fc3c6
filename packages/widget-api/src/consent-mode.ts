import {
  CONSENT_COOKIE,
  CONSENT_EVENT,
  type ConsentCategory,
  type ConsentChoice,
  consentMode,
  consentPolicyVersion,
  DEFAULT_CONSENT_POLICY_VERSION,
} from './consent-state';

// The stored answer as the site's policy version reads it, and the category gate the third-party loader asks,
// apart from writing the answer.

export {
  CONSENT_MODES,
  type ConsentCategory,
  type ConsentMode,
  consentMode,
  setConsentMode,
} from './consent-state';

/** Every consent category, in the order the notice's settings list them. */
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = [
  'necessary',
  'functional',
  'analytics',
  'marketing',
];

/** Keeps `necessary`, drops repeats and unknown names, and orders the rest as `CONSENT_CATEGORIES` does. */
export function normalizedChoice(categories: Iterable<unknown>): ConsentChoice {
  const chosen = new Set(categories);
  return CONSENT_CATEGORIES.filter((category) => category === 'necessary' || chosen.has(category));
}

/**
 * The categories a `_dm_consent` value accepted for policy `version`, or undefined when it is no answer to it:
 * missing, written for another version, or not something we wrote (a corrupted value asks again rather than
 * guess). Today's notice wrote `accepted` and `declined`: they answered version 1, as all or nothing.
 */
export function parseConsentCookie(value: string | undefined, version: string): ConsentChoice | undefined {
  if (value === 'accepted' || value === 'declined')
    return version === DEFAULT_CONSENT_POLICY_VERSION
      ? normalizedChoice(value === 'accepted' ? CONSENT_CATEGORIES : [])
      : undefined;
  try {
    const { v, c } = JSON.parse(value ?? '') as { v?: unknown; c?: unknown };
    if (v === version && Array.isArray(c) && c.every((name) => CONSENT_CATEGORIES.includes(name)))
      return normalizedChoice(c);
  } catch {
    // Not JSON, or JSON null: corrupted, so no answer.
  }
  return undefined;
}

/**
 * The categories the visitor accepted under the site's policy version, or undefined while they have not
 * answered it. Read from the cookie each time: another copy of widget-api (or another tab) may have written it.
 */
export function storedConsent(win: Window = window): ConsentChoice | undefined {
  const raw = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`).exec(win.document.cookie)?.[1];
  let value = raw;
  try {
    value = raw && decodeURIComponent(raw);
  } catch {
    // Not percent-encoded by us: the raw text is the value, which will not parse.
  }
  return parseConsentCookie(value, consentPolicyVersion(win));
}

/**
 * Whether a provider of `category` may load now: `necessary` always, and everything in `none` mode; else what
 * the visitor accepted, or before they answer, everything in `notice` mode and nothing more in `opt-in`.
 */
export function consentAllows(category: ConsentCategory, win: Window = window): boolean {
  const mode = consentMode(win);
  if (category === 'necessary' || mode === 'none') return true;
  const accepted = storedConsent(win);
  return accepted ? accepted.includes(category) : mode === 'notice';
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
