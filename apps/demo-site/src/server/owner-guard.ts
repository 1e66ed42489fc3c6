import type { Context, MiddlewareHandler } from 'hono';
import type { OwnerAccount, OwnerSession } from '../auth/owner-account';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by the owner guard on the owner's pages: the signed-in session. */
    ownerSession: OwnerSession;
  }
}

export const OWNER_LOGIN_PATH = '/_demo/login';
export const OWNER_LOGOUT_PATH = '/_demo/logout';
/** Where an admin form puts the session's CSRF token; a script sends it as `X-CSRF-Token`. */
export const CSRF_FIELD = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

/**
 * The policy of the owner's pages: nothing runs (no script at all), only this origin's stylesheet loads, forms
 * post here only, and no other page may frame them (a framed inbox could be clicked through).
 */
export const OWNER_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface OwnerAccess {
  account: OwnerAccount;
  /**
   * `Host` values the owner's pages answer to: the configured site origin's and the server's own address. Any
   * other name is refused, so a page elsewhere whose name was pointed at this machine (DNS rebinding) reads
   * nothing.
   */
  allowedHosts: () => readonly string[];
}

/** Whether the request came to one of the allowed host names (the server builds the URL from `Host`). */
export function isAllowedHost(access: OwnerAccess, c: Context): boolean {
  const host = new URL(c.req.url).host.toLowerCase();
  return access.allowedHosts().some((allowed) => allowed.toLowerCase() === host);
}

/** Whether a POST says it comes from one of the allowed origins (browsers send `Origin` on every POST). */
export function isAllowedOrigin(access: OwnerAccess, c: Context): boolean {
  const origin = c.req.header('origin');
  if (!origin) return false;
  let host: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    host = url.host.toLowerCase();
  } catch {
    return false;
  }
  return access.allowedHosts().some((allowed) => allowed.toLowerCase() === host);
}

/** An owner page's path to come back to after signing in: only owner pages, never another site. */
export function safeNextPath(next: string | undefined): string {
  return next && /^\/_demo\/[A-Za-z0-9/_.?=&%-]*$/.test(next) && !next.startsWith('//')
    ? next
    : '/_demo/inbox';
}

const noStore = (c: Context) => {
  c.header('cache-control', 'no-store');
  c.header('content-security-policy', OWNER_PAGE_CSP);
};

/**
 * Guards for the owner's routes. `page`: a signed-in owner on an allowed host, else the login page. `api`: the
 * same, answering 401 instead of redirecting. `action` (every admin POST): also a same-origin `Origin` and the
 * session's CSRF token (form field `csrf_token` or header `X-CSRF-Token`), else 403.
 */
export function ownerGuard(access: OwnerAccess): {
  page: MiddlewareHandler;
  api: MiddlewareHandler;
  action: MiddlewareHandler;
} {
  const hostRefused = (c: Context) => {
    noStore(c);
    return c.text('This host name is not one of the site’s.', 403);
  };
  const page: MiddlewareHandler = async (c, next) => {
    if (!isAllowedHost(access, c)) return hostRefused(c);
    noStore(c);
    const session = access.account.session(c.req.header('cookie'));
    if (!session) {
      const here = `${c.req.path}${new URL(c.req.url).search}`;
      return c.redirect(`${OWNER_LOGIN_PATH}?next=${encodeURIComponent(here)}`, 303);
    }
    c.set('ownerSession', session);
    return next();
  };
  const api: MiddlewareHandler = async (c, next) => {
    if (!isAllowedHost(access, c)) return hostRefused(c);
    noStore(c);
    const session = access.account.session(c.req.header('cookie'));
    if (!session) return c.json({ error: 'Sign in as the site owner first' }, 401);
    c.set('ownerSession', session);
    return next();
  };
  const action: MiddlewareHandler = async (c, next) => {
    if (!isAllowedHost(access, c)) return hostRefused(c);
    noStore(c);
    if (!isAllowedOrigin(access, c))
      return c.text('This request did not come from the site’s own pages.', 403);
    const session = access.account.session(c.req.header('cookie'));
    if (!session) return c.json({ error: 'Sign in as the site owner first' }, 401);
    let token = c.req.header(CSRF_HEADER);
    if (token === undefined && /form/.test(c.req.header('content-type') ?? '')) {
      const body = await c.req.parseBody();
      token = typeof body[CSRF_FIELD] === 'string' ? body[CSRF_FIELD] : undefined;
    }
    if (!access.account.csrfMatches(session, token))
      return c.text('This form has expired; reload the page and try again.', 403);
    c.set('ownerSession', session);
    return next();
  };
  return { page, api, action };
}
