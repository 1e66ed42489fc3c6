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

  it('answers one byte range with 206 and its Content-Range, and says it takes ranges', async () => {
    const whole = await app.request('/cdn/x/entry.js');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const cases: [range: string, body: string, contentRange: string][] = [
      ['bytes=0-5', 'export', 'bytes 0-5/23'],
      ['bytes=7-', 'const entry = 1;', 'bytes 7-22/23'],
      ['bytes=-2', '1;', 'bytes 21-22/23'],
      // An end past the file is cut to its last byte.
      ['bytes=20-99', ' 1;', 'bytes 20-22/23'],
    ];
    for (const [range, body, contentRange] of cases) {
      const response = await app.request('/cdn/x/entry.js', { headers: { range } });
      expect(response.status, range).toBe(206);
      expect(response.headers.get('content-range'), range).toBe(contentRange);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await response.text(), range).toBe(body);
    }
  });

  it('answers 416 to a range it cannot satisfy, and the whole file to ranges it does not serve', async () => {
    // Past the end, and backwards (a server may reject an invalid range rather than ignore it).
    for (const range of ['bytes=50-60', 'bytes=5-2']) {
      const refused = await app.request('/cdn/x/entry.js', { headers: { range } });
      expect(refused.status, range).toBe(416);
      expect(refused.headers.get('content-range')).toBe('bytes */23');
      expect(await refused.text()).toBe('');
    }
    // Several ranges, garbage, another unit: the whole file, as if no range had been asked for.
    for (const range of ['bytes=0-1,5-6', 'bytes=abc', 'items=0-1', 'bytes']) {
      const response = await app.request('/cdn/x/entry.js', { headers: { range } });
      expect(response.status, range).toBe(200);
      expect(await response.text(), range).toBe('export const entry = 1;');
    }
  });

  it('honours If-Range: the range for the current version, the whole file for another', async () => {
    const lastModified = (await app.request('/cdn/x/entry.js')).headers.get('last-modified')!;
    const current = await app.request('/cdn/x/entry.js', {
      headers: { range: 'bytes=0-5', 'if-range': lastModified },
    });
    expect(current.status).toBe(206);
    const other = await app.request('/cdn/x/entry.js', {
      headers: { range: 'bytes=0-5', 'if-range': 'Tue, 01 Jan 2019 00:00:00 GMT' },
    });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe('export const entry = 1;');
  });

  it('answers 404 while the folder does not exist (a package not built yet)', async () => {
    const missing = new Hono().get('/m/*', serveStatic({ prefix: '/m/', root: join(base, 'not-built') }));
    expect((await missing.request('/m/runtime-core.js')).status).toBe(404);
  });
});
