import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteDatabase } from '../db/open-site-database';
import { openSiteDatabase } from '../db/open-site-database';
import { setWriteQueue, WriteQueue } from '../db/write-queue';
import { pagePath } from '../site/site';
import { createApp } from './create-app';
import { listen } from './listening.test-support';
import { ownerApp, signIn, TEST_ORIGIN } from './owner-session.test-support';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './rate-limits';
import { ThrottledLog } from './server-log';
import { DESCRIPTORS_RETRY_AFTER_SECONDS } from './storage-failures';

/** Files whose path ends with this cannot be opened: the process has no descriptor left (EMFILE). */
const NO_DESCRIPTOR = 'no-descriptor-left';
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  return {
    ...fs,
    createWriteStream: (path: string, options?: unknown) =>
      String(path).endsWith(NO_DESCRIPTOR)
        ? new Writable({
            construct(callback) {
              callback(
                Object.assign(new Error(`EMFILE: too many open files, open '${path}'`), { code: 'EMFILE' }),
              );
            },
          })
        : fs.createWriteStream(path, options as never),
  };
});

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const GENEROUS = new RateLimiter(
  Object.fromEntries(
    Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { capacity: 1e9, perSeconds: 1 }]),
  ) as never,
);
const quiet = () => new ThrottledLog({ write: () => {} });

function openDatabase(path = ':memory:'): SiteDatabase {
  const database = openSiteDatabase(path);
  cleanups.push(() => database.close());
  return database;
}

function appFor(database: SiteDatabase): Hono {
  return createApp({
    publications: database.publications,
    pagePasswords: database.pagePasswords,
    services: database,
    blogPosts: database.blogPosts,
    rateLimiter: GENEROUS,
    errorLog: quiet(),
  });
}

/** Every database write of `database` fails as a full disk (SQLITE_FULL) or a missing descriptor would. */
function failWrites(database: SiteDatabase, code: 'SQLITE_FULL' | 'SQLITE_CANTOPEN'): void {
  setWriteQueue(
    database.db,
    new WriteQueue({
      attempt: () => {
        throw Object.assign(
          new Error(code === 'SQLITE_FULL' ? 'database or disk is full' : 'unable to open'),
          {
            code,
          },
        );
      },
    }),
  );
}

const FORM_ENDPOINT = '/_dm/s/rt/api/public/rt/site/harbor-and-rye/contactForm';

/** The cake form's fields with a file of `bytes` under the contact form's file field. */
function contactWithFile(bytes: number): FormData {
  const data = new FormData();
  data.set('form_id', 'contact');
  data.set('dmform-0', 'Ada');
  data.set('dmform-1', 'ada@example.com');
  data.set('dmform-3', 'Wholesale');
  data.set('dmform-5', 'Email');
  data.set('dmform-6', 'A photo of the cake we mean.');
  data.set('dmform-7', new File([Buffer.alloc(bytes, 0x61)], 'cake.png', { type: 'image/png' }));
  return data;
}

/** The public routes that write, each as a request that stores something when the disk takes it. */
const WRITES: ReadonlyArray<[string, () => Request]> = [
  [
    'client logs',
    () =>
      new Request('http://localhost/_dm/s/rt/actions/logs', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ logs: [{ priority: 'ERROR', log: 'oven door open' }] }),
      }),
  ],
  [
    'flag notifications',
    () =>
      new Request('http://localhost/api/uis/flags/notify', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(['new-menu']),
      }),
  ],
  [
    'CSP reports',
    () =>
      new Request('http://localhost/_dm/csp-reports', {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report', accept: 'application/json' },
        body: JSON.stringify({
          'csp-report': {
            'document-uri': 'http://localhost/site/harbor-and-rye/home',
            'blocked-uri': 'https://unlisted.example/x.js',
            'effective-directive': 'script-src',
          },
        }),
      }),
  ],
  [
    'push subscriptions',
    () =>
      new Request(
        `http://localhost/_dm/s/rt/api/public/rt/site/harbor-and-rye/notifications/subscriptions?${new URLSearchParams({ subEp: 'https://push.example/a', subDomain: 'harbor-and-rye.example', deviceID: '0' })}`,
        { method: 'POST', headers: { accept: 'application/json' } },
      ),
  ],
  [
    'a contact form message without a file',
    () => {
      const data = contactWithFile(0);
      data.delete('dmform-7');
      return new Request(`http://localhost${FORM_ENDPOINT}`, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: data,
      });
    },
  ],
  [
    'a wrong page password (its failure is counted)',
    () =>
      new Request('http://localhost/_dm/s/rt/api/public/rt/site/harbor-and-rye/page/auth', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ password: 'not the password', pagePath: pagePath('wholesale') }),
      }),
  ],
];

