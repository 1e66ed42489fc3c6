import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteDatabase } from '../db/open-site-database';
import { openSiteDatabase } from '../db/open-site-database';
import { WPL_BODY_LIMIT_BYTES } from './blog-routes';
import {
  BodyTooLargeError,
  bodyLimitOf,
  boundedStream,
  DEFAULT_BODY_LIMIT_BYTES,
  isBodyTooLarge,
  limitRequestBodies,
} from './body-limits';
import { BODY_LIMITS } from './create-app';
import { FORM_BODY_LIMIT_BYTES } from './form-routes';
import type { Listening } from './listening.test-support';
import { flood, listen } from './listening.test-support';
import { ownerApp, TEST_ORIGIN } from './owner-session.test-support';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './rate-limits';
import { FLAGS_BODY_LIMIT_BYTES, LOGS_BODY_LIMIT_BYTES } from './service-routes';

/** What a server may read past a limit before it stops: a socket read and a stream chunk or two. */
const SLACK_BYTES = 1024 * 1024;
/** What the flood tries to send: far more than any limit. */
const FLOOD_BYTES = 64 * 1024 * 1024;

describe('boundedStream', () => {
  const streamOf = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });

  it('passes a body within the limit through whole', async () => {
    let ended = false;
    const text = await new Response(
      boundedStream(streamOf('abc', 'def'), 6, () => {
        ended = true;
      }),
    ).text();
    expect(text).toBe('abcdef');
    expect(ended).toBe(true);
  });

  it('fails with BodyTooLargeError at the first chunk over the limit, reading no further', async () => {
    let pulled = 0;
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(4));
      },
    });
    const failure = await new Response(boundedStream(source, 10)).text().catch((error: unknown) => error);
    expect(isBodyTooLarge(failure)).toBe(true);
    // Three chunks of 4 bytes: the third passes 10. A source is pulled ahead by its own queue, by one at most.
    expect(pulled).toBeLessThanOrEqual(4);
  });

  it('finds the limit of a route, and the default for any other', () => {
    expect(bodyLimitOf(BODY_LIMITS, 'POST', '/_dm/s/rt/actions/logs')).toBe(LOGS_BODY_LIMIT_BYTES);
    expect(bodyLimitOf(BODY_LIMITS, 'POST', '/_dm/s/rt/api/public/rt/site/x/contactForm')).toBe(
      FORM_BODY_LIMIT_BYTES,
    );
    expect(bodyLimitOf(BODY_LIMITS, 'POST', '/_dm/s/rt/actions/logs/more')).toBe(DEFAULT_BODY_LIMIT_BYTES);
    expect(bodyLimitOf(BODY_LIMITS, 'PUT', '/anything')).toBe(DEFAULT_BODY_LIMIT_BYTES);
    expect(isBodyTooLarge(new TypeError('read failed', { cause: new BodyTooLargeError(1) }))).toBe(true);
  });
});

