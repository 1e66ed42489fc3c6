import { afterEach, describe, expect, it } from 'vitest';
import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  CONSENT_EVENT,
  consent,
  consentAllows,
  formatConsentCookie,
  parseConsentCookie,
  readConsentSettings,
  setConsentMode,
  setConsentPolicyVersion,
} from './consent';

function setRawCookie(value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the helper writes cookies the same way
  document.cookie = `${CONSENT_COOKIE}=${value}; path=/`;
}

const MODE_KEY = Symbol.for('vitrine.consentMode');
const POLICY_KEY = Symbol.for('vitrine.consentPolicyVersion');

afterEach(() => {
  document.head.replaceChildren();
  setRawCookie('; max-age=0');
  setConsentPolicyVersion('1');
  setConsentMode('notice');
});

describe('consent', () => {
  it('is undefined until the visitor answers, then keeps the categories and the policy version in a _dm_ cookie', () => {
    expect(consent.get()).toBeUndefined();
    expect(consent.set(['analytics', 'functional', 'analytics'])).toBe(true);
    expect(consent.get()).toEqual(['necessary', 'functional', 'analytics']);
    expect(decodeURIComponent(document.cookie)).toContain(
      '_dm_consent={"v":"1","c":["necessary","functional","analytics"]}',
    );
  });

  it('asks again when the site publishes a new policy version', () => {
    consent.set(CONSENT_CATEGORIES);
    setConsentPolicyVersion('2026-11');
    expect(consent.get()).toBeUndefined();
    consent.set([]);
    expect(consent.get()).toEqual(['necessary']);
    setConsentPolicyVersion('1');
    expect(consent.get()).toBeUndefined();
  });

  it("reads today's notice's accepted and declined as all or none, for policy version 1 only", () => {
    setRawCookie('accepted');
    expect(consent.get()).toEqual([...CONSENT_CATEGORIES]);
    setRawCookie('declined');
    expect(consent.get()).toEqual(['necessary']);
    setConsentPolicyVersion('2');
    expect(consent.get()).toBeUndefined();
  });

  it.each([
    ['maybe'],
    ['%E0%A4%A'],
    ['null'],
    ['%7B%22v%22%3A%221%22%7D'],
    ['%7B%22v%22%3A1%2C%22c%22%3A%5B%5D%7D'],
    ['%7B%22v%22%3A%221%22%2C%22c%22%3A%5B%22everything%22%5D%7D'],
  ])('treats a corrupted value (%s) as no answer', (raw) => {
    setRawCookie(raw);
    expect(consent.get()).toBeUndefined();
  });

  it('parses and formats the stored value symmetrically', () => {
    const value = formatConsentCookie(['marketing'], 'v7');
    expect(parseConsentCookie(value, 'v7')).toEqual(['necessary', 'marketing']);
    expect(parseConsentCookie(value, 'v8')).toBeUndefined();
    expect(parseConsentCookie(undefined, '1')).toBeUndefined();
  });

  it('tells listeners of each answer until they stop, whoever dispatched it', () => {
    const seen: unknown[] = [];
    const stop = consent.onChange((choice) => seen.push(choice));
    consent.set(CONSENT_CATEGORIES);
    // Another copy of widget-api on the page (a CDN widget's) announces through the same event.
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { categories: ['functional'] } }));
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: 'garbage' }));
    setConsentMode('opt-in');
    stop();
    consent.set([]);
    expect(seen).toEqual([[...CONSENT_CATEGORIES], ['necessary', 'functional']]);
  });

  it('refuses a category it does not know', () => {
    expect(() => consent.set(['ads' as never])).toThrow(
      'a consent category must be one of necessary, functional, analytics, marketing, not ads',
    );
  });
});

describe('consentAllows', () => {
  it('in notice mode allows everything until the visitor answers, then what they accepted', () => {
    expect(consentAllows('marketing')).toBe(true);
    consent.set(['analytics']);
    expect(consentAllows('analytics')).toBe(true);
    expect(consentAllows('marketing')).toBe(false);
    expect(consentAllows('necessary')).toBe(true);
  });

  it('in opt-in mode allows only necessary until the visitor accepts', () => {
    setConsentMode('opt-in');
    expect(consentAllows('functional')).toBe(false);
    expect(consentAllows('necessary')).toBe(true);
    consent.set(['functional']);
    expect(consentAllows('functional')).toBe(true);
    expect(consentAllows('analytics')).toBe(false);
  });

  it('in none mode allows everything, whatever was answered', () => {
    setConsentMode('none');
    consent.set([]);
    expect(consentAllows('marketing')).toBe(true);
  });

  it('refuses a mode it does not know', () => {
    expect(() => setConsentMode('strict' as never)).toThrow(
      'the consent mode must be one of opt-in, notice, none, not strict',
    );
  });
});

describe('the site consent settings', () => {
  it('come from the site parameters, read once, until setConsentMode sets another mode', () => {
    Reflect.deleteProperty(window, MODE_KEY);
    Reflect.deleteProperty(window, POLICY_KEY);
    document.head.innerHTML =
      '<script type="application/json" data-vitrine-site-params>{"SiteAlias":"s","ConsentMode":"opt-in","ConsentPolicyVersion":3}</script>';
    expect(consentAllows('analytics')).toBe(false);
    consent.set(['analytics']);
    expect(decodeURIComponent(document.cookie)).toContain('{"v":"3"');
    setConsentMode('none');
    expect(consentAllows('marketing')).toBe(true);
  });

  it.each([
    [{}, { mode: 'notice', version: '1' }, []],
    [{ ConsentMode: 'none', ConsentPolicyVersion: ' 2026-11 ' }, { mode: 'none', version: '2026-11' }, []],
    [
      { ConsentMode: 'OPT-IN', ConsentPolicyVersion: '' },
      { mode: 'notice', version: '1' },
      [
        '[vitrine] ConsentMode "OPT-IN" is not opt-in, notice or none; using notice',
        '[vitrine] ConsentPolicyVersion "" is not a version; using 1',
      ],
    ],
    [{ ConsentMode: 7, ConsentPolicyVersion: {} }, { mode: 'notice', version: '1' }, expect.any(Array)],
  ])('read %j as %j, reporting what is garbage', (params, settings, warnings) => {
    const reported: string[] = [];
    expect(readConsentSettings(params, (message) => reported.push(message))).toEqual(settings);
    expect(reported).toEqual(warnings);
  });

  it('take their defaults from a page whose site parameters are not JSON', () => {
    Reflect.deleteProperty(window, MODE_KEY);
    Reflect.deleteProperty(window, POLICY_KEY);
    document.head.innerHTML = '<script type="application/json" data-vitrine-site-params>{oops</script>';
    expect(consentAllows('marketing')).toBe(true);
  });
});
