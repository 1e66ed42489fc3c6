import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, resolveStaticPath, serveStatic } from './static-files';

const base = mkdtempSync(join(tmpdir(), 'vitrine-static-'));
const root = join(base, 'cdn');
mkdirSync(join(root, 'chunks'), { recursive: true });
writeFileSync(join(root, 'entry.js'), 'export const entry = 1;');
writeFileSync(join(root, 'entry.js.map'), '{"version":3}');
writeFileSync(join(root, 'chunks', 'engine-ABC123.js'), 'export const engine = 1;');
writeFileSync(join(base, 'private.txt'), 'not for the web');
symlinkSync(join(base, 'private.txt'), join(root, 'escape.js'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const app = new Hono().get('/cdn/x/*', serveStatic({ prefix: '/cdn/x/', root, immutableDirs: ['chunks'] }));

describe('resolveStaticPath', () => {
  it('resolves plain and percent-encoded names inside the root', () => {
    expect(resolveStaticPath(root, 'entry.js')).toBe(join(root, 'entry.js'));
    expect(resolveStaticPath(root, 'chunks/engine-ABC123.js')).toBe(join(root, 'chunks', 'engine-ABC123.js'));
    expect(resolveStaticPath(root, 'my%20file.txt')).toBe(join(root, 'my file.txt'));
  });

  it.each([
    '../private.txt',
    '..%2fprivate.txt',
    '%2e%2e%2fprivate.txt',
    'chunks/../../private.txt',
    '..%5cprivate.txt',
    'entry.js%00.png',
    '%E0%A4%A',
    '.env',
    '',
    '/',
  ])('refuses %j', (path) => {
    expect(resolveStaticPath(root, path)).toBeUndefined();
  });
});

describe('serveStatic', () => {
  it('serves entry files as JavaScript that must be revalidated', async () => {
    const response = await app.request('/cdn/x/entry.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(REVALIDATE_CACHE);
    expect(await response.text()).toBe('export const entry = 1;');
  });

  it('caches content-hashed chunks for a year', async () => {
    const response = await app.request('/cdn/x/chunks/engine-ABC123.js');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('serves source maps as JSON', async () => {
    const response = await app.request('/cdn/x/entry.js.map');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('answers 304 to a request that already has the current version', async () => {
    const first = await app.request('/cdn/x/entry.js');
    const etag = first.headers.get('etag')!;
    const second = await app.request('/cdn/x/entry.js', { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
  });

  it('refuses traversal, folders, missing files and symlinks that leave the root', async () => {
    for (const path of [
      '/cdn/x/..%2fprivate.txt',
      '/cdn/x/chunks',
      '/cdn/x/missing.js',
      '/cdn/x/escape.js',
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });

  it('answers 404 while the folder does not exist (a package not built yet)', async () => {
    const missing = new Hono().get('/m/*', serveStatic({ prefix: '/m/', root: join(base, 'not-built') }));
    expect((await missing.request('/m/runtime-core.js')).status).toBe(404);
  });
});
