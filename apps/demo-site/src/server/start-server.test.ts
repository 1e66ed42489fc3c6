import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './start-server';

describe('startServer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-server-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('listens on 127.0.0.1 with a free port, serves the site and closes cleanly', async () => {
    const server = await startServer({ port: 0, dbPath: join(dir, 'site.db') });
    try {
      expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(server.url).toBe(`${server.origin}/site/harbor-and-rye/home`);
      const response = await fetch(server.url);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`<link rel="canonical" href="${server.url}"/>`);
    } finally {
      await server.close();
    }
    await expect(fetch(server.url)).rejects.toThrow();
  });

  it('reports a port that is taken instead of hanging', async () => {
    const first = await startServer({ port: 0, dbPath: join(dir, 'a.db') });
    try {
      const port = Number(new URL(first.origin).port);
      await expect(startServer({ port, dbPath: join(dir, 'b.db') })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });
});

describe('the owner password', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-owner-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const signIn = (origin: string, password: string) =>
    fetch(`${origin}/_demo/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin, accept: 'application/json' },
      body: new URLSearchParams({ password }),
    });

  it('is made up on the first start with --admin and answered once; later starts keep it', async () => {
    const dbPath = join(dir, 'made-up.db');
    const first = await startServer({ port: 0, dbPath, admin: true });
    const password = first.generatedOwnerPassword;
    try {
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect((await signIn(first.origin, password!)).status).toBe(200);
    } finally {
      await first.close();
    }
    const second = await startServer({ port: 0, dbPath, admin: true });
    try {
      expect(second.generatedOwnerPassword).toBeUndefined();
      expect((await signIn(second.origin, password!)).status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('is set, and changed, by --owner-password; a change ends the sessions of the old one', async () => {
    const dbPath = join(dir, 'given.db');
    const first = await startServer({ port: 0, dbPath, admin: true, ownerPassword: 'first password' });
    let cookie: string;
    try {
      expect(first.generatedOwnerPassword).toBeUndefined();
      const response = await signIn(first.origin, 'first password');
      cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
    } finally {
      await first.close();
    }
    const second = await startServer({ port: 0, dbPath, admin: true, ownerPassword: 'second password' });
    try {
      expect((await signIn(second.origin, 'first password')).status).toBe(401);
      expect((await signIn(second.origin, 'second password')).status).toBe(200);
      const inbox = await fetch(`${second.origin}/_demo/inbox`, { headers: { cookie }, redirect: 'manual' });
      expect(inbox.status).toBe(303);
    } finally {
      await second.close();
    }
  });

  it('answers the owner pages on the server’s own address by name too, and no other host', async () => {
    const server = await startServer({
      port: 0,
      dbPath: join(dir, 'hosts.db'),
      admin: true,
      ownerPassword: 'a password',
    });
    try {
      const port = new URL(server.origin).port;
      expect((await fetch(`http://localhost:${port}/_demo/login`)).status).toBe(200);
      // As a page elsewhere whose name was pointed at this machine would ask.
      const rebound = await new Promise<number | undefined>((resolve, reject) =>
        get(
          { host: '127.0.0.1', port, path: '/_demo/login', headers: { host: `rebound.example:${port}` } },
          (response) => {
            response.resume();
            resolve(response.statusCode);
          },
        ).on('error', reject),
      );
      expect(rebound).toBe(403);
    } finally {
      await server.close();
    }
  });
});
