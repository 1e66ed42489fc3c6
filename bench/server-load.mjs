// The demo server under load, on loopback only, bounded (about 3,000 requests) and stopping by itself:
// page-JSON throughput and latency at concurrency 50, contact form submissions stored exactly once under
// concurrency 50 (each sent twice with one Idempotency-Key, as a visitor retrying a lost answer would), and the
// server's memory around a round of oversized bodies (10 chunked 480 MB posts to the password endpoint and 10
// to the contact form, each client writing as fast as the socket takes it until the server closes). Then the
// server under faults (server-faults.mjs): `--faults-only` runs those alone.
import { Agent, request } from 'node:http';
import { startDemoServer } from './browser.mjs';
import { mb, median, percentile } from './format.mjs';
import { rssOf } from './proc.mjs';
import { runFaults } from './server-faults.mjs';

const CONCURRENCY = 50;
const PAGE_REQUESTS = 2_000;
const SUBMISSIONS = 500;
const OVERSIZED_POSTS = 10;
const OVERSIZED_BYTES = 480 * 1024 * 1024;
const OWNER_PASSWORD = 'bench-owner-password';

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One request; answers its status, body text and headers. */
function send(origin, path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${origin}${path}`, { method, headers, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode, text, headers: response.headers }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Runs `task(i)` for i < count, `CONCURRENCY` at a time. */
async function pool(count, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** A chunked post that never ends, until the server closes the connection (or `limit` bytes went). */
function flood(origin, path, headers, preamble = '') {
  return new Promise((resolve) => {
    const url = new URL(path, origin);
    const outgoing = request(url, {
      method: 'POST',
      headers: { ...headers, 'transfer-encoding': 'chunked' },
      agent: false,
    });
    let sent = 0;
    let status;
    let closed = false;
    outgoing.on('response', (response) => {
      status = response.statusCode;
      response.resume();
    });
    outgoing.on('error', () => {});
    outgoing.on('close', () => {
      closed = true;
      resolve({ status, sent });
    });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    if (preamble) outgoing.write(preamble);
    const pump = () => {
      while (!closed && sent < OVERSIZED_BYTES) {
        sent += chunk.length;
        if (!outgoing.write(chunk)) {
          outgoing.once('drain', pump);
          return;
        }
      }
      if (!closed) outgoing.end();
    };
    pump();
  });
}

const faultsOnly = process.argv.includes('--faults-only');
const server = faultsOnly
  ? undefined
  : await startDemoServer([
      '--admin',
      '--owner-password',
      OWNER_PASSWORD,
      // Figures of throughput, not of the limits: one client here stands for many visitors.
      ...['forms', 'logs', 'auth', 'login'].flatMap((name) => ['--rate-limit', `${name}=1000000/60`]),
    ]);
if (server)
  try {
    const { origin, pid } = server;
    console.log(`demo server under load (loopback, concurrency ${CONCURRENCY})`);

    // Page JSON.
    await send(origin, '/site/harbor-and-rye/menu?dm_ajaxCall=true');
    const latencies = [];
    const pages = ['home', 'about', 'menu', 'locations', 'blog', 'contact'];
    const started = performance.now();
    await pool(PAGE_REQUESTS, async (index) => {
      const begin = performance.now();
      const { status } = await send(
        origin,
        `/site/harbor-and-rye/${pages[index % pages.length]}?dm_ajaxCall=true`,
      );
      if (status !== 200) throw new Error(`page JSON answered ${status}`);
      latencies.push(performance.now() - begin);
    });
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `  page JSON: ${PAGE_REQUESTS} requests, ${(PAGE_REQUESTS / seconds).toFixed(0)}/s, p50 ${median(latencies).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );

    // Form submissions, each sent twice under one key.
    const statuses = new Map();
    await pool(SUBMISSIONS * 2, async (index) => {
      const submission = index % SUBMISSIONS;
      const body = new URLSearchParams({
        form_id: 'newsletter',
        'dmform-0': `reader-${submission}@example.com`,
      }).toString();
      const { status } = await send(origin, '/_dm/s/rt/api/public/rt/site/harbor-and-rye/contactForm', {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': `bench-submission-${String(submission).padStart(6, '0')}`,
        },
        body,
      });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    const login = await send(origin, '/_demo/login', {
      method: 'POST',
      headers: { origin, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: OWNER_PASSWORD }).toString(),
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const inbox = await send(origin, '/_demo/inbox', { headers: { cookie } });
    const stored = Number(/([\d,]+) messages?, newest first/.exec(inbox.text)?.[1]?.replaceAll(',', '') ?? 0);
    console.log(
      `  form submissions: ${SUBMISSIONS} messages sent twice each (${SUBMISSIONS * 2} posts, answers ${[...statuses].map(([status, count]) => `${count}× ${status}`).join(', ')}): ${stored} stored${stored === SUBMISSIONS ? ', exactly once' : ` — expected ${SUBMISSIONS}`}`,
    );

    // Oversized bodies.
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 20);
    const boundary = 'bench-flood';
    const floods = await Promise.all([
      ...Array.from({ length: OVERSIZED_POSTS }, () =>
        flood(origin, '/_dm/s/rt/api/public/rt/site/harbor-and-rye/page/auth', {
          'content-type': 'application/x-www-form-urlencoded',
        }),
      ),
      ...Array.from({ length: OVERSIZED_POSTS }, () =>
        flood(
          origin,
          '/_dm/s/rt/api/public/rt/site/harbor-and-rye/contactForm',
          { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
          `--${boundary}\r\nContent-Disposition: form-data; name="dmform-7"; filename="huge.bin"\r\n\r\n`,
        ),
      ),
    ]);
    clearInterval(sampler);
    const probe = await send(origin, '/site/harbor-and-rye/menu?dm_ajaxCall=true');
    const after = rssOf(pid);
    const sent = floods.reduce((sum, entry) => sum + entry.sent, 0);
    const answered = floods.filter((entry) => entry.status === 413).length;
    console.log(
      `  oversized bodies: ${floods.length} posts of up to ${mb(OVERSIZED_BYTES)} each, ${answered} answered 413; the clients got ${mb(sent)} onto the wire in all`,
    );
    console.log(
      `  server memory (RSS): ${mb(before)} before, ${mb(peak)} at most during, ${mb(after)} after; page JSON still answers ${probe.status}`,
    );
  } finally {
    agent.destroy();
    await server.close();
  }

await runFaults();
