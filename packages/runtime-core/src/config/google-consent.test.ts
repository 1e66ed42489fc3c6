import { CONSENT_CATEGORIES, consent, setConsentMode } from '@vitrine/widget-api';
import { CONSENT_COOKIE } from '@vitrine/widget-api/consent';
import { afterEach, describe, expect, it } from 'vitest';
import { startConsent } from '../consent/index';
import type { RuntimeParts } from '../runtime-parts';
import { GOOGLE_CONSENT_WAIT_MS, googleConsentDefault, sendGoogleConsent } from './google-consent';

type GoogleWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
const page = window as GoogleWindow;

afterEach(() => {
  Reflect.deleteProperty(page, 'dataLayer');
  Reflect.deleteProperty(page, 'gtag');
  setConsentMode('notice');
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

/** The consent commands on the data layer, as gtag.js reads them. */
function consentCommands(): unknown[][] {
  return (page.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

describe('Google consent mode', () => {
  it('sends nothing to a page without Google tags', () => {
    expect(sendGoogleConsent(window, 'default', googleConsentDefault('opt-in'))).toBe(false);
  });

  it("boot's default grants only security and waits for the update, except in none mode", () => {
    expect(googleConsentDefault('opt-in')).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
      wait_for_update: GOOGLE_CONSENT_WAIT_MS,
    });
    expect(googleConsentDefault(undefined).wait_for_update).toBe(GOOGLE_CONSENT_WAIT_MS);
    expect(Object.values(googleConsentDefault('none'))).toEqual(Array(7).fill('granted'));
  });

  it('pushes in the shape of Google snippet (an Arguments object) where the page has dataLayer only', () => {
    page.dataLayer = [];
    sendGoogleConsent(window, 'default', googleConsentDefault('notice'));
    expect(Object.prototype.toString.call(page.dataLayer[0])).toBe('[object Arguments]');
    expect(consentCommands()[0]?.slice(0, 2)).toEqual(['consent', 'default']);
  });

  it("the consent chunk updates with the stored answer at start and with each new answer, through the page's gtag", () => {
    const calls: unknown[][] = [];
    page.gtag = (...args) => calls.push(args);
    setConsentMode('opt-in');
    consent.set(['analytics']);
    const running = startConsent({
      win: window,
      doc: document,
      reportError: () => {},
    } as unknown as RuntimeParts);
    consent.set(CONSENT_CATEGORIES);
    running.stop();
    consent.set([]);
    expect(
      calls.map(([, command, state]) => [
        command,
        (state as Record<string, string>).analytics_storage,
        (state as Record<string, string>).ad_storage,
      ]),
    ).toEqual([
      ['update', 'granted', 'denied'],
      ['update', 'granted', 'granted'],
    ]);
  });
});
