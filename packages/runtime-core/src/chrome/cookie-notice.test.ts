import { CONSENT_CATEGORIES, CONSENT_COOKIE, consent, setConsentMode } from '@vitrine/widget-api';
import type { ConsentMode } from '@vitrine/widget-api/consent';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chromeContext } from './chrome-context.test-support';
import {
  COOKIE_NOTICE_DELAY_MS,
  COOKIE_NOTICE_FALLBACK_DELAY_MS,
  COOKIE_NOTICE_SEEN_KEY,
  shouldShowCookieNotice,
  start,
} from './cookie-notice';
import { cookieNoticeTexts } from './cookie-notice-texts';

const PAGE =
  '<main data-vitrine-content></main><section data-vitrine-cookie-notice data-privacy-href="/privacy" hidden></section>';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  vi.useRealTimers();
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  history.replaceState(null, '', '/');
  setConsentMode('notice');
  document.querySelector('dialog')?.remove();
});

function run(html = PAGE, mode: 'live' | 'preview' | 'editor' = 'live', consentMode: ConsentMode = 'notice') {
  vi.useFakeTimers();
  setConsentMode(consentMode);
  const running = start({ ...chromeContext(html, { params: { ConsentMode: consentMode } }), mode });
  stop = running.stop;
  return document.querySelector('[data-vitrine-cookie-notice]') as HTMLElement;
}

describe('cookie notice', () => {
  it('decides: never in preview or the editor, forced by the flag, else once until answered', () => {
    const base = { mode: 'live', consentMode: 'notice' as const, search: '', seen: false, answered: false };
    expect(shouldShowCookieNotice(base)).toBe(true);
    expect(shouldShowCookieNotice({ ...base, seen: true })).toBe(false);
    expect(shouldShowCookieNotice({ ...base, answered: true })).toBe(false);
    expect(shouldShowCookieNotice({ ...base, mode: 'preview' })).toBe(false);
    expect(shouldShowCookieNotice({ ...base, mode: 'editor', search: '?showCookieNotification=true' })).toBe(
      false,
    );
    expect(shouldShowCookieNotice({ ...base, seen: true, search: '?showCookieNotification=true' })).toBe(
      true,
    );
    expect(shouldShowCookieNotice({ ...base, seen: true, search: '?showCookieNotification=yes' })).toBe(
      false,
    );
  });

  it('in opt-in mode shows until answered, however often it was seen; in none mode never unless forced', () => {
    const optIn = { mode: 'live', consentMode: 'opt-in' as const, search: '', seen: true, answered: false };
    expect(shouldShowCookieNotice(optIn)).toBe(true);
    expect(shouldShowCookieNotice({ ...optIn, answered: true })).toBe(false);
    expect(shouldShowCookieNotice({ ...optIn, mode: 'preview' })).toBe(false);
    const none = { ...optIn, consentMode: 'none' as const, seen: false };
    expect(shouldShowCookieNotice(none)).toBe(false);
    expect(shouldShowCookieNotice({ ...none, search: '?showCookieNotification=true' })).toBe(true);
  });

  it('ships a few languages and falls back to English', () => {
    expect(cookieNoticeTexts('fr-CA').texts.accept).toBe('Tout accepter');
    expect(cookieNoticeTexts('de').texts.decline).toBe('Ablehnen');
    expect(cookieNoticeTexts('xx')).toMatchObject({ lang: 'en', texts: { accept: 'Accept all' } });
    expect(cookieNoticeTexts(undefined).lang).toBe('en');
  });

  it('shows after 1 s, records it was seen, and not again on the next visit', () => {
    const notice = run();
    vi.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS - 1);
    expect(notice.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(notice.hidden).toBe(false);
    expect(notice.getAttribute('aria-label')).toBe('Cookie notice');
    expect(notice.querySelector('a')?.getAttribute('href')).toBe('/privacy');
    expect(localStorage.getItem(COOKIE_NOTICE_SEEN_KEY)).toBe('1');
    stop?.();
    const again = run();
    vi.advanceTimersByTime(10_000);
    expect(again.hidden).toBe(true);
  });

  it('waits 4 s on the fallback path (a document without a content container)', () => {
    const notice = run('<section data-vitrine-cookie-notice hidden></section>');
    vi.advanceTimersByTime(COOKIE_NOTICE_FALLBACK_DELAY_MS - 1);
    expect(notice.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(notice.hidden).toBe(false);
  });

  it('keeps the answer with consent and hides: Decline is necessary only, Accept all every category', () => {
    const notice = run();
    const seen: unknown[] = [];
    const stopListening = consent.onChange((choice) => seen.push(choice));
    vi.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS);
    expect([...notice.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Accept all',
      'Decline',
      'Cookie settings',
    ]);
    (notice.querySelector('button[value="none"]') as HTMLButtonElement).click();
    stopListening();
    expect(notice.hidden).toBe(true);
    expect(consent.get()).toEqual(['necessary']);
    expect(seen).toEqual([['necessary']]);
  });

  it('in opt-in mode shows on every visit until the visitor answers', () => {
    const notice = run(PAGE, 'live', 'opt-in');
    vi.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS);
    expect(notice.hidden).toBe(false);
    stop?.();
    const again = run(PAGE, 'live', 'opt-in');
    vi.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS);
    expect(again.hidden).toBe(false);
    (again.querySelector('button[value="all"]') as HTMLButtonElement).click();
    expect(consent.get()).toEqual([...CONSENT_CATEGORIES]);
    stop?.();
    const answered = run(PAGE, 'live', 'opt-in');
    vi.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS);
    expect(answered.hidden).toBe(true);
  });

  it("goes when the visitor answers elsewhere (a widget's facade), and does not show after such an answer", () => {
    const notice = run(PAGE, 'live', 'opt-in');
    vi.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS);
    expect(notice.hidden).toBe(false);
    consent.set(['functional']);
    expect(notice.hidden).toBe(true);
    stop?.();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
    const early = run(PAGE, 'live', 'opt-in');
    consent.set(['marketing']);
    vi.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS);
    expect(early.hidden).toBe(true);
  });

  it('opens the settings from any element marked data-vitrine-consent-settings, which it marks as opening a dialog', async () => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    run(
      `${PAGE}<footer><a href="#" data-vitrine-consent-settings>Cookie settings</a></footer>`,
      'live',
      'none',
    );
    vi.useRealTimers();
    const link = document.querySelector('footer a') as HTMLAnchorElement;
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    link.click();
    await vi.waitFor(() => expect(document.querySelector('dialog')?.open).toBe(true));
  });

  it('shows nothing in none mode', () => {
    const notice = run(PAGE, 'live', 'none');
    vi.advanceTimersByTime(10_000);
    expect(notice.hidden).toBe(true);
  });

  it('is forced by the flag, in the language the flag names', () => {
    localStorage.setItem(COOKIE_NOTICE_SEEN_KEY, '1');
    history.replaceState(null, '', '/?showCookieNotification=true&cookieNotificationLanguage=fr');
    const notice = run();
    vi.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS);
    expect(notice.hidden).toBe(false);
    expect(notice.lang).toBe('fr');
    expect(notice.querySelector('button')?.textContent).toBe('Tout accepter');
  });

  it('never shows in preview, and shows though storage is full', () => {
    const inPreview = run(PAGE, 'preview');
    vi.advanceTimersByTime(5000);
    expect(inPreview.hidden).toBe(true);
    stop?.();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const notice = run();
    vi.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS);
    expect(notice.hidden).toBe(false);
    setItem.mockRestore();
  });
});
