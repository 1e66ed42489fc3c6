import { mkdtempSync, rmSync } from 'node:fs';
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
