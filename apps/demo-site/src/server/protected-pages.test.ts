import type { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { FREE_FAILURES, PagePasswords, TOKEN_TTL_MS } from '../auth/page-passwords';
import type { SiteDatabase } from '../db/open-site-database';
import { openSiteDatabase } from '../db/open-site-database';
import { pagePath } from '../site/site';
import { createApp } from './create-app';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './rate-limits';

const PASSWORD = 'sourdough';
/** A line of the protected price list that must never leave the server without a token. */
const SECRET_PRICE = '$5.40';
const PAGE = pagePath('wholesale');
const AUTH = '/_dm/s/rt/api/public/rt/site/harbor-and-rye/page/auth';
const POPUP = '/_dm/s/rt/widgets/passwordProtectedPages/rt_password_protected_popup.jsp';

const databases: SiteDatabase[] = [];
afterEach(() => {
  for (const database of databases.splice(0)) database.close();
});

function setup(now: () => number = Date.now, limits = DEFAULT_RATE_LIMITS) {
  const database = openSiteDatabase(':memory:');
  databases.push(database);
  const pagePasswords = new PagePasswords(database.db, { now });
  const app: Hono = createApp({
    publications: database.publications,
    pagePasswords,
    rateLimiter: new RateLimiter(limits, { now }),
  });
  const auth = (body: unknown, headers: Record<string, string> = {}) =>
    app.request(AUTH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const unlock = async () => {
    const response = await auth({ password: PASSWORD, pagePath: PAGE });
    const cookie = (await response.json()) as { name: string; value: string };
    return `${cookie.name}=${cookie.value}`;
  };
  return { app, auth, unlock, pagePasswords };
}

describe('a protected page without a token', () => {
  it('answers page JSON with the password status and nothing of the page', async () => {
    const response = await setup().app.request(`${PAGE}?dm_ajaxCall=true`);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: 'password' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('serves the document as the password form, never the content', async () => {
    const response = await setup().app.request(PAGE);
    const html = await response.text();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('data-vitrine-password-form');
    expect(html).not.toContain(SECRET_PRICE);
    expect(html).toContain('<title>Password required');
    // Core must not keep this page in its page cache.
    expect(html).toMatch(/<html [^>]*data-vitrine-password-protected=""/);
  });

  it('shows the missing-password warning with the wait a refused form post was redirected back with', async () => {
    const html = await (await setup().app.request(`${PAGE}?password=missing&wait=40`)).text();
    expect(html).toContain(
      'data-vitrine-password-warning="missing">Please enter the password to continue. <span data-vitrine-password-wait="Too many attempts: please try again in {wait}.">Too many attempts: please try again in 40 seconds.</span></p>',
    );
    expect(html).not.toContain('throttled');
  });

  it('shows the warning a form post redirected back with', async () => {
    const html = await (await setup().app.request(`${PAGE}?password=wrong`)).text();
    expect(html).toMatch(
      /<p class="password-form__warning" role="alert" data-vitrine-password-warning="wrong">/,
    );
  });
});

describe('the password popup endpoint', () => {
  it('answers the form for a protected page, warnings hidden', async () => {
    const response = await setup().app.request(
      `${POPUP}?siteAlias=harbor-and-rye&pageUrl=${encodeURIComponent(PAGE)}`,
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<input type="hidden" name="pagePath" value="/site/harbor-and-rye/wholesale"/>');
    expect(html.match(/hidden=""/g)).toHaveLength(3);
    expect(html).not.toContain(SECRET_PRICE);
    // Core reads it into the page; opened by itself it runs nothing and is framed by no one.
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('is not found for pages that are not protected, and for other sites', async () => {
    const { app } = setup();
    expect((await app.request(`${POPUP}?siteAlias=harbor-and-rye&pageUrl=${pagePath('menu')}`)).status).toBe(
      404,
    );
    expect((await app.request(`${POPUP}?siteAlias=other&pageUrl=${PAGE}`)).status).toBe(404);
    expect((await app.request(POPUP)).status).toBe(404);
  });
});

describe('page auth', () => {
  it('answers UnAuthorized for a wrong password, and compares it exactly as typed', async () => {
    const { auth } = setup();
    for (const password of ['rye', ` ${PASSWORD}`, PASSWORD.toUpperCase()]) {
      const response = await auth({ password, pagePath: PAGE });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ errorCode: 'UnAuthorized' });
    }
  });

  it('refuses an empty password, a malformed body, and unknown pages with other codes', async () => {
    const { auth } = setup();
    const codes = async (body: unknown) => {
      const response = await auth(body);
      return [response.status, ((await response.json()) as { errorCode: string }).errorCode];
    };
    expect(await codes({ password: '', pagePath: PAGE })).toEqual([400, 'PasswordRequired']);
    expect(await codes('{"password":')).toEqual([400, 'BadRequest']);
    expect(await codes({ password: 1, pagePath: PAGE })).toEqual([400, 'BadRequest']);
    expect((await auth({ password: 'x'.repeat(5000), pagePath: PAGE })).status).toBe(413);
    expect(await codes({ password: PASSWORD, pagePath: pagePath('menu') })).toEqual([404, 'NotFound']);
  });

  it('answers a signed token cookie, not the password, which then unlocks the page', async () => {
    const { app, auth } = setup();
    const response = await auth({ password: PASSWORD, pagePath: PAGE });
    const cookie = (await response.json()) as { name: string; value: string };
    // The platform's cookies are prefixed _dm_ (widgets spec §9).
    expect(cookie.name).toBe('_dm_page_wholesale');
    expect(cookie.value).not.toContain(PASSWORD);
    expect(Buffer.from(cookie.value.split('.')[0] ?? '', 'base64url').toString()).not.toContain(PASSWORD);

    const json = await app.request(`${PAGE}?dm_ajaxCall=true`, {
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    const body = (await json.json()) as { content: string; passwordProtected: boolean };
    expect(body.content).toContain(SECRET_PRICE);
    expect(body.passwordProtected).toBe(true);
    expect(json.headers.get('cache-control')).toBe('no-store');
    const html = await (
      await app.request(PAGE, { headers: { cookie: `${cookie.name}=${cookie.value}` } })
    ).text();
    expect(html).toContain(SECRET_PRICE);
    expect(html).toMatch(/<html [^>]*data-vitrine-password-protected=""/);
  });

  it('does not accept a tampered, foreign or expired token', async () => {
    let now = Date.now();
    const { app, unlock } = setup(() => now);
    const valid = await unlock();
    const withCookie = async (cookie: string) =>
      (await app.request(`${PAGE}?dm_ajaxCall=true`, { headers: { cookie } })).json();
    const [name, value = ''] = valid.split('=');
    const [payload = '', signature = ''] = value.split('.');
    const forged = Buffer.from(JSON.stringify({ page: 'wholesale', exp: now + 10 ** 9 })).toString(
      'base64url',
    );
    expect(await withCookie(`${name}=${forged}.${signature}`)).toEqual({ status: 'password' });
    expect(await withCookie(`${name}=${payload}.${signature.slice(1)}`)).toEqual({ status: 'password' });
    expect(await withCookie(`${name}=${payload}`)).toEqual({ status: 'password' });
    expect(await withCookie(valid)).toMatchObject({ alias: 'wholesale' });
    now += TOKEN_TTL_MS + 1;
    expect(await withCookie(valid)).toEqual({ status: 'password' });
  });

  // Eleven scrypt checks: seconds on a busy machine.
  it('makes a client wait after repeated wrong passwords, and forgets it after a right one', {
    timeout: 30_000,
  }, async () => {
    let now = 1_000_000;
    const { auth } = setup(() => now);
    for (let attempt = 1; attempt <= FREE_FAILURES; attempt++) {
      expect((await auth({ password: 'nope', pagePath: PAGE })).status).toBe(401);
    }
    const blocked = await auth({ password: PASSWORD, pagePath: PAGE });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('1');
    now += 1000;
    expect((await auth({ password: 'nope', pagePath: PAGE })).status).toBe(401);
    expect((await auth({ password: PASSWORD, pagePath: PAGE })).headers.get('retry-after')).toBe('2');
    now += 2000;
    expect((await auth({ password: PASSWORD, pagePath: PAGE })).status).toBe(200);
    expect((await auth({ password: 'nope', pagePath: PAGE })).status).toBe(401);
  });

  it('sends a form post refused for too many attempts back with the missing-password warning and the wait', {
    timeout: 30_000,
  }, async () => {
    const limits = { ...DEFAULT_RATE_LIMITS, auth: { capacity: 1, perSeconds: 60 } };
    const { app } = setup(() => 1_000_000, limits);
    const post = () =>
      app.request(AUTH, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ password: 'rye', pagePath: PAGE }).toString(),
      });
    expect((await post()).headers.get('location')).toBe(`${PAGE}?password=wrong`);
    const refused = await post();
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe(`${PAGE}?password=missing&wait=60`);
  });

  it('counts every attempt, right ones too: past the limit a client is asked to wait', {
    timeout: 30_000,
  }, async () => {
    let now = 1_000_000;
    const limits = { ...DEFAULT_RATE_LIMITS, auth: { capacity: 3, perSeconds: 60 } };
    const { auth } = setup(() => now, limits);
    for (let attempt = 0; attempt < limits.auth.capacity; attempt++)
      expect((await auth({ password: PASSWORD, pagePath: PAGE })).status).toBe(200);
    const refused = await auth({ password: PASSWORD, pagePath: PAGE });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    now += Number(refused.headers.get('retry-after')) * 1000;
    expect((await auth({ password: PASSWORD, pagePath: PAGE })).status).toBe(200);
  });

  it('answers control characters in a form post with 400, never a 500 or a header built from them', async () => {
    const { app } = setup();
    for (const pagePath of [`${PAGE}\r\nSet-Cookie: x=1`, `${PAGE}\n`, `${PAGE}\u0000`]) {
      const response = await app.request(AUTH, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ password: PASSWORD, pagePath }).toString(),
      });
      expect(response.status, JSON.stringify(pagePath)).toBe(400);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it('works as a plain form post: redirects back with a warning, or to the page with an HttpOnly cookie', async () => {
    const { app } = setup();
    const post = (password: string) =>
      app.request(AUTH, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ password, pagePath: PAGE }).toString(),
      });
    const wrong = await post('rye');
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe(`${PAGE}?password=wrong`);
    const right = await post(PASSWORD);
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe(PAGE);
    expect(right.headers.get('set-cookie')).toMatch(
      /^_dm_page_wholesale=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });
});

describe('the page cookie under its old name', () => {
  const LEGACY = 'vitrine_page_wholesale';
  const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

  it('keeps a visitor holding it unlocked, and moves the token to the _dm_ name once', async () => {
    const { app, unlock } = setup();
    const token = tokenOf(await unlock());
    const old = await app.request(`${PAGE}?dm_ajaxCall=true`, { headers: { cookie: `${LEGACY}=${token}` } });
    expect(((await old.json()) as { content: string }).content).toContain(SECRET_PRICE);
    expect(old.headers.getSetCookie()).toEqual([
      `_dm_page_wholesale=${token}; Path=/; SameSite=Lax`,
      `${LEGACY}=; Path=/; Max-Age=0; SameSite=Lax`,
    ]);
    // The document too.
    const document = await app.request(PAGE, { headers: { cookie: `${LEGACY}=${token}` } });
    expect(await document.text()).toContain(SECRET_PRICE);
    expect(document.headers.getSetCookie()).toHaveLength(2);
    // Under the new name there is nothing to move.
    const renamed = await app.request(`${PAGE}?dm_ajaxCall=true`, {
      headers: { cookie: `_dm_page_wholesale=${token}` },
    });
    expect(((await renamed.json()) as { content: string }).content).toContain(SECRET_PRICE);
    expect(renamed.headers.getSetCookie()).toEqual([]);
  });

  it('opens nothing with a forged or revoked token, and "lock again" revokes it', async () => {
    const { app, unlock } = setup();
    const forged = await app.request(`${PAGE}?dm_ajaxCall=true`, { headers: { cookie: `${LEGACY}=x.y` } });
    expect(await forged.json()).toEqual({ status: 'password' });
    expect(forged.headers.getSetCookie()).toEqual([]);
    const cookie = `${LEGACY}=${tokenOf(await unlock())}`;
    const lock = await app.request('/_dm/s/rt/api/public/rt/site/harbor-and-rye/page/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ pagePath: PAGE }),
    });
    expect(lock.status).toBe(204);
    const after = await app.request(`${PAGE}?dm_ajaxCall=true`, { headers: { cookie } });
    expect(await after.json()).toEqual({ status: 'password' });
  });
});

describe('revoking page tokens', () => {
  const opens = async (app: Hono, cookie: string) => {
    const response = await app.request(`${PAGE}?dm_ajaxCall=true`, { headers: { cookie } });
    return ((await response.json()) as { status?: string }).status !== 'password';
  };

  it('a new password revokes every token issued for the old one', async () => {
    const { app, unlock, pagePasswords, auth } = setup();
    const before = await unlock();
    expect(await opens(app, before)).toBe(true);
    expect(await pagePasswords.setPassword('wholesale', 'rye-and-spelt')).toBe(true);
    expect(await opens(app, before)).toBe(false);
    expect((await auth({ password: PASSWORD, pagePath: PAGE })).status).toBe(401);
    const response = await auth({ password: 'rye-and-spelt', pagePath: PAGE });
    const cookie = (await response.json()) as { name: string; value: string };
    expect(await opens(app, `${cookie.name}=${cookie.value}`)).toBe(true);
  });

  it('"lock again" forgets the token: the browser’s cookie is cleared and a copy of it opens nothing', async () => {
    const { app, unlock } = setup();
    const cookie = await unlock();
    const other = await unlock();
    const lock = await app.request('/_dm/s/rt/api/public/rt/site/harbor-and-rye/page/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ pagePath: PAGE }).toString(),
    });
    expect(lock.status).toBe(303);
    expect(lock.headers.get('location')).toBe(PAGE);
    expect(lock.headers.getSetCookie()).toEqual([
      '_dm_page_wholesale=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
      'vitrine_page_wholesale=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    ]);
    expect(await opens(app, cookie)).toBe(false);
    // Another browser's token is its own.
    expect(await opens(app, other)).toBe(true);
    const script = await app.request('/_dm/s/rt/api/public/rt/site/harbor-and-rye/page/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: other },
      body: JSON.stringify({ pagePath: PAGE }),
    });
    expect(script.status).toBe(204);
    expect(await opens(app, other)).toBe(false);
  });
});
