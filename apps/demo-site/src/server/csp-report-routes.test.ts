import type { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteDatabase } from '../db/open-site-database';
import { openSiteDatabase } from '../db/open-site-database';
import { pagePath } from '../site/site';
import { CSP_REPORTS_PATH } from './content-security-policy';
import { createApp } from './create-app';
import {
  CSP_REPORTS_BODY_LIMIT_BYTES,
  cspViolationsOf,
  MAX_VIOLATIONS_PER_REQUEST,
} from './csp-report-routes';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './rate-limits';

const databases: SiteDatabase[] = [];
afterEach(() => {
  for (const database of databases.splice(0)) database.close();
});

function testApp(rateLimiter = new RateLimiter()): { app: Hono; database: SiteDatabase } {
  const database = openSiteDatabase(':memory:');
  databases.push(database);
  const app = createApp({
    publications: database.publications,
    pagePasswords: database.pagePasswords,
    services: database,
    rateLimiter,
  });
  return { app, database };
}

const postReport = (app: Hono, body: unknown, contentType: string) =>
  app.request(CSP_REPORTS_PATH, {
    method: 'POST',
    headers: { 'content-type': contentType, 'user-agent': 'csp-report-test' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** What Chromium sends by the Reporting API for a script from a host the policy does not name. */
const REPORTING_API_BATCH = [
  {
    age: 12,
    type: 'csp-violation',
    url: 'http://127.0.0.1/harbor-and-rye/shop',
    user_agent: 'Chromium',
    body: {
      blockedURL: 'https://d2j6dbq0eux0bg.cloudfront.net/images/1.jpg',
      disposition: 'enforce',
      documentURL: 'http://127.0.0.1/harbor-and-rye/shop',
      effectiveDirective: 'img-src',
      statusCode: 200,
    },
  },
  { age: 3, type: 'deprecation', url: 'http://127.0.0.1/', body: { id: 'x', message: 'not ours' } },
];

/** What a browser without the Reporting API sends to `report-uri`. */
const REPORT_URI_BODY = {
  'csp-report': {
    'document-uri': 'http://127.0.0.1/harbor-and-rye/shop',
    'blocked-uri': 'https://cdn.example-store.com/storefront.js',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    disposition: 'enforce',
  },
};

describe('CSP violation reports', () => {
  it('every page names the report endpoint', async () => {
    const { app } = testApp();
    const response = await app.request(pagePath('home'));
    expect(response.headers.get('content-security-policy')).toMatch(/; report-uri \/_dm\/csp-reports$/);
  });

  it('keeps a Reporting API violation in the owner log, and skips reports of other types', async () => {
    const { app, database } = testApp();
    const response = await postReport(app, REPORTING_API_BATCH, 'application/reports+json');
    expect(response.status).toBe(204);
    expect(database.clientLogs.recent().map(({ priority, log }) => ({ priority, log }))).toEqual([
      {
        priority: 'WARN',
        log: 'Content-Security-Policy blocked https://d2j6dbq0eux0bg.cloudfront.net/images/1.jpg (img-src) on http://127.0.0.1/harbor-and-rye/shop',
      },
    ]);
  });

  it('keeps a report-uri violation too, and says "would block" for a report-only policy', async () => {
    const { app, database } = testApp();
    expect((await postReport(app, REPORT_URI_BODY, 'application/csp-report')).status).toBe(204);
    const reportOnly = { 'csp-report': { ...REPORT_URI_BODY['csp-report'], disposition: 'report' } };
    expect((await postReport(app, reportOnly, 'application/csp-report')).status).toBe(204);
    expect(database.clientLogs.recent().map(({ log }) => log)).toEqual([
      'Content-Security-Policy blocked https://cdn.example-store.com/storefront.js (script-src-elem) on http://127.0.0.1/harbor-and-rye/shop',
      'Content-Security-Policy would block https://cdn.example-store.com/storefront.js (script-src-elem) on http://127.0.0.1/harbor-and-rye/shop',
    ]);
  });

  it('answers 400 to anything else, and stores nothing', async () => {
    const { app, database } = testApp();
    for (const body of ['not json', '{"logs": []}', '[1, 2]', 'null', '{"csp-report": "text"}']) {
      const response = await postReport(app, body, 'application/json');
      expect(response.status).toBe(400);
    }
    expect(database.clientLogs.recent()).toEqual([]);
  });

  it('cuts long URLs, fills missing fields with "unknown", and stores at most 20 violations a request', async () => {
    const { app, database } = testApp();
    const long = `https://example.com/${'a'.repeat(1_000)}`;
    const batch = Array.from({ length: 30 }, () => ({ type: 'csp-violation', body: { blockedURL: long } }));
    expect((await postReport(app, batch, 'application/reports+json')).status).toBe(204);
    const logs = database.clientLogs.recent();
    expect(logs).toHaveLength(MAX_VIOLATIONS_PER_REQUEST);
    expect(logs[0]?.log).toBe(`Content-Security-Policy blocked ${long.slice(0, 300)} (unknown) on unknown`);
  });

  it('answers 413 to a body over its limit and 429 past the rate limit', async () => {
    const limits = { ...DEFAULT_RATE_LIMITS, reports: { capacity: 2, perSeconds: 60 } };
    const { app } = testApp(new RateLimiter(limits));
    const huge = JSON.stringify([
      { type: 'csp-violation', body: { blockedURL: 'x'.repeat(CSP_REPORTS_BODY_LIMIT_BYTES) } },
    ]);
    expect((await postReport(app, huge, 'application/reports+json')).status).toBe(413);
    // The refused body took its place in the bucket too: a client sending those is not a page being blocked.
    expect((await postReport(app, REPORT_URI_BODY, 'application/csp-report')).status).toBe(204);
    const refused = await postReport(app, REPORT_URI_BODY, 'application/csp-report');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });

  it('answers other methods with 405', async () => {
    const { app } = testApp();
    const response = await app.request(CSP_REPORTS_PATH);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('reads each format without a server', () => {
    expect(cspViolationsOf([])).toEqual([]);
    expect(cspViolationsOf({ 'csp-report': {} })).toEqual([
      { blocked: 'unknown', directive: 'unknown', document: 'unknown', disposition: 'unknown' },
    ]);
    expect(cspViolationsOf('text')).toBeUndefined();
  });
});
