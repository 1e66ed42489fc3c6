import type { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { OWNER_SESSION_TTL_MS, OwnerAccount } from '../auth/owner-account';
import type { SiteDatabase } from '../db/open-site-database';
import { openSiteDatabase } from '../db/open-site-database';
import { ownerApp, signIn, TEST_ORIGIN, TEST_OWNER_PASSWORD } from './owner-session.test-support';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './rate-limits';

const databases: SiteDatabase[] = [];
afterEach(() => {
  for (const database of databases.splice(0)) database.close();
});

async function setup(rateLimiter = new RateLimiter()): Promise<{ app: Hono; database: SiteDatabase }> {
  const database = openSiteDatabase(':memory:');
  databases.push(database);
  return { app: await ownerApp(database, { rateLimiter }), database };
}

const signInForm = (app: Hono, password: string, headers: Record<string, string> = { origin: TEST_ORIGIN }) =>
  app.request('/_demo/login', {
    method: 'POST',
    headers,
    body: new URLSearchParams({ password, next: '/_demo/inbox?before=3' }),
  });

describe('owner sign-in', () => {
  it('serves a sign-in page without any script, under the owner pages’ policy', async () => {
    const { app } = await setup();
    const response = await app.request('/_demo/login?next=%2F_demo%2Finbox');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(html).toContain('<input type="hidden" name="next" value="/_demo/inbox"/>');
    expect(html).toContain('autoComplete="current-password"');
    expect(html).not.toContain('<script');
  });

  it('signs the owner in with an HttpOnly, SameSite=Strict cookie, and back to the page asked for', async () => {
    const { app } = await setup();
    const response = await signInForm(app, TEST_OWNER_PASSWORD);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/_demo/inbox?before=3');
    expect(response.headers.get('set-cookie')).toMatch(
      new RegExp(
        `^vitrine_owner=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${OWNER_SESSION_TTL_MS / 1000}$`,
      ),
    );
  });

  it('refuses a wrong password, saying so, and keeps where to go back to', async () => {
    const { app } = await setup();
    const response = await signInForm(app, 'sourdough');
    const html = await response.text();
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(html).toContain('That password is not right. Please try again.');
    expect(html).toContain('value="/_demo/inbox?before=3"');
  });

  it('goes back only to owner pages', async () => {
    const { app } = await setup();
    for (const next of ['https://elsewhere.example/', '//elsewhere.example/', '/site/harbor-and-rye/home']) {
      const response = await app.request('/_demo/login', {
        method: 'POST',
        headers: { origin: TEST_ORIGIN },
        body: new URLSearchParams({ password: TEST_OWNER_PASSWORD, next }),
      });
      expect(response.headers.get('location'), next).toBe('/_demo/inbox');
    }
  });

  it('refuses a sign-in posted from another site, or to another host name', async () => {
    const { app } = await setup();
    expect((await signInForm(app, TEST_OWNER_PASSWORD, {})).status).toBe(403);
    expect((await signInForm(app, TEST_OWNER_PASSWORD, { origin: 'https://elsewhere.example' })).status).toBe(
      403,
    );
    const rebound = await app.request('http://rebound.example/_demo/login', {
      method: 'POST',
      headers: { origin: 'http://rebound.example' },
      body: new URLSearchParams({ password: TEST_OWNER_PASSWORD }),
    });
    expect(rebound.status).toBe(403);
  });

  it('counts every attempt, right ones too', async () => {
    const { app } = await setup(
      new RateLimiter({ ...DEFAULT_RATE_LIMITS, login: { capacity: 2, perSeconds: 600 } }),
    );
    expect((await signInForm(app, TEST_OWNER_PASSWORD)).status).toBe(303);
    expect((await signInForm(app, 'wrong guess')).status).toBe(401);
    const refused = await signInForm(app, TEST_OWNER_PASSWORD);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Too many attempts.');
  });
});

describe('owner sign-out and sessions', () => {
  it('signs out: the session is forgotten, so even a copy of the cookie opens nothing', async () => {
    const { app } = await setup();
    const { cookie, csrfToken } = await signIn(app);
    expect((await app.request('/_demo/inbox', { headers: { cookie } })).status).toBe(200);
    const out = await app.request('/_demo/logout', {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN },
      body: new URLSearchParams({ csrf_token: csrfToken }),
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/_demo/login?signed-out');
    expect(out.headers.get('set-cookie')).toBe(
      'vitrine_owner=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0',
    );
    expect((await app.request('/_demo/inbox', { headers: { cookie } })).status).toBe(303);
    expect(await (await app.request('/_demo/login?signed-out')).text()).toContain('You are signed out.');
  });

  it('a new owner password ends every session', async () => {
    const { app, database } = await setup();
    const { cookie } = await signIn(app);
    await database.ownerAccount.setPassword('a brand new password');
    expect((await app.request('/_demo/inbox', { headers: { cookie } })).status).toBe(303);
    expect((await signInForm(app, TEST_OWNER_PASSWORD)).status).toBe(401);
    expect((await signInForm(app, 'a brand new password')).status).toBe(303);
  });

  it('a session ends when it expires', async () => {
    const database = openSiteDatabase(':memory:');
    databases.push(database);
    let now = Date.now();
    const account = new OwnerAccount(database.db, { now: () => now });
    await account.setPassword(TEST_OWNER_PASSWORD);
    const { token } = await account.startSession();
    const cookie = `vitrine_owner=${token}`;
    expect(account.session(cookie)).toBeDefined();
    now += OWNER_SESSION_TTL_MS;
    expect(account.session(cookie)).toBeUndefined();
  });

  it('keeps no password and no session token in the database, only their hashes', async () => {
    const { app, database } = await setup();
    const { cookie } = await signIn(app);
    const dump = JSON.stringify([
      database.db.prepare('SELECT * FROM owner_account').all(),
      database.db.prepare('SELECT * FROM owner_sessions').all(),
    ]);
    expect(dump).not.toContain(TEST_OWNER_PASSWORD);
    expect(dump).not.toContain(cookie.split('=')[1]);
    expect(dump).toMatch(/"password_hash":"scrypt\$16384\$8\$1\$/);
  });
});
