import type { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteDatabase } from '../db/open-site-database';
import { openSiteDatabase } from '../db/open-site-database';
import { SITE_ALIAS } from '../site/site';
import { searchPostsRequest } from './blog-requests.test-support';
import { createApp } from './create-app';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './rate-limits';
import { LOGS_BODY_LIMIT_BYTES } from './service-routes';

const SITE = 'https://harbor-and-rye.example';
const databases: SiteDatabase[] = [];
afterEach(() => {
  for (const database of databases.splice(0)) database.close();
});

function testApp(rateLimiter = new RateLimiter()): Hono {
  const database = openSiteDatabase(':memory:');
  databases.push(database);
  return createApp({
    publications: database.publications,
    pagePasswords: database.pagePasswords,
    services: database,
    blogPosts: database.blogPosts,
    rateLimiter,
    corsOrigins: [SITE],
  });
}

const WPL = `/_dm/s/rt/api/public/wpl/site/${SITE_ALIAS}`;
const LOGS = '/_dm/s/rt/actions/logs';
const preflight = (app: Hono, path: string, origin: string, headers = 'content-type') =>
  app.request(path, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers },
  });

describe('CORS for a site served elsewhere (--cors-origin)', () => {
  it('answers a preflight from the site origin with that exact origin, and no credentials', async () => {
    const response = await preflight(testApp(), WPL, SITE, 'content-type, idempotency-key');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('allows credentials on the client log only, which sendBeacon posts with them', async () => {
    const response = await preflight(testApp(), LOGS, SITE);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const posted = await testApp().request(LOGS, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: JSON.stringify({ logs: [{ priority: 'INFO', log: 'from the static site' }] }),
    });
    expect(posted.status).toBeLessThan(300);
    expect(posted.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(posted.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('names the origin on the answer and exposes Retry-After', async () => {
    const response = await testApp().request(WPL, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: JSON.stringify(searchPostsRequest('rye')),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-expose-headers')).toContain('retry-after');
  });

  it('gives any other origin nothing to read, and never answers its preflight', async () => {
    const app = testApp();
    const other = await preflight(app, WPL, 'https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.status).not.toBe(204);
    const answer = await app.request(`/_dm/s/rt/actions/sites/${SITE_ALIAS}/collections/menu-items`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('vary')).toContain('Origin');
  });

  it('shares no site page and no owner page, even with the site origin', async () => {
    const app = testApp();
    for (const path of [`/site/${SITE_ALIAS}/home`, '/_demo/login']) {
      const response = await app.request(path, { headers: { origin: SITE } });
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });

  it('keeps the limits: a rate-limited call is 429 with Retry-After the site can read', async () => {
    const app = testApp(new RateLimiter({ ...DEFAULT_RATE_LIMITS, blog: { capacity: 1, perSeconds: 60 } }));
    const search = () =>
      app.request(WPL, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json' },
        body: JSON.stringify(searchPostsRequest('rye')),
      });
    expect((await search()).status).toBe(200);
    const limited = await search();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('keeps the body limits: an oversized log batch is 413, with the origin named', async () => {
    const response = await testApp().request(LOGS, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: JSON.stringify({ logs: [{ priority: 'INFO', log: 'x'.repeat(LOGS_BODY_LIMIT_BYTES) }] }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('without --cors-origin, nothing changes: no CORS header at all', async () => {
    const database = openSiteDatabase(':memory:');
    databases.push(database);
    const app = createApp({ publications: database.publications, pagePasswords: database.pagePasswords });
    const response = await preflight(app, WPL, SITE);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe("the blog's answers to a static export", () => {
  it('link to the static paths of posts, and read its load-more path', async () => {
    const app = testApp();
    const search = await app.request(WPL, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: JSON.stringify(searchPostsRequest('knots')),
    });
    const { results } = (await search.json()) as { results: string };
    expect(results).toContain(`/site/${SITE_ALIAS}/post/15`);
    expect(results).not.toContain('post_id=');
    const more = await app.request(WPL, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: JSON.stringify({
        commandID: 'loadMorePosts',
        _url: `/site/${SITE_ALIAS}/blog-from/5`,
        _morePostsLabel: 'More posts',
        _editor: false,
      }),
    });
    expect(more.status).toBe(200);
    const { postList, nextUrl } = (await more.json()) as { postList: string; nextUrl?: string };
    expect(postList).toContain(`/site/${SITE_ALIAS}/post/`);
    expect(nextUrl).toBe(`/site/${SITE_ALIAS}/blog-from/10`);
  });
});
