// The names of the consent state, and the site's settings of it (its mode and policy version).

/**
 * What a third party is used for, as consent law and the notice's settings name it: `necessary` loads whatever
 * the visitor answered (the site cannot do what the visitor asked without it), the other three only with the
 * visitor's agreement. Each provider's category and its reason: docs/consent.md. (The list, in the notice's
 * order, is `CONSENT_CATEGORIES`.)
 */
export type ConsentCategory = 'necessary' | 'functional' | 'analytics' | 'marketing';

/** The categories the visitor accepted, `necessary` always among them, in `CONSENT_CATEGORIES`' order. */
export type ConsentChoice = readonly ConsentCategory[];

/**
 * How the site asks: `opt-in` loads nothing but `necessary` before the visitor accepts; `notice` loads
 * everything until the visitor answers, then what they accepted (the default); `none` shows no notice and
 * loads everything.
 */
export const CONSENT_MODES = ['opt-in', 'notice', 'none'] as const;
export type ConsentMode = (typeof CONSENT_MODES)[number];

/** The cookie that keeps the visitor's answer: the server can read it too. */
export const CONSENT_COOKIE = '_dm_consent';
/** Dispatched on `window` when the answer (`detail.categories`) or the site's mode (`detail.mode`) changes. */
export const CONSENT_EVENT = 'vitrine:consent';
/** The policy version a site that names none has, and the one today's `accepted` and `declined` answered. */
export const DEFAULT_CONSENT_POLICY_VERSION = '1';

/** Where core's page carries the site parameters (`docs/markup.md`), `ConsentMode` and `ConsentPolicyVersion` among them. */
const SITE_PARAMS_SELECTOR = 'script[data-vitrine-site-params]';

// On the window, not in this module: every copy of widget-api on the page (core's, a CDN widget's) reads the
// same settings, read once from the site parameters or set by `setConsentMode`.
const MODE_KEY = Symbol.for('vitrine.consentMode');
const POLICY_KEY = Symbol.for('vitrine.consentPolicyVersion');
type ConsentWindow = Window & { [MODE_KEY]?: ConsentMode; [POLICY_KEY]?: string };

/**
 * The site's consent settings from its parameters: `ConsentMode` (`opt-in`, `notice` or `none`; missing or
 * anything else is `notice`, with a warning for anything else) and `ConsentPolicyVersion` (a text or number;
 * missing or anything else is "1", with a warning).
 */
export function readConsentSettings(
  params: { ConsentMode?: unknown; ConsentPolicyVersion?: unknown },
  report: (message: string) => void = console.warn,
): { mode: ConsentMode; version: string } {
  const { ConsentMode: mode = 'notice', ConsentPolicyVersion: version = DEFAULT_CONSENT_POLICY_VERSION } =
    params;
  const known = CONSENT_MODES.includes(mode as ConsentMode);
  if (!known)
    report(`[vitrine] ConsentMode ${JSON.stringify(mode)} is not opt-in, notice or none; using notice`);
  const text = typeof version === 'string' || typeof version === 'number' ? String(version).trim() : '';
  if (!text)
    report(
      `[vitrine] ConsentPolicyVersion ${JSON.stringify(version)} is not a version; using ${DEFAULT_CONSENT_POLICY_VERSION}`,
    );
  return { mode: known ? (mode as ConsentMode) : 'notice', version: text || DEFAULT_CONSENT_POLICY_VERSION };
}

/** Reads the page's site parameters into the window's settings, the first time they are asked for. */
function settingsOf(win: Window): ConsentWindow & { [MODE_KEY]: ConsentMode; [POLICY_KEY]: string } {
  const state = win as ConsentWindow;
  if (state[MODE_KEY] === undefined || state[POLICY_KEY] === undefined) {
    let params: unknown;
    try {
      params = JSON.parse(win.document.querySelector(SITE_PARAMS_SELECTOR)?.textContent || '{}');
    } catch {
      // Core reports malformed site parameters; the consent settings take their defaults.
    }
    const { mode, version } = readConsentSettings(
      typeof params === 'object' && params !== null ? params : {},
    );
    state[MODE_KEY] ??= mode;
    state[POLICY_KEY] ??= version;
  }
  return state as ConsentWindow & { [MODE_KEY]: ConsentMode; [POLICY_KEY]: string };
}

/** The site's consent mode: its `ConsentMode` parameter (default `notice`), unless `setConsentMode` set one. */
export function consentMode(win: Window = window): ConsentMode {
  return settingsOf(win)[MODE_KEY];
}

/** Sets the site's consent mode (for a page without site parameters, a test) and wakes every load that waits. */
export function setConsentMode(mode: ConsentMode, win: Window = window): void {
  if (!CONSENT_MODES.includes(mode))
    throw new TypeError(`the consent mode must be one of ${CONSENT_MODES.join(', ')}, not ${String(mode)}`);
  (win as ConsentWindow)[MODE_KEY] = mode;
  win.dispatchEvent(new (win as Window & typeof globalThis).CustomEvent(CONSENT_EVENT, { detail: { mode } }));
}

/** The version of the site's privacy policy an answer must have been given to (`ConsentPolicyVersion`). */
export function consentPolicyVersion(win: Window = window): string {
  return settingsOf(win)[POLICY_KEY];
}

/** Sets the policy version (for a page without site parameters, a test): an answer to another is no answer. */
export function setConsentPolicyVersion(version: string, win: Window = window): void {
  (win as ConsentWindow)[POLICY_KEY] = version;
}
