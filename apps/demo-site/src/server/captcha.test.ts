import { describe, expect, it, vi } from 'vitest';
import {
  LOCAL_CAPTCHA_TOKEN_TTL_MS,
  LocalCaptchaVerifier,
  RECAPTCHA_VERIFY_URL,
  RecaptchaVerifier,
} from './captcha';

describe('RecaptchaVerifier', () => {
  it('asks the provider with the secret, the token and the visitor address, and believes its answer', async () => {
    const fetch = vi.fn(async () => Response.json({ success: true }));
    expect(await new RecaptchaVerifier('s3cret', fetch).verify('tok', '203.0.113.9')).toBe(true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(RECAPTCHA_VERIFY_URL);
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      secret: 's3cret',
      response: 'tok',
      remoteip: '203.0.113.9',
    });
    const refused = vi.fn(async () =>
      Response.json({ success: false, 'error-codes': ['invalid-input-response'] }),
    );
    expect(await new RecaptchaVerifier('s3cret', refused).verify('tok')).toBe(false);
  });

  it('fails closed: no token, a network error or an unreadable answer is not a pass', async () => {
    const never = vi.fn();
    expect(await new RecaptchaVerifier('s', never).verify(undefined)).toBe(false);
    expect(never).not.toHaveBeenCalled();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      await new RecaptchaVerifier('s', async () => Promise.reject(new TypeError('offline'))).verify('t'),
    ).toBe(false);
    expect(await new RecaptchaVerifier('s', async () => new Response('<html>')).verify('t')).toBe(false);
  });
});

describe('LocalCaptchaVerifier', () => {
  it('accepts a token it issued, once, within its lifetime', async () => {
    const captcha = new LocalCaptchaVerifier();
    const token = captcha.issue(1_000);
    expect(await captcha.verify(token, undefined, 2_000)).toBe(true);
    expect(await captcha.verify(token, undefined, 2_000)).toBe(false);
    const old = captcha.issue(1_000);
    expect(await captcha.verify(old, undefined, 1_000 + LOCAL_CAPTCHA_TOKEN_TTL_MS + 1)).toBe(false);
  });

  it('refuses forged, foreign and malformed tokens', async () => {
    const captcha = new LocalCaptchaVerifier();
    const token = captcha.issue();
    const [issued, nonce] = token.split('.');
    expect(await captcha.verify(`${issued}.${nonce}.forged`)).toBe(false);
    expect(await captcha.verify(new LocalCaptchaVerifier().issue())).toBe(false);
    for (const garbage of [undefined, '', 'a.b', 'x.y.z.w'])
      expect(await captcha.verify(garbage)).toBe(false);
  });
});
