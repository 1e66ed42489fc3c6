import { CONSENT_CATEGORIES, normalizedChoice, storedConsent } from './consent-mode';
import {
  CONSENT_COOKIE,
  CONSENT_EVENT,
  type ConsentCategory,
  type ConsentChoice,
  consentPolicyVersion,
} from './consent-state';
import { writeCookie } from './cookies';

export { CONSENT_CATEGORIES, consentAllows, parseConsentCookie } from './consent-mode';
export {
  CONSENT_COOKIE,
  CONSENT_EVENT,
  CONSENT_MODES,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentMode,
  consentMode,
  consentPolicyVersion,
  DEFAULT_CONSENT_POLICY_VERSION,
  readConsentSettings,
  setConsentMode,
  setConsentPolicyVersion,
} from './consent-state';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The `_dm_consent` value for `categories` accepted under policy `version`. */
export function formatConsentCookie(categories: Iterable<ConsentCategory>, version: string): string {
  return JSON.stringify({ v: version, c: normalizedChoice(categories) });
}

/**
 * The visitor's answer to the cookie notice, for code that loads third parties. The state lives in a cookie
 * and a window event, not in this module, so every copy of widget-api on a page (core's, a CDN widget's) sees
 * the same answer.
 */
export const consent = {
  /**
   * The categories the visitor accepted under the site's policy version (`necessary` among them), or
   * undefined while they have not answered it (or the cookie holds something else).
   */
  get: storedConsent,
  /**
   * Records that the visitor accepted `categories` (`necessary` is always accepted) for a year, under the
   * site's policy version, and tells every listener. Returns whether the browser kept the cookie.
   */
  set(categories: Iterable<ConsentCategory>, win: Window = window): boolean {
    const list = [...categories];
    const unknown = list.find((category) => !CONSENT_CATEGORIES.includes(category));
    if (unknown !== undefined)
      throw new TypeError(
        `a consent category must be one of ${CONSENT_CATEGORIES.join(', ')}, not ${String(unknown)}`,
      );
    const choice = normalizedChoice(list);
    const kept = writeCookie(
      CONSENT_COOKIE,
      formatConsentCookie(choice, consentPolicyVersion(win)),
      { maxAgeSeconds: ONE_YEAR_SECONDS },
      win.document,
    );
    win.dispatchEvent(
      new (win as Window & typeof globalThis).CustomEvent(CONSENT_EVENT, { detail: { categories: choice } }),
    );
    return kept;
  },
  /** Calls `handler` with each new answer; returns the function that stops listening. */
  onChange(handler: (choice: ConsentChoice) => void, win: Window = window): () => void {
    const listener = (event: Event): void => {
      const categories = (event as CustomEvent<{ categories?: unknown } | null>).detail?.categories;
      if (Array.isArray(categories)) handler(normalizedChoice(categories));
    };
    win.addEventListener(CONSENT_EVENT, listener);
    return () => win.removeEventListener(CONSENT_EVENT, listener);
  },
};
