import { readCookie, writeCookie } from './cookies';

/** What the visitor answered the cookie notice. */
export type ConsentChoice = 'accepted' | 'declined';

/** The cookie that keeps the visitor's answer: the server can read it too. */
export const CONSENT_COOKIE = '_dm_consent';
/** Dispatched on `window` when the answer changes, with the choice as `detail`. */
export const CONSENT_EVENT = 'vitrine:consent';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function isChoice(value: unknown): value is ConsentChoice {
  return value === 'accepted' || value === 'declined';
}

/**
 * The visitor's answer to the cookie notice, for widgets that load third-party scripts. The state lives in a
 * cookie and a window event, not in this module, so every copy of widget-api on a page (core's, a CDN
 * widget's) sees the same answer.
 */
export const consent = {
  /** The answer, or undefined while the visitor has not given one (or the cookie holds something else). */
  get(win: Window = window): ConsentChoice | undefined {
    const value = readCookie(CONSENT_COOKIE, win.document);
    return isChoice(value) ? value : undefined;
  },
  /** Records the answer for a year and tells every listener. Returns whether the browser kept the cookie. */
  set(choice: ConsentChoice, win: Window = window): boolean {
    if (!isChoice(choice))
      throw new TypeError(`consent must be "accepted" or "declined", not ${String(choice)}`);
    const kept = writeCookie(CONSENT_COOKIE, choice, { maxAgeSeconds: ONE_YEAR_SECONDS }, win.document);
    win.dispatchEvent(new (win as Window & typeof globalThis).CustomEvent(CONSENT_EVENT, { detail: choice }));
    return kept;
  },
  /** Calls `handler` with each new answer; returns the function that stops listening. */
  onChange(handler: (choice: ConsentChoice) => void, win: Window = window): () => void {
    const listener = (event: Event): void => {
      const { detail } = event as CustomEvent<unknown>;
      if (isChoice(detail)) handler(detail);
    };
    win.addEventListener(CONSENT_EVENT, listener);
    return () => win.removeEventListener(CONSENT_EVENT, listener);
  },
};
