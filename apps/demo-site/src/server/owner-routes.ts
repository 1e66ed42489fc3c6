import type { Context, Hono } from 'hono';
import { OWNER_COOKIE, OWNER_SESSION_TTL_MS } from '../auth/owner-account';
import type { ClientLogs, FlagNotifications } from '../db/client-logs';
import type { PagePublications } from '../db/page-publications';
import { clientKeyOf } from './client-address';
import type { OwnerAccess } from './owner-guard';
import {
  isAllowedHost,
  isAllowedOrigin,
  OWNER_LOGIN_PATH,
  OWNER_LOGOUT_PATH,
  OWNER_PAGE_CSP,
  ownerGuard,
  safeNextPath,
} from './owner-guard';
import type { LoginNotice } from './owner-pages';
import { renderLoginPage } from './owner-pages';
import type { RateLimiter } from './rate-limits';
import { tooManyRequests } from './rate-limits';

export interface OwnerRoutesOptions {
  access: OwnerAccess;
  rateLimiter: RateLimiter;
  publications: PagePublications;
  clientLogs?: ClientLogs;
  flagNotifications?: FlagNotifications;
}

const wantsJson = (c: Context) => (c.req.header('accept') ?? '').includes('application/json');

// The whole site's path: a preview of the journal (its drafts) is a site page shown to the signed-in owner.
// SameSite=Strict keeps it off every request another site starts.
const sessionCookie = (token: string, maxAgeSeconds: number) =>
  `${OWNER_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}`;

/**
 * Signing the owner in and out, and the admin endpoints besides the inbox: the stored client logs and flag
 * notifications (JSON) and republishing a page. Every one of them is behind the owner guard.
 */
export function registerOwnerRoutes(
  app: Hono,
  { access, rateLimiter, publications, clientLogs, flagNotifications }: OwnerRoutesOptions,
): void {
  const guard = ownerGuard(access);

  const loginPage = (c: Context, next: string, notice: LoginNotice, status: 200 | 401 | 429 = 200) => {
    c.header('cache-control', 'no-store');
    c.header('content-security-policy', OWNER_PAGE_CSP);
    return c.html(renderLoginPage({ next, notice }), status);
  };

  app.get(OWNER_LOGIN_PATH, (c) => {
    if (!isAllowedHost(access, c)) return c.text('This host name is not one of the site’s.', 403);
    const notice = c.req.query('signed-out') !== undefined ? 'signed-out' : undefined;
    return loginPage(c, safeNextPath(c.req.query('next')), notice);
  });

  app.post(OWNER_LOGIN_PATH, async (c) => {
    c.header('cache-control', 'no-store');
    if (!isAllowedHost(access, c)) return c.text('This host name is not one of the site’s.', 403);
    // Login CSRF: a page elsewhere must not sign this browser in to anything.
    if (!isAllowedOrigin(access, c))
      return c.text('This request did not come from the site’s own pages.', 403);
    const body = await c.req.parseBody();
    const next = safeNextPath(typeof body.next === 'string' ? body.next : undefined);
    // Every attempt counts, a right one too: a password is not to be found by trying.
    const wait = rateLimiter.take('login', clientKeyOf(c));
    if (wait > 0)
      return wantsJson(c)
        ? tooManyRequests(c, wait, 'sign-in attempts')
        : loginPage(c, next, 'throttled', 429);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!(await access.account.verify(password))) {
      return wantsJson(c) ? c.json({ error: 'Wrong password' }, 401) : loginPage(c, next, 'wrong', 401);
    }
    const session = await access.account.startSession();
    c.header('set-cookie', sessionCookie(session.token, Math.floor(OWNER_SESSION_TTL_MS / 1000)));
    if (wantsJson(c)) return c.json({ csrfToken: session.csrfToken });
    return c.redirect(next, 303);
  });

  app.post(OWNER_LOGOUT_PATH, guard.action, async (c) => {
    await access.account.endSession(c.req.header('cookie'));
    c.header('set-cookie', sessionCookie('', 0));
    if (wantsJson(c)) return c.body(null, 204);
    return c.redirect(`${OWNER_LOGIN_PATH}?signed-out`, 303);
  });

  if (clientLogs) app.get('/_demo/logs', guard.api, (c) => c.json(clientLogs.recent()));
  if (flagNotifications) app.get('/_demo/flags', guard.api, (c) => c.json(flagNotifications.recent()));

  app.post('/_demo/republish/:alias', guard.action, async (c) => {
    const republished = await publications.republish(c.req.param('alias'));
    if (!republished) return c.json({ error: `No page "${c.req.param('alias')}" to republish` }, 404);
    return c.json(republished);
  });
}