describe('limitRequestBodies', () => {
  it('answers a declared length over the limit at once, before the route runs', async () => {
    const app = new Hono();
    let ran = false;
    app.use(limitRequestBodies([{ method: 'POST', path: /^\/small$/, maxBytes: 10 }]));
    app.post('/small', (c) => {
      ran = true;
      return c.text('ok');
    });
    const response = await app.request('/small', {
      method: 'POST',
      body: 'x'.repeat(11),
      headers: { 'content-length': '11' },
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(ran).toBe(false);
  });
});

/**
 * Every public POST route, on a real socket, against an attacker's endless chunked body: each answers 413 (or,
 * for a route that needs no body, answers and closes) while the server reads at most its limit and a little
 * slack: nothing past the limit is read, let alone kept.
 */
describe('every public POST route against an endless body', () => {
  let database: SiteDatabase;
  let server: Listening;

  beforeAll(async () => {
    database = openSiteDatabase(':memory:');
    const app = await ownerApp(database, {
      rateLimiter: new RateLimiter({
        ...DEFAULT_RATE_LIMITS,
        forms: { capacity: 100, perSeconds: 1 },
        login: { capacity: 100, perSeconds: 1 },
      }),
    });
    server = await listen(app);
  });
  afterAll(async () => {
    await server.close();
    database.close();
  });

  const multipartFile = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="form_id"\r\n\r\ncontact\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="dmform-7"; filename="huge.txt"\r\n` +
    'Content-Type: text/plain\r\n\r\n';

  const routes: Array<{
    name: string;
    path: string;
    limit: number;
    headers: Record<string, string>;
    preamble?: string;
    /** 413, unless the route answers without reading a body at all. */
    status?: number;
  }> = [
    {
      name: 'contact form (a file that never ends)',
      path: '/_dm/s/rt/api/public/rt/site/harbor-and-rye/contactForm?hiddenCaptcha=false',
      limit: FORM_BODY_LIMIT_BYTES,
      headers: { 'content-type': 'multipart/form-data; boundary=flood', accept: 'application/json' },
      preamble: multipartFile('flood'),
    },
    {
      name: 'legacy form endpoint (one endless field)',
      path: '/_dm/s/rt/widgets/dmform.submit.jsp',
      limit: FORM_BODY_LIMIT_BYTES,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      preamble: 'form_id=contact&dmform-6=',
    },
    {
      name: 'client logs',
      path: '/_dm/s/rt/actions/logs',
      limit: LOGS_BODY_LIMIT_BYTES,
      headers: { 'content-type': 'application/json' },
    },
    {
      name: 'flag notifications',
      path: '/api/uis/flags/notify',
      limit: FLAGS_BODY_LIMIT_BYTES,
      headers: { 'content-type': 'application/json' },
    },
    {
      name: 'blog load-more and search',
      path: '/_dm/s/rt/api/public/wpl/site/harbor-and-rye',
      limit: WPL_BODY_LIMIT_BYTES,
      headers: { 'content-type': 'application/json' },
    },
    {
      name: 'page password',
      path: '/_dm/s/rt/api/public/rt/site/harbor-and-rye/page/auth',
      limit: 4096,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    {
      name: 'page lock-again',
      path: '/_dm/s/rt/api/public/rt/site/harbor-and-rye/page/logout',
      limit: 4096,
      headers: { 'content-type': 'application/json' },
    },
    {
      name: 'owner sign-in',
      path: '/_demo/login',
      limit: 4096,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: TEST_ORIGIN,
        host: 'localhost',
      },
    },
    {
      name: 'demo captcha token (reads no body)',
      path: '/_demo/captcha/token',
      limit: DEFAULT_BODY_LIMIT_BYTES,
      headers: {},
      status: 200,
    },
    {
      name: 'a path no route has',
      path: '/nothing-here',
      limit: DEFAULT_BODY_LIMIT_BYTES,
      headers: { 'content-type': 'application/octet-stream' },
      status: 404,
    },
  ];

  it.each(routes)('$name', async ({ path, limit, headers, preamble, status = 413 }) => {
    const readBefore = server.bytesRead();
    const result = await flood(server.port, path, {
      headers: { host: `127.0.0.1:${server.port}`, ...headers },
      preamble,
      maxBytes: FLOOD_BYTES,
    });
    const read = server.bytesRead() - readBefore;
    expect(read).toBeLessThan(limit + SLACK_BYTES);
    expect(result.sent).toBeLessThan(FLOOD_BYTES);
    expect(result.status).toBe(status);
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    const readBefore = server.bytesRead();
    const result = await flood(server.port, '/_dm/s/rt/api/public/rt/site/harbor-and-rye/page/auth', {
      headers: { 'content-type': 'application/json', host: `127.0.0.1:${server.port}` },
      declaredLength: 480 * 1024 * 1024,
      maxBytes: FLOOD_BYTES,
    });
    expect(result.status).toBe(413);
    expect(server.bytesRead() - readBefore).toBeLessThan(SLACK_BYTES);
  });
});
