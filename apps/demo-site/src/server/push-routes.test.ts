import { afterEach, describe, expect, it } from 'vitest';
import type { SiteDatabase } from '../db/open-site-database';
import { openSiteDatabase } from '../db/open-site-database';
import { createApp } from './create-app';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './rate-limits';

const databases: SiteDatabase[] = [];
afterEach(() => {
  for (const database of databases.splice(0)) database.close();
});

function app(rateLimiter = new RateLimiter()) {
  const database = openSiteDatabase(':memory:');
  databases.push(database);
  return {
    database,
    app: createApp({
      publications: database.publications,
      pagePasswords: database.pagePasswords,
      services: database,
      rateLimiter,
    }),
  };
}

const PATH = '/_dm/s/rt/api/public/rt/site/harbor-and-rye/notifications/subscriptions';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc:123';
const query = (fields: Record<string, string>) => `${PATH}?${new URLSearchParams(fields)}`;

describe('push subscriptions', () => {
  it('POST stores the endpoint, domain and device id in SQLite; DELETE removes it', async () => {
    const { app: server, database } = app();
    const added = await server.request(
      query({ subEp: ENDPOINT, subDomain: 'harbor-and-rye.example', deviceID: '2' }),
      { method: 'POST' },
    );
    expect(added.status).toBe(201);
    expect(database.pushSubscriptions.list('harbor-and-rye')).toEqual([
      {
        endpoint: ENDPOINT,
        subDomain: 'harbor-and-rye.example',
        deviceId: 2,
        subscribedAt: expect.any(String),
      },
    ]);
    // The same browser again, on another layout: still one row.
    await server.request(query({ subEp: ENDPOINT, subDomain: 'harbor-and-rye.example', deviceID: '0' }), {
      method: 'POST',
    });
    expect(database.pushSubscriptions.list('harbor-and-rye').map((row) => row.deviceId)).toEqual([0]);

    const removed = await server.request(query({ subEp: ENDPOINT }), { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(database.pushSubscriptions.list('harbor-and-rye')).toEqual([]);
    expect((await server.request(query({ subEp: ENDPOINT }), { method: 'DELETE' })).status).toBe(204);
  });

  it('refuses a query that is not a subscription, and stores nothing', async () => {
    const { app: server, database } = app();
    for (const fields of <Record<string, string>[]>[
      { subEp: 'http://insecure.example/x', subDomain: 'd', deviceID: '0' },
      { subEp: ENDPOINT, subDomain: 'd', deviceID: '3' },
      { subEp: ENDPOINT, deviceID: '1' },
      { subEp: `https://push.example/${'x'.repeat(2100)}`, subDomain: 'd', deviceID: '0' },
    ]) {
      const response = await server.request(query(fields), { method: 'POST' });
      expect(response.status).toBe(400);
    }
    expect((await server.request(query({ subEp: 'nope' }), { method: 'DELETE' })).status).toBe(400);
    expect(database.pushSubscriptions.list('harbor-and-rye')).toEqual([]);
    const otherSite = await server.request(
      `/_dm/s/rt/api/public/rt/site/other/notifications/subscriptions?${new URLSearchParams({ subEp: ENDPOINT, subDomain: 'd', deviceID: '0' })}`,
      { method: 'POST' },
    );
    expect(otherSite.status).toBe(404);
  });

  it('is rate limited per client', async () => {
    const { app: server } = app(
      new RateLimiter({ ...DEFAULT_RATE_LIMITS, push: { capacity: 1, perSeconds: 60 } }),
    );
    const post = () =>
      server.request(query({ subEp: ENDPOINT, subDomain: 'd', deviceID: '0' }), { method: 'POST' });
    expect((await post()).status).toBe(201);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('serves the service worker from the root', async () => {
    const response = await app().app.request('/push-service-worker.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toContain("self.addEventListener('push'");
  });
});
