import type { ConsentCategory } from '@vitrine/widget-api/consent';

/** Google consent mode v2's types, each with the category whose acceptance grants it (docs/consent.md). */
const GOOGLE_CONSENT_TYPES = {
  ad_storage: 'marketing',
  ad_user_data: 'marketing',
  ad_personalization: 'marketing',
  analytics_storage: 'analytics',
  functionality_storage: 'functional',
  personalization_storage: 'functional',
  security_storage: 'necessary',
} as const satisfies Record<string, ConsentCategory>;

export type GoogleConsentState = Record<keyof typeof GOOGLE_CONSENT_TYPES, 'granted' | 'denied'> & {
  wait_for_update?: number;
};

/** How long Google's tags wait for the `update` core's consent chunk sends once it has read the answer. */
export const GOOGLE_CONSENT_WAIT_MS = 500;

type GtagWindow = Window & { gtag?: unknown; dataLayer?: unknown };

/** Whether the page has Google's tags, which are told the visitor's answer (`gtag` or `dataLayer`). */
export function hasGoogleTags(win: Window): boolean {
  const { gtag, dataLayer } = win as GtagWindow;
  return typeof gtag === 'function' || Array.isArray(dataLayer);
}

/** Each Google consent type, granted where `allows` allows its category. */
export function googleConsentState(allows: (category: ConsentCategory) => boolean): GoogleConsentState {
  return Object.fromEntries(
    Object.entries(GOOGLE_CONSENT_TYPES).map(([type, category]) => [
      type,
      allows(category) ? 'granted' : 'denied',
    ]),
  ) as unknown as GoogleConsentState;
}

/**
 * Boot's `default`, before any chunk or held script runs: in `none` mode (the site parameter `ConsentMode`)
 * everything is granted; otherwise only what is necessary, and Google's tags wait for the `update` that says
 * what the visitor allows (core's consent chunk reads the mode and the stored answer; reading them here would
 * put that code on every page's critical path).
 */
export function googleConsentDefault(mode: unknown): GoogleConsentState {
  const state = googleConsentState((category) => mode === 'none' || category === 'necessary');
  if (mode !== 'none') state.wait_for_update = GOOGLE_CONSENT_WAIT_MS;
  return state;
}

/**
 * `gtag('consent', command, state)` on a page that has Google's tags: one that defines `gtag` or `dataLayer`.
 * Returns whether it was sent.
 */
export function sendGoogleConsent(
  win: Window,
  command: 'default' | 'update',
  state: GoogleConsentState,
): boolean {
  if (!hasGoogleTags(win)) return false;
  const { gtag, dataLayer } = win as GtagWindow;
  if (typeof gtag === 'function') gtag('consent', command, state);
  // Google's snippet defines gtag as pushing its `arguments`: gtag.js reads commands in that shape only.
  else
    (function pushAsGtag(..._args: unknown[]) {
      // biome-ignore lint/complexity/noArguments: gtag.js tells a command from data by its being an Arguments object
      (dataLayer as unknown[]).push(arguments);
    })('consent', command, state);
  return true;
}
