import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectionResponseSchema, collectionRowSchema } from '@vitrine/runtime-core/protocol';
import type { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseBusyError } from '../db/busy-retry';
import type { SiteDatabase } from '../db/open-site-database';
import { openSiteDatabase } from '../db/open-site-database';
import { MENU_ITEMS } from '../site/collections';
import { SITE_ALIAS } from '../site/site';
import { createApp } from './create-app';
import { ownerApp, signIn } from './owner-session.test-support';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './rate-limits';
import { LOGS_BODY_LIMIT_BYTES } from './service-routes';

const databases: SiteDatabase[] = [];
afterEach(() => {
  for (const database of databases.splice(0)) database.close();
});

function testApp({ path = ':memory:', rateLimiter = new RateLimiter() } = {}): {
  app: Hono;
  database: SiteDatabase;
} {
  const database = openSiteDatabase(path);
  databases.push(database);
  const app = createApp({
    publications: database.publications,
    pagePasswords: database.pagePasswords,
    services: database,
    rateLimiter,
  });
  return { app, database };
}

/** With the owner pages, and signed in: the cookie that reads `/_demo/logs` and `/_demo/flags`. */
async function ownerTestApp(): Promise<{ app: Hono; cookie: string }> {
  const database = openSiteDatabase(':memory:');
  databases.push(database);
  const app = await ownerApp(database);
  return { app, cookie: (await signIn(app)).cookie };
}

const collectionPath = (site: string, name: string) =>
  `/_dm/s/rt/actions/sites/${encodeURIComponent(site)}/collections/${encodeURIComponent(name)}`;

