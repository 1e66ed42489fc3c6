import { afterEach, describe, expect, it } from 'vitest';
import { prefixedCookieName, readCookie, removeCookie, writeCookie } from './cookies';

afterEach(() => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the helper writes cookies the same way
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});

describe('cookies', () => {
  it('prefixes names with _dm_ once', () => {
    expect(prefixedCookieName('visits')).toBe('_dm_visits');
    expect(prefixedCookieName('_dm_visits')).toBe('_dm_visits');
  });

  it('refuses a name the browser would mangle', () => {
    expect(() => prefixedCookieName('a b')).toThrow('"a b" is not a valid cookie name');
    expect(() => writeCookie('x;y', '1')).toThrow(TypeError);
  });

  it('writes, reads back and removes a value, encoded', () => {
    expect(writeCookie('note', 'a;b=c ü', { maxAgeSeconds: 60 })).toBe(true);
    expect(document.cookie).toContain('_dm_note=a%3Bb%3Dc%20%C3%BC');
    expect(readCookie('note')).toBe('a;b=c ü');
    removeCookie('note');
    expect(readCookie('note')).toBeUndefined();
  });

  it('does not read a cookie of another name that merely ends the same', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the helper writes cookies the same way
    document.cookie = 'x_dm_note=1; path=/';
    expect(readCookie('note')).toBeUndefined();
  });

  it('gives the raw text of a value that is not valid percent-encoding', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the helper writes cookies the same way
    document.cookie = '_dm_raw=100%; path=/';
    expect(readCookie('raw')).toBe('100%');
  });

  it('sets SameSite=Lax, and Secure only on https', () => {
    const written: string[] = [];
    const fake = (protocol: string) =>
      ({
        location: { protocol },
        get cookie() {
          return '';
        },
        set cookie(value: string) {
          written.push(value);
        },
      }) as unknown as Document;
    writeCookie('a', '1', {}, fake('http:'));
    writeCookie('a', '1', { maxAgeSeconds: 10.7 }, fake('https:'));
    expect(written).toEqual([
      '_dm_a=1; path=/; SameSite=Lax',
      '_dm_a=1; path=/; SameSite=Lax; max-age=10; Secure',
    ]);
  });

  it('says when the browser did not keep the cookie', () => {
    const refusing = { location: { protocol: 'http:' }, cookie: '' } as unknown as Document;
    Object.defineProperty(refusing, 'cookie', { get: () => '', set: () => {} });
    expect(writeCookie('a', '1', {}, refusing)).toBe(false);
  });
});