describe('a database write the disk cannot take', () => {
  it.each(WRITES)('%s: 507 on a full disk, 503 with Retry-After without descriptors', async (_, make) => {
    const database = openDatabase();
    const app = appFor(database);
    failWrites(database, 'SQLITE_FULL');
    const full = await app.request(make());
    expect(full.status).toBe(507);
    expect(await full.text()).not.toMatch(/at .*\.ts|SqliteError/);
    failWrites(database, 'SQLITE_CANTOPEN');
    const noDescriptor = await app.request(make());
    expect(noDescriptor.status).toBe(503);
    expect(noDescriptor.headers.get('retry-after')).toBe(String(DESCRIPTORS_RETRY_AFTER_SECONDS));
    // Reads go on: the site is still there.
    expect((await app.request(`${pagePath('menu')}?dm_ajaxCall=true`)).status).toBe(200);
  });

  it("the owner's sign-in (a session row): 507 on a full disk", async () => {
    const database = openDatabase();
    const app = await ownerApp(database, { errorLog: quiet() });
    await signIn(app);
    failWrites(database, 'SQLITE_FULL');
    const response = await app.request('/_demo/login', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, accept: 'application/json' },
      body: new URLSearchParams({ password: 'owner-test-password' }),
    });
    expect(response.status).toBe(507);
  });
});

describe('an upload the disk cannot take, on a real socket', () => {
  async function serve(upload: (storedName: string) => string) {
    const database = openDatabase();
    const newUpload = database.formSubmissions.newUpload.bind(database.formSubmissions);
    vi.spyOn(database.formSubmissions, 'newUpload').mockImplementation(() => {
      const { storedName } = newUpload();
      return { storedName, path: upload(storedName) };
    });
    const server = await listen(appFor(database));
    cleanups.push(() => server.close());
    return { database, server };
  }

  it('a full disk (ENOSPC, writing to /dev/full) is answered 507 while the body still arrives; nothing is stored', async () => {
    const { database, server } = await serve(() => '/dev/full');
    const response = await fetch(`${server.origin}${FORM_ENDPOINT}`, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: contactWithFile(1024 * 1024),
    });
    expect(response.status).toBe(507);
    expect(response.headers.get('connection')).toBe('close');
    expect(database.formSubmissions.list()).toEqual([]);
    expect((await fetch(`${server.origin}${pagePath('menu')}?dm_ajaxCall=true`)).status).toBe(200);
  });

  it('an uploads folder that cannot be made (ENOSPC, thrown while the post is parsed) is answered 507', async () => {
    const database = openDatabase();
    vi.spyOn(database.formSubmissions, 'newUpload').mockImplementation(() => {
      throw Object.assign(new Error("ENOSPC: no space left on device, mkdir '…/uploads'"), {
        code: 'ENOSPC',
      });
    });
    const server = await listen(appFor(database));
    cleanups.push(() => server.close());
    const response = await fetch(`${server.origin}${FORM_ENDPOINT}`, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: contactWithFile(64 * 1024),
    });
    expect(response.status).toBe(507);
    expect((await fetch(`${server.origin}${pagePath('menu')}?dm_ajaxCall=true`)).status).toBe(200);
  });

  it('no descriptor left (EMFILE) is answered 503 with Retry-After, and the next upload goes through', async () => {
    let descriptors = false;
    const { database, server } = await serve((storedName) =>
      descriptors ? join(tmpdir(), storedName) : `${join(tmpdir(), storedName)}-${NO_DESCRIPTOR}`,
    );
    const refused = await fetch(`${server.origin}${FORM_ENDPOINT}`, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: contactWithFile(2 * 1024 * 1024),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(DESCRIPTORS_RETRY_AFTER_SECONDS));
    descriptors = true;
    const stored = await fetch(`${server.origin}${FORM_ENDPOINT}`, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: contactWithFile(1024),
    });
    expect(stored.status).toBe(204);
    expect(database.formSubmissions.list()).toHaveLength(1);
  });
});

/** A tmpfs of `megabytes`, mounted for this test; undefined where this machine does not allow mounting. */
function smallFilesystem(megabytes: number): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  cleanups.push(() => {
    execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

describe('a real full disk (a small tmpfs; needs root, skipped elsewhere)', () => {
  const mountable = (() => {
    const probe = smallFilesystem(1);
    return probe !== undefined;
  })();

  it.skipIf(!mountable)(
    'the database and its uploads on a full filesystem: uploads 507, log batches 507, reads answered, the process up',
    async () => {
      const dir = smallFilesystem(8) as string;
      const database = openDatabase(join(dir, 'site.db'));
      const server = await listen(appFor(database));
      cleanups.push(() => server.close());
      // Leave about 300 KB free, as the probe did.
      const { bavail, bsize } = statfsSync(dir);
      writeFileSync(join(dir, 'filler'), Buffer.alloc(Math.max(0, bavail * bsize - 300 * 1024)));

      const upload = await fetch(`${server.origin}${FORM_ENDPOINT}`, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: contactWithFile(1024 * 1024),
      });
      expect(upload.status).toBe(507);
      const logs = await fetch(`${server.origin}/_dm/s/rt/actions/logs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          logs: Array.from({ length: 200 }, () => ({ priority: 'ERROR', log: 'x'.repeat(2000) })),
        }),
      });
      expect(logs.status).toBe(507);
      expect((await fetch(`${server.origin}${pagePath('menu')}?dm_ajaxCall=true`)).status).toBe(200);
    },
  );
});
