import { EXTENSION_PATH } from '@vitrine/runtime-core/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteDatabase } from '../db/open-site-database';
import { openSiteDatabase } from '../db/open-site-database';
import { createApp } from './create-app';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './rate-limits';

const databases: SiteDatabase[] = [];
afterEach(() => {
  for (const database of databases.splice(0)) database.close();
});

function appWith(rateLimiter?: RateLimiter) {
  const database = openSiteDatabase(':memory:');
  databases.push(database);
  return createApp({
    publications: database.publications,
    pagePasswords: database.pagePasswords,
    services: database,
    ...(rateLimiter ? { rateLimiter } : {}),
  });
}

function post(body: string | Record<string, string>, app = appWith()) {
  return app.request(EXTENSION_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
  });
}

const request = {
  siteAlias: 'harbor-and-rye',
  pageAlias: 'market',
  extId: 'bread-club',
  elementId: 'ext-bread-club',
};

describe('POST /_dm/s/rt/scripts/ajax_ext.jsp', () => {
  it("answers the extension's HTML from SQLite, the shorter one for phones", async () => {
    const desktop = await post({ ...request, dm_device: 'desktop' });
    expect(desktop.status).toBe(200);
    expect(desktop.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(desktop.headers.get('cache-control')).toBe('no-store');
    // Opened by itself, the fragment runs nothing (core puts it into the page, under the page's policy).
    expect(desktop.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await desktop.text();
    expect(html).toContain('<h2 id="bread-club-title">Bread club</h2>');
    expect(html).toContain('the tenth is on us: we stamp your card');
    expect(html).toContain('<script>');
    expect(await (await post({ ...request, dm_device: 'mobile' })).text()).toContain('Nine loaves bought');
  });

  it('refuses a request that fails the schema, an unknown extension or site, and a body over 4 KB', async () => {
    expect((await post({ ...request, dm_device: 'watch' })).status).toBe(400);
    expect((await post({ ...request, extId: '', dm_device: 'desktop' })).status).toBe(400);
    expect((await post({ siteAlias: 'harbor-and-rye' })).status).toBe(400);
    expect((await post('not a form at all')).status).toBe(400);
    expect((await post({ ...request, extId: 'nope', dm_device: 'desktop' })).status).toBe(404);
    expect((await post({ ...request, siteAlias: 'other-site', dm_device: 'desktop' })).status).toBe(404);
    const tooBig = await post({ ...request, dm_device: 'desktop', padding: 'x'.repeat(5000) });
    expect(tooBig.status).toBe(413);
  });

  it('is rate limited per client: 429 with Retry-After past the limit', async () => {
    const app = appWith(
      new RateLimiter({ ...DEFAULT_RATE_LIMITS, extensions: { capacity: 2, perSeconds: 60 } }),
    );
    const ask = () => post({ ...request, dm_device: 'desktop' }, app);
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