const postJson = (app: Hono, path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'service-routes-test' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('collections endpoint', () => {
  it('answers a seeded collection as the JSON string the runtime parses', async () => {
    const { app } = testApp();
    const response = await app.request(collectionPath(SITE_ALIAS, 'menu-items'));
    expect(response.status).toBe(200);
    const { value } = collectionResponseSchema.parse(await response.json());
    const rows = JSON.parse(value) as unknown[];
    expect(rows).toHaveLength(MENU_ITEMS.length);
    for (const row of rows) expect(collectionRowSchema.safeParse(row).success).toBe(true);
    expect(rows[0]).toMatchObject({ data: { name: 'Harbor country loaf', price: 9 } });
  });

  it('answers 404 with the spec message for an unknown collection or site', async () => {
    const { app } = testApp();
    for (const path of [collectionPath(SITE_ALIAS, 'recipes'), collectionPath('someone-else', 'events')]) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Site or collection not found' });
    }
  });

  it('keeps an owner-edited collection across restarts: seeding never overwrites', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-collections-'));
    try {
      const path = join(dir, 'site.db');
      const first = testApp({ path });
      first.database.db
        .prepare('UPDATE site_collections SET value = ? WHERE site_alias = ? AND name = ?')
        .run('[{"data":{"title":"Edited"}}]', SITE_ALIAS, 'events');
      first.database.close();
      databases.splice(databases.indexOf(first.database), 1);

      const { app } = testApp({ path });
      const response = await app.request(collectionPath(SITE_ALIAS, 'events'));
      expect(await response.json()).toEqual({ value: '[{"data":{"title":"Edited"}}]' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('client logs endpoint', () => {
  it('stores a batch with its priorities and the browser, and shows it to the signed-in owner', async () => {
    const { app, cookie } = await ownerTestApp();
    const response = await postJson(app, '/_dm/s/rt/actions/logs', {
      logs: [
        { priority: 'WARN', log: 'first' },
        { priority: 'ERROR', log: 'second' },
      ],
    });
    expect(response.status).toBe(204);
    expect((await app.request('/_demo/logs')).status).toBe(401);
    const stored = (await (await app.request('/_demo/logs', { headers: { cookie } })).json()) as Array<
      Record<string, unknown>
    >;
    expect(stored.map(({ priority, log, user_agent }) => ({ priority, log, user_agent }))).toEqual([
      { priority: 'WARN', log: 'first', user_agent: 'service-routes-test' },
      { priority: 'ERROR', log: 'second', user_agent: 'service-routes-test' },
    ]);
  });

  it('takes a sendBeacon body sent as text/plain', async () => {
    const { app, database } = testApp();
    const response = await app.request('/_dm/s/rt/actions/logs', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ logs: [{ priority: 'INFO', log: 'page hidden' }] }),
    });
    expect(response.status).toBe(204);
    expect(database.clientLogs.recent().map((entry) => entry.log)).toEqual(['page hidden']);
  });

  it('refuses malformed batches whole, storing nothing', async () => {
    const { app, database } = testApp();
    const bodies = [
      'not json',
      {},
      { logs: [] },
      { logs: [{ priority: 'LOUD', log: 'x' }] },
      { logs: [{ priority: 'INFO', log: 'fine' }, { priority: 'INFO' }] },
    ];
    for (const body of bodies) expect((await postJson(app, '/_dm/s/rt/actions/logs', body)).status).toBe(400);
    expect(database.clientLogs.recent()).toEqual([]);
  });

  it('refuses a body over the limit with 413 and other methods with 405', async () => {
    const { app } = testApp();
    const huge = { logs: [{ priority: 'INFO', log: 'x'.repeat(LOGS_BODY_LIMIT_BYTES) }] };
    expect((await postJson(app, '/_dm/s/rt/actions/logs', huge)).status).toBe(413);
    const get = await app.request('/_dm/s/rt/actions/logs');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('answers 503 with Retry-After when the database stayed locked by another process', async () => {
    const { app, database } = testApp();
    vi.spyOn(database.clientLogs, 'add').mockRejectedValue(new DatabaseBusyError('locked'));
    const response = await postJson(app, '/_dm/s/rt/actions/logs', {
      logs: [{ priority: 'INFO', log: 'x' }],
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
  });

  it('has no log viewer outside admin mode', async () => {
    const { app } = testApp();
    expect((await app.request('/_demo/logs')).status).toBe(404);
  });

  it('answers 429 with Retry-After once a client has sent its share, and stores nothing more', async () => {
    let now = 0;
    const rateLimiter = new RateLimiter(
      { ...DEFAULT_RATE_LIMITS, logs: { capacity: 3, perSeconds: 60 } },
      { now: () => now },
    );
    const { app, database } = testApp({ rateLimiter });
    const send = () => postJson(app, '/_dm/s/rt/actions/logs', { logs: [{ priority: 'INFO', log: 'x' }] });
    for (let sent = 0; sent < 3; sent += 1) expect((await send()).status).toBe(204);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('20');
    expect(await refused.json()).toMatchObject({ retryAfterSeconds: 20 });
    expect(database.clientLogs.recent()).toHaveLength(3);
    now += 20_000;
    expect((await send()).status).toBe(204);
  });
});

describe('feature flag notifications endpoint', () => {
  it('stores the flag names it is told about', async () => {
    const { app, cookie } = await ownerTestApp();
    expect((await postJson(app, '/api/uis/flags/notify', ['ajax-navigation', 'popups'])).status).toBe(204);
    const stored = (await (await app.request('/_demo/flags', { headers: { cookie } })).json()) as Array<{
      flags: unknown;
    }>;
    expect(stored.map((entry) => entry.flags)).toEqual([['ajax-navigation', 'popups']]);
  });

  it('refuses anything but a list of names', async () => {
    const { app, database } = testApp();
    for (const body of [[], [''], { flags: ['x'] }, 'nope'])
      expect((await postJson(app, '/api/uis/flags/notify', body)).status).toBe(400);
    expect(database.flagNotifications.recent()).toEqual([]);
  });
});

describe('runtime app chunks', () => {
  it('serves runtime apps from /editor/apps/modules/runtime/ as JavaScript and 404s an unknown one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-runtime-apps-'));
    try {
      writeFileSync(join(dir, 'open-now.js'), 'export function start() {}\n');
      const database = openSiteDatabase(':memory:');
      databases.push(database);
      const app = createApp({
        publications: database.publications,
        pagePasswords: database.pagePasswords,
        runtimeAppsDir: dir,
      });
      const known = await app.request('/editor/apps/modules/runtime/open-now.js');
      expect(known.status).toBe(200);
      expect(known.headers.get('content-type')).toMatch(/javascript/);
      expect(await known.text()).toBe('export function start() {}\n');
      expect((await app.request('/editor/apps/modules/runtime/nothing-here.js')).status).toBe(404);
      expect((await app.request('/editor/apps/modules/runtime/../../../package.json')).status).toBe(404);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
