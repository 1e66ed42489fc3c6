import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_EVENT, consent } from './consent';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the helper writes cookies the same way
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

describe('consent', () => {
  it('is undefined until the visitor answers, then keeps the answer in a _dm_ cookie', () => {
    expect(consent.get()).toBeUndefined();
    expect(consent.set('declined')).toBe(true);
    expect(consent.get()).toBe('declined');
    expect(document.cookie).toContain('_dm_consent=declined');
  });

  it('ignores a cookie holding something else', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the helper writes cookies the same way
    document.cookie = `${CONSENT_COOKIE}=maybe; path=/`;
    expect(consent.get()).toBeUndefined();
  });

  it('tells listeners of each answer until they stop, whoever dispatched it', () => {
    const seen: string[] = [];
    const stop = consent.onChange((choice) => seen.push(choice));
    consent.set('accepted');
    // Another copy of widget-api on the page (a CDN widget's) announces through the same event.
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: 'declined' }));
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: 'garbage' }));
    stop();
    consent.set('declined');
    expect(seen).toEqual(['accepted', 'declined']);
  });

  it('refuses an answer that is not one of the two', () => {
    expect(() => consent.set('yes' as never)).toThrow('consent must be "accepted" or "declined", not yes');
  });
});
