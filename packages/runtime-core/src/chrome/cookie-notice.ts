import type { ConsentMode } from '@vitrine/widget-api/consent';
import { CONSENT_CATEGORIES, type ConsentCategory, consent, consentMode } from '@vitrine/widget-api/consent';
import { injectStyleOnce } from '@vitrine/widget-api/styles';
import type { RunningFeature } from '../chunks/lazy-features';
import { CONSENT_SETTINGS_ATTRIBUTE, CONTENT_ATTRIBUTE } from '../markup/boot-attributes';
import { ChromeAttribute, ChromeFeature } from '../markup/chrome';
import type { ChromeContext } from './chrome-context';
import { cookieNoticeTexts } from './cookie-notice-texts';

/** Widgets spec §9: the notice shows 1 s after the page, or 4 s on the runtime's fallback path. */
export const COOKIE_NOTICE_DELAY_MS = 1000;
export const COOKIE_NOTICE_FALLBACK_DELAY_MS = 4000;
/** The local flag recording that the visitor saw the notice (widgets spec §4), `_dm_`-prefixed (§9). */
export const COOKIE_NOTICE_SEEN_KEY = '_dm_cookie_notice_seen';

const NOTICE = `[${ChromeFeature.cookieNotice}]`;
const NOTICE_CSS = `${NOTICE}:not([hidden]){position:fixed;inset:auto 12px 12px;z-index:40;max-width:560px;margin-inline:auto;padding:16px 18px;border-radius:10px;background:#1f1b16;color:#fff;box-shadow:0 10px 30px rgb(0 0 0/.3);display:grid;gap:12px}
${NOTICE} p{margin:0}${NOTICE} a{color:inherit}
${NOTICE} div{display:flex;gap:10px;flex-wrap:wrap}
${NOTICE} button{font:inherit;padding:8px 16px;border-radius:6px;border:1px solid #fff;background:transparent;color:inherit;cursor:pointer}
${NOTICE} button[value=all]{background:#fff;color:#1f1b16}`;

/** Whether the notice should show on this visit. */
export function shouldShowCookieNotice({
  mode,
  consentMode,
  search,
  seen,
  answered,
}: {
  mode: string;
  consentMode: ConsentMode;
  search: string;
  seen: boolean;
  answered: boolean;
}): boolean {
  if (mode === 'preview' || mode === 'editor') return false;
  if (new URLSearchParams(search).get('showCookieNotification') === 'true') return true;
  if (consentMode === 'none') return false;
  // Consent law: in opt-in mode nothing optional loads until the visitor answers, so the notice stays until then.
  if (consentMode === 'opt-in') return !answered;
  return !seen && !answered;
}

/**
 * The cookie notice (widgets spec §4): shown once per visitor, 1 s after the page (4 s when core runs its
 * fallback path: a document without a content container, whose links load whole documents), never in
 * preview or the editor, forced by `showCookieNotification=true`, in the language `cookieNotificationLanguage`
 * names (else the page's). Once shown, a `_dm_` local flag keeps it from showing again, except in the site's
 * `opt-in` consent mode, where it shows on every page until answered (docs/consent.md). Accept all, Decline,
 * and Settings (a switch per category) record the answer with widget-api's `consent`; any element marked
 * `data-vitrine-consent-settings` (a footer link) opens the settings again.
 */
