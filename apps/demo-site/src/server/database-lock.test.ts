import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_ROOT } from '../app-paths';
import type { SiteDatabase } from '../db/open-site-database';
import { openSiteDatabase } from '../db/open-site-database';
import { setWriteQueue, WriteQueue, writeQueueOf } from '../db/write-queue';
import { pagePath } from '../site/site';
import { DEFAULT_CONNECTION_LIMITS } from './connection-limits';
import type { AppOptions } from './create-app';
import type { Listening, listen } from './listening.test-support';
import { listenToSite } from './listening.test-support';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './rate-limits';

/** A second process that takes the database's write lock and holds it until told to let go. */
const HOLD_WRITE_LOCK = `
const Database = require('better-sqlite3');
const db = new Database(process.env.VITRINE_LOCKED_DB);
db.exec('BEGIN IMMEDIATE');
process.stdout.write('locked\\n');
process.stdin.once('data', () => {
  db.exec('COMMIT');
  db.close();
  process.stdout.write('released\\n');
});
`;

function untilLine(child: ChildProcess, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (output.split('\n').includes(line)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the lock holder exited (${code}) before "${line}"`)));
  });
}

/**
 * Resolves once the store's `add` has made its first attempt: `add` tries the write at once, before it returns
 * its promise, so by then the write has met the lock (and, with the lock, is waiting between turns).
 */
function firstAttempt<Store extends { add(...args: never[]): Promise<unknown> }>(
  store: Store,
): Promise<void> {
  return new Promise((resolve) => {
    const add = store.add.bind(store) as (...args: unknown[]) => Promise<unknown>;
    vi.spyOn(store as { add(...args: unknown[]): Promise<unknown> }, 'add').mockImplementation((...args) => {
      const stored = add(...args);
      resolve();
      return stored;
    });
  });
}

describe('a second process holding the write lock', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setup(
    options: Partial<AppOptions> = {},
    limits?: Parameters<typeof listen>[1],
  ): Promise<{ database: SiteDatabase; server: Listening; holder: ChildProcess }> {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-lock-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'site.db');
    const database = openSiteDatabase(path);
    cleanups.push(() => database.close());
    const server = await listenToSite(database, options, limits);
    cleanups.push(() => server.close());
    const holder = spawn(process.execPath, ['-e', HOLD_WRITE_LOCK], {
      cwd: APP_ROOT,
      env: { ...process.env, VITRINE_LOCKED_DB: path },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    cleanups.push(() => holder.kill());
    await untilLine(holder, 'locked');
    return { database, server, holder };
  }

  it('does not stall page JSON: a waiting write yields the event loop, and is stored once the lock is free', async () => {
    const { database, server, holder } = await setup();
    const writing = firstAttempt(database.clientLogs);

    let postSettled = false;
    const post = fetch(`${server.origin}/_dm/s/rt/actions/logs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ logs: [{ priority: 'INFO', log: 'written while locked' }] }),
    }).finally(() => {
      postSettled = true;
    });
    await writing;

    const page = await fetch(`${server.origin}${pagePath('menu')}?dm_ajaxCall=true`);
    expect(page.status).toBe(200);
    expect(((await page.json()) as { alias: string }).alias).toBe('menu');
    // Answered while the write still waits for the other process.
    expect(postSettled).toBe(false);
    expect(database.clientLogs.recent()).toEqual([]);

    holder.stdin!.write('go\n');
    await untilLine(holder, 'released');
    expect((await post).status).toBe(204);
    expect(database.clientLogs.recent().map((entry) => entry.log)).toEqual(['written while locked']);
  });

  it('stores a contact form message once the lock is free, answering page JSON meanwhile', async () => {
    const { database, server, holder } = await setup();
    const writing = firstAttempt(database.formSubmissions);
    const form = new URLSearchParams({
      form_id: 'newsletter',
      'dmform-0': 'ada@example.com',
    });
    let postSettled = false;
    const post = fetch(`${server.origin}/_dm/s/rt/api/public/rt/site/harbor-and-rye/contactForm`, {
      method: 'POST',
      headers: { accept: 'application/json', 'idempotency-key': 'locked-submission-0001' },
      body: form,
    }).finally(() => {
      postSettled = true;
    });
    await writing;
    expect((await fetch(`${server.origin}${pagePath('blog')}?dm_ajaxCall=true`)).status).toBe(200);
    expect(postSettled).toBe(false);

    holder.stdin!.write('go\n');
    expect((await post).status).toBe(204);
    expect(database.formSubmissions.list().map((entry) => entry.formId)).toEqual(['newsletter']);
  });

  it('with 40 writes queued behind the lock, page JSON asked one at a time is answered each time, and only the first write tries', async () => {
    const { database, server, holder } = await setup(
      {
        rateLimiter: new RateLimiter({ ...DEFAULT_RATE_LIMITS, logs: { capacity: 1000, perSeconds: 60 } }),
        connectionLimits: { bodiesPerClient: 100 },
      },
      { ...DEFAULT_CONNECTION_LIMITS, connectionsPerClient: 100 },
    );
    // The queue of the test's connection, noting how many writes waited at each attempt; a deadline no loaded
    // machine reaches before the lock is let go.
    const waitingAtAttempt: number[] = [];
    const queue: WriteQueue = new WriteQueue({
      deadlineMs: 120_000,
      attempt: (write) => {
        waitingAtAttempt.push(queue.length);
        return write();
      },
    });
    setWriteQueue(database.db, queue);

    const posts = Array.from({ length: 40 }, (_, index) =>
      fetch(`${server.origin}/_dm/s/rt/actions/logs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ logs: [{ priority: 'INFO', log: `queued ${index}` }] }),
      }),
    );
    await vi.waitUntil(() => writeQueueOf(database.db).length === 40, { timeout: 30_000, interval: 5 });
    const attemptsBefore = waitingAtAttempt.length;
    for (const alias of ['menu', 'about', 'blog', 'contact', 'home', 'locations', 'menu', 'about']) {
      const page = await fetch(`${server.origin}${pagePath(alias)}?dm_ajaxCall=true`);
      expect(page.status).toBe(200);
      expect(((await page.json()) as { alias: string }).alias).toBe(alias);
    }
    // Every page was answered while all forty still waited: the attempts meanwhile were the first write's
    // alone, one per pause, never forty in a row.
    expect(writeQueueOf(database.db).length).toBe(40);
    expect(waitingAtAttempt.slice(attemptsBefore).every((waiting) => waiting === 40)).toBe(true);

    holder.stdin!.write('go\n');
    expect((await Promise.all(posts)).map((response) => response.status)).toEqual(Array(40).fill(204));
    expect(database.clientLogs.recent()).toHaveLength(40);
  });
});
