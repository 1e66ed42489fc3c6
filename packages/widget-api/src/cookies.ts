/** Widgets spec §9: every cookie the platform's client code sets is named with this prefix. */
export const COOKIE_PREFIX = '_dm_';

export interface CookieOptions {
  /** Lifetime in seconds; without it the cookie ends with the browser session. */
  maxAgeSeconds?: number;
  /** Default `/`: the whole site reads it. */
  path?: string;
}

// RFC 6265 token characters: anything else in a name would be cut or rejected by the browser without a word.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** `name` with the `_dm_` prefix (kept once when the caller already wrote it). */
export function prefixedCookieName(name: string): string {
  const full = name.startsWith(COOKIE_PREFIX) ? name : `${COOKIE_PREFIX}${name}`;
  if (!COOKIE_NAME.test(full)) throw new TypeError(`"${name}" is not a valid cookie name`);
  return full;
}

/** The value of the `_dm_`-prefixed cookie `name`, or undefined when it is not set. */
export function readCookie(name: string, doc: Document = document): string | undefined {
  const wanted = prefixedCookieName(name);
  for (const pair of doc.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== wanted) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // Written by someone else without percent-encoding: the raw text is still the value.
      return raw;
    }
  }
  return undefined;
}

/**
 * Sets the `_dm_`-prefixed cookie `name` with `SameSite=Lax`, and `Secure` on https pages. Returns whether the
 * browser kept it (cookies may be disabled).
 */
export function writeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, path = '/' }: CookieOptions = {},
  doc: Document = document,
): boolean {
  const full = prefixedCookieName(name);
  const parts = [`${full}=${encodeURIComponent(value)}`, `path=${path}`, 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${Math.max(0, Math.floor(maxAgeSeconds))}`);
  if (doc.location?.protocol === 'https:') parts.push('Secure');
  // The Cookie Store API would be async, and Safari and Firefox lack it: callers need the answer now.
  doc.cookie = parts.join('; ');
  return maxAgeSeconds === 0 || readCookie(full, doc) === value;
}

export function removeCookie(
  name: string,
  { path = '/' }: Pick<CookieOptions, 'path'> = {},
  doc: Document = document,
): void {
  writeCookie(name, '', { maxAgeSeconds: 0, path }, doc);
}
