import type { ConsentChoice } from '@vitrine/widget-api/consent';
import { consent } from '@vitrine/widget-api/consent';
import { injectStyleOnce } from '@vitrine/widget-api/styles';
import type { RunningFeature } from '../chunks/lazy-features';
import { CONTENT_ATTRIBUTE } from '../markup/boot-attributes';
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
${NOTICE} button[value=accepted]{background:#fff;color:#1f1b16}`;

/** Whether the notice should show on this visit. */
export function shouldShowCookieNotice({
  mode,
  search,
  seen,
  answered,
}: {
  mode: string;
  search: string;
  seen: boolean;
  answered: boolean;
}): boolean {
  if (mode === 'preview' || mode === 'editor') return false;
  if (new URLSearchParams(search).get('showCookieNotification') === 'true') return true;
  return !seen && !answered;
}

/**
 * The cookie notice (widgets spec §4): shown once per visitor, 1 s after the page (4 s when core runs its
 * fallback path: a document without a content container, whose links load whole documents), never in
 * preview or the editor, forced by `showCookieNotification=true`, in the language `cookieNotificationLanguage`
 * names. Once shown, a `_dm_` local flag keeps it from showing again. Accept and Decline record the answer
 * with widget-api's `consent`, which widgets loading third-party scripts consult.
 */
export function start({ win, doc, mode }: ChromeContext): RunningFeature {
  const storage = safeLocalStorage(win);
  const show = shouldShowCookieNotice({
    mode,
    search: win.location.search,
    seen: storage?.getItem(COOKIE_NOTICE_SEEN_KEY) === '1',
    answered: consent.get(win) !== undefined,
  });
  if (!show) return { stop: () => {} };
  const fallback = !doc.querySelector(`[${CONTENT_ATTRIBUTE}]`);
  const timer = win.setTimeout(
    () => {
      const notice = doc.querySelector<HTMLElement>(NOTICE);
      if (!notice) return;
      injectStyleOnce('cookie-notice', NOTICE_CSS, doc);
      fill(notice, new URLSearchParams(win.location.search).get('cookieNotificationLanguage'), win);
      notice.hidden = false;
      try {
        storage?.setItem(COOKIE_NOTICE_SEEN_KEY, '1');
      } catch {
        // Full or disabled storage: the notice may show again on the next visit, which is all that is lost.
      }
    },
    fallback ? COOKIE_NOTICE_FALLBACK_DELAY_MS : COOKIE_NOTICE_DELAY_MS,
  );
  return { stop: () => win.clearTimeout(timer) };
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
  for (const [choice, text] of [
    ['accepted', texts.accept],
    ['declined', texts.decline],
  ] as const) {
    const button = doc.createElement('button');
    button.type = 'button';
    button.value = choice;
    button.textContent = text;
    button.addEventListener('click', () => answer(notice, choice, win));
    actions.append(button);
  }
  notice.replaceChildren(message, actions);
  notice.lang = lang;
  notice.setAttribute('role', 'region');
  notice.setAttribute('aria-label', texts.label);
  notice.setAttribute('aria-live', 'polite');
}

function answer(notice: HTMLElement, choice: ConsentChoice, win: Window): void {
  consent.set(choice, win);
  notice.hidden = true;
}

function safeLocalStorage(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}
