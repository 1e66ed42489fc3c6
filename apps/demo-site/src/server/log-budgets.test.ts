import { describe, expect, it } from 'vitest';
import {
  cutText,
  STORED_FLAG_NAME_CHARS,
  STORED_FLAGS_PER_NOTIFICATION,
  STORED_USER_AGENT_CHARS,
  storedFlags,
  storedLogBatch,
} from '../db/client-logs';
import type { SiteDatabase } from '../db/open-site-database';
import { applyRetention, DEFAULT_RETENTION } from '../db/retention';
import { testDatabases } from '../db/site-database.test-support';
import { createApp } from './create-app';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './rate-limits';

const openDatabase = testDatabases();

/** The probe's batch: 200 entries of 860 "中" (2,580 bytes each), with a 15,800-byte User-Agent. */
const HEAVY_BATCH = JSON.stringify({
  logs: Array.from({ length: 200 }, () => ({ priority: 'ERROR', log: '中'.repeat(860) })),
});
const HEAVY_AGENT = `Mozilla/5.0 ${'x'.repeat(15_788)}`;

function setup(clock = { now: 0 }) {
  const database = openDatabase();
  const app = createApp({
    publications: database.publications,
    pagePasswords: database.pagePasswords,
    services: database,
    // Counts as they are by default, so only the byte budgets stop anything here.
    rateLimiter: new RateLimiter(
      {
        ...DEFAULT_RATE_LIMITS,
        logs: { capacity: 1000, perSeconds: 60 },
        flags: { capacity: 1000, perSeconds: 60 },
      },
      { now: () => clock.now },
    ),
  });
  return { app, database, clock };
}

const storedBytes = (database: SiteDatabase, table: 'client_logs' | 'flag_notifications') =>
  (database.db.prepare(`SELECT COALESCE(SUM(bytes), 0) AS bytes FROM ${table}`).get() as { bytes: number })
    .bytes;

describe('byte budgets per client', () => {
  it("the probe's 30 heavy batches in one second: the first two fit the 1 MB budget, the rest are 429", async () => {
    const { app, database } = setup();
    const statuses: number[] = [];
    for (let batch = 0; batch < 30; batch += 1) {
      const response = await app.request('/_dm/s/rt/actions/logs', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': HEAVY_AGENT },
        body: HEAVY_BATCH,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 2)).toEqual([204, 204]);
    expect(statuses.slice(2).every((status) => status === 429)).toBe(true);
    // 127.5 MB before; now at most the budget, the User-Agent once per batch and cut to 512 characters.
    expect(storedBytes(database, 'client_logs')).toBeLessThanOrEqual(1024 * 1024);
    const agents = database.db.prepare('SELECT user_agent FROM client_log_batches').all() as Array<{
      user_agent: string;
    }>;
    expect(agents.map((row) => row.user_agent.length)).toEqual([512, 512]);
    expect(
      database.db.prepare('SELECT COUNT(*) AS n FROM client_logs WHERE user_agent IS NOT NULL').get(),
    ).toEqual({ n: 0 });
    expect(database.clientLogs.recent(1).map((entry) => entry.user_agent)).toEqual([
      HEAVY_AGENT.slice(0, STORED_USER_AGENT_CHARS),
    ]);
  });

  it('the budget refills over its minute (an injected clock)', async () => {
    const { app, clock } = setup();
    const send = () =>
      app.request('/_dm/s/rt/actions/logs', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: HEAVY_BATCH,
      });
    expect((await send()).status).toBe(204);
    expect((await send()).status).toBe(204);
    const refused = await send();
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    clock.now += wait * 1000;
    expect((await send()).status).toBe(204);
  });

  it('flag notifications: 256 KB a minute, names cut to their stored size', async () => {
    const { app, database } = setup();
    const names = Array.from({ length: 300 }, (_, index) => `${'f'.repeat(190)}${index}`);
    const statuses: number[] = [];
    for (let notification = 0; notification < 40; notification += 1) {
      const response = await app.request('/api/uis/flags/notify', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(names),
      });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
    expect(storedBytes(database, 'flag_notifications')).toBeLessThanOrEqual(256 * 1024);
    const [stored] = database.flagNotifications.recent(1);
    expect(stored?.flags).toHaveLength(STORED_FLAGS_PER_NOTIFICATION);
    expect(stored?.flags.every((flag) => flag.length === STORED_FLAG_NAME_CHARS)).toBe(true);
  });
});

describe('what is stored of a batch', () => {
  it('counts UTF-8 bytes, the User-Agent once; cuts never split a character', () => {
    const batch = storedLogBatch(
      [
        { priority: 'INFO', log: 'héllo' },
        { priority: 'WARN', log: '中' },
      ],
      'agent',
    );
    expect(batch.bytes).toBe(6 + 3 + 5);
    expect(cutText('ab😀c', 3)).toBe('ab');
    expect(cutText('abc', 3)).toBe('abc');
    expect(storedFlags(['a', 'b'])).toEqual({ json: '["a","b"]', bytes: 9 });
  });
});

describe('retention by bytes', () => {
  it('keeps the newest entries within the byte limit, and forgets batches with no entry left', async () => {
    const database = openDatabase();
    const now = new Date();
    for (let batch = 0; batch < 10; batch += 1)
      await database.clientLogs.add([{ priority: 'INFO', log: `${batch}`.padEnd(1000, '.') }], 'agent', now);
    for (let notification = 0; notification < 10; notification += 1)
      await database.flagNotifications.add([`${notification}`.padEnd(100, '.')], now);
    const removed = await applyRetention(
      database,
      { ...DEFAULT_RETENTION, logs: { days: 30, rows: 1000, bytes: 3_100 } },
      now,
    );
    // 1,005 bytes an entry (its text and its batch's User-Agent): three fit.
    expect(removed).toMatchObject({ logs: 7 });
    expect(database.clientLogs.recent().map((entry) => entry.log[0])).toEqual(['7', '8', '9']);
    expect(database.clientLogs.storedBytes()).toBeLessThanOrEqual(3_100);
    expect(database.db.prepare('SELECT COUNT(*) AS n FROM client_log_batches').get()).toEqual({ n: 3 });
    // 104 bytes a notification: all ten fit.
    expect(removed).toMatchObject({ flags: 0 });
  });
});