export function start({ win, doc, mode }: ChromeContext): RunningFeature {
  const storage = safeLocalStorage(win);
  const language = new URLSearchParams(win.location.search).get('cookieNotificationLanguage');
  const notice = doc.querySelector<HTMLElement>(NOTICE);
  const onClick = (event: MouseEvent): void => {
    const opener = (event.target as Element | null)?.closest?.<HTMLElement>(
      `[${CONSENT_SETTINGS_ATTRIBUTE}]`,
    );
    if (!opener) return;
    event.preventDefault();
    void openSettings(win, language, notice, opener);
  };
  doc.addEventListener('click', onClick);
  const stopListening = (): void => doc.removeEventListener('click', onClick);
  // Tells assistive technology what the settings links open, in every page's content as it arrives.
  const markOpeners = (): void => {
    for (const opener of doc.querySelectorAll(`[${CONSENT_SETTINGS_ATTRIBUTE}]`))
      opener.setAttribute('aria-haspopup', 'dialog');
  };
  markOpeners();
  const show =
    notice &&
    shouldShowCookieNotice({
      mode,
      consentMode: consentMode(win),
      search: win.location.search,
      seen: storage?.getItem(COOKIE_NOTICE_SEEN_KEY) === '1',
      answered: consent.get(win) !== undefined,
    });
  if (!show) return { refresh: markOpeners, stop: stopListening };
  // An answer given elsewhere (a widget's facade, "Always allow") is the visitor's answer: the notice goes.
  let answered = false;
  const stopHearing = consent.onChange(() => {
    answered = true;
    notice.hidden = true;
  }, win);
  const fallback = !doc.querySelector(`[${CONTENT_ATTRIBUTE}]`);
  const timer = win.setTimeout(
    () => {
      if (!notice.isConnected || answered) return;
      injectStyleOnce('cookie-notice', NOTICE_CSS, doc);
      fill(notice, language, win);
      notice.hidden = false;
      try {
        storage?.setItem(COOKIE_NOTICE_SEEN_KEY, '1');
      } catch {
        // Full or disabled storage: the notice may show again on the next visit, which is all that is lost.
      }
    },
    fallback ? COOKIE_NOTICE_FALLBACK_DELAY_MS : COOKIE_NOTICE_DELAY_MS,
  );
  return {
    refresh: markOpeners,
    stop: () => {
      win.clearTimeout(timer);
      stopHearing();
      stopListening();
    },
  };
}

function fill(notice: HTMLElement, language: string | null, win: Window): void {
  const doc = notice.ownerDocument;
  const { lang, texts } = cookieNoticeTexts(language ?? doc.documentElement.lang);
  const message = doc.createElement('p');
  message.id = `${notice.id || 'vitrine-cookie-notice'}-message`;
  message.textContent = `${texts.message} `;
  const privacy = notice.getAttribute(ChromeAttribute.privacyHref);
  if (privacy) {
    const link = doc.createElement('a');
    link.href = privacy;
    link.textContent = texts.privacy;
    message.append(link);
  }
  const actions = doc.createElement('div');
  for (const [value, text] of [
    ['all', texts.accept],
    ['none', texts.decline],
    ['settings', texts.settings],
  ] as const) {
    const button = doc.createElement('button');
    button.type = 'button';
    button.value = value;
    button.textContent = text;
    button.addEventListener('click', () => {
      if (value === 'settings') void openSettings(win, language, notice, button);
      else decide(value === 'all' ? CONSENT_CATEGORIES : [], win, notice);
    });
    actions.append(button);
  }
  notice.replaceChildren(message, actions);
  notice.lang = lang;
  notice.setAttribute('role', 'region');
  notice.setAttribute('aria-label', texts.label);
  notice.setAttribute('aria-live', 'polite');
}

async function openSettings(
  win: Window,
  language: string | null,
  notice: HTMLElement | null,
  opener: HTMLElement,
): Promise<void> {
  const { openConsentSettings } = await import('./consent-settings');
  openConsentSettings({
    win,
    texts: cookieNoticeTexts(language ?? win.document.documentElement.lang),
    opener,
    save: (categories) => decide(categories, win, notice),
  });
}

/**
 * Records the visitor's answer and hides the notice. A category the visitor had accepted and now withdraws
 * reloads the page: its scripts are running, and nothing can unload them.
 */
export function decide(
  categories: readonly ConsentCategory[],
  win: Window,
  notice: HTMLElement | null,
  reload: () => void = () => win.location.reload(),
): void {
  const before = consent.get(win);
  consent.set(categories, win);
  if (notice) notice.hidden = true;
  if (before?.some((category) => category !== 'necessary' && !categories.includes(category))) reload();
}

function safeLocalStorage(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}
