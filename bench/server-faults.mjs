// The demo server under faults, on loopback only, each part bounded and stopping by itself (about two minutes in
// all, one of them a real minute of logging): page JSON while another process holds the write lock and 40
// writes wait; 3,000 slow bodies from one address; a minute of logging as fast as one address is allowed; a full
// disk and a descriptor limit. Run by server-load.mjs (`--faults-only` for these alone).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startDemoServer } from './browser.mjs';
import { mb, percentile } from './format.mjs';
import { rssOf, socketsOf } from './proc.mjs';

const require = createRequire(import.meta.url);
const demoSiteDir = dirname(require.resolve('@vitrine/demo-site/package.json'));
const Database = createRequire(join(demoSiteDir, 'package.json'))('better-sqlite3');

/** One request on a fresh connection; answers status and body. */
function send(origin, path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const outgoing = request(`${origin}${path}`, { method, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode, text, headers: response.headers }));
      response.on('error', () => resolve({ status: response.statusCode, text, headers: response.headers }));
    });
    outgoing.on('error', (error) => resolve({ status: 0, text: String(error.code ?? error.message) }));
    outgoing.end(body);
  });
}

const timed = async (task) => {
  const begin = performance.now();
  const result = await task();
  return { ...result, ms: performance.now() - begin };
};

/** A second process holding the database's write lock until `release()`. */
async function holdWriteLock(dbPath) {
  const holder = spawn(
    process.execPath,
    [
      '-e',
      `const db = new (require('better-sqlite3'))(process.argv[1]); db.exec('BEGIN IMMEDIATE');
       process.stdout.write('locked\\n'); process.stdin.once('data', () => { db.exec('COMMIT'); db.close(); process.exit(0); });`,
      dbPath,
    ],
    { cwd: demoSiteDir, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) =>
    holder.stdout.on('data', (chunk) => String(chunk).includes('locked') && resolve()),
  );
  return {
    async release() {
      holder.stdin.write('go\n');
      await new Promise((resolve) => holder.once('exit', resolve));
    },
  };
}

export async function lockedWrites({ writers = 40, lock: locked = true, label = '' } = {}) {
  const server = await startDemoServer(['--rate-limit', 'logs=1000000/60']);
  try {
    const { origin } = server;
    await send(origin, '/site/harbor-and-rye/menu?dm_ajaxCall=true');
    const lock = locked ? await holdWriteLock(server.dbPath) : { release: async () => {} };
    // Forty log batches waiting at all times: one that gives up (503 after 5 s) is sent again.
    let holding = true;
    const post = () =>
      send(origin, '/_dm/s/rt/actions/logs', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ logs: [{ priority: 'INFO', log: 'written while locked' }] }),
      });
    const writing = Array.from({ length: writers }, async () => {
      while (holding) await post();
    });
    const pages = ['home', 'about', 'menu', 'locations', 'blog', 'contact'];
    // Warm, and the forty queued, before anything is timed.
    for (const alias of pages) await send(origin, `/site/harbor-and-rye/${alias}?dm_ajaxCall=true`);
    await sleep(300);
    const oneAtATime = [];
    for (let index = 0; index < 30; index += 1) {
      const { status, ms } = await timed(() =>
        send(origin, `/site/harbor-and-rye/${pages[index % pages.length]}?dm_ajaxCall=true`),
      );
      if (status !== 200) throw new Error(`page JSON answered ${status} under the lock`);
      oneAtATime.push(ms);
    }
    const concurrent = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < 500) {
          const index = next++;
          const { ms } = await timed(() =>
            send(origin, `/site/harbor-and-rye/${pages[index % pages.length]}?dm_ajaxCall=true`),
          );
          concurrent.push(ms);
        }
      }),
    );
    holding = false;
    await lock.release();
    await Promise.all(writing);
    oneAtATime.sort((a, b) => a - b);
    concurrent.sort((a, b) => a - b);
    console.log(
      `  ${label}write lock held by another process, 40 log batches waiting: page JSON one at a time, 30 requests, slowest ${oneAtATime.at(-1).toFixed(1)} ms (p50 ${percentile(oneAtATime, 50).toFixed(1)} ms), ${oneAtATime.every((ms) => ms < 100) ? 'each under 100 ms' : 'NOT all under 100 ms'}; at concurrency 50, 500 requests, p99 ${percentile(concurrent, 99).toFixed(1)} ms`,
    );
  } finally {
    await server.close();
  }
}

/** Opens `count` connections that post to the blog, declaring 8,000 bytes and sending one every 5 s. */
function slowBodies(port, count) {
  const sockets = [];
  const drips = [];
  let closed = 0;
  for (let index = 0; index < count; index += 1) {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    // Whatever the server answers (a 429, a 408) is read, so its close is seen.
    socket.resume();
    socket.once('close', () => {
      closed += 1;
    });
    socket.once('connect', () => {
      socket.write(
        'POST /_dm/s/rt/api/public/wpl/site/harbor-and-rye HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Content-Type: application/json\r\nContent-Length: 8000\r\n\r\n{',
      );
      drips.push(setInterval(() => socket.writable && socket.write(' '), 5000));
    });
    sockets.push(socket);
  }
  return {
    open: () => count - closed,
    stop() {
      for (const drip of drips) clearInterval(drip);
      for (const socket of sockets) socket.destroy();
    },
  };
}

async function slowClients() {
  // The server's own limits: this is a figure of them.
  const server = await startDemoServer([], { limits: false });
  try {
    const port = Number(new URL(server.origin).port);
    const before = rssOf(server.pid);
    const clients = slowBodies(port, 3000);
    await sleep(3000);
    const during = { rss: rssOf(server.pid), sockets: socketsOf(server.pid), clients: clients.open() };
    const page = await timed(() => send(server.origin, '/site/harbor-and-rye/menu?dm_ajaxCall=true'));
    // Past the 10 s grace the drip (a byte every 5 s) is far under 1 KB/s: cut within a check or two.
    await sleep(12_000);
    const after = { rss: rssOf(server.pid), sockets: socketsOf(server.pid), clients: clients.open() };
    clients.stop();
    console.log(
      `  3,000 slow bodies from one address (blog, 1 byte every 5 s of 8,000): after 3 s the server holds ${during.sockets - 1} connections (RSS ${mb(before)} → ${mb(during.rss)}), page JSON from another connection answered ${page.status} in ${page.ms.toFixed(1)} ms; after 15 s ${after.sockets - 1} connections, RSS ${mb(after.rss)}, clients still open ${after.clients} of 3,000`,
    );
  } finally {
    await server.close();
  }
}

async function aMinuteOfLogging() {
  const server = await startDemoServer([], { limits: false });
  try {
    // The probe's batch: 200 entries of 860 "中", with a 15,800-byte User-Agent.
    const body = JSON.stringify({
      logs: Array.from({ length: 200 }, () => ({ priority: 'ERROR', log: '中'.repeat(860) })),
    });
    const headers = { 'content-type': 'application/json', 'user-agent': `Mozilla/5.0 ${'x'.repeat(15_788)}` };
    const statuses = new Map();
    const end = performance.now() + 60_000;
    let sent = 0;
    while (performance.now() < end) {
      const { status, headers: answer } = await send(server.origin, '/_dm/s/rt/actions/logs', {
        method: 'POST',
        headers,
        body,
      });
      sent += Buffer.byteLength(body) + headers['user-agent'].length;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      // As fast as allowed: straight away after a 204, after Retry-After (within the minute) after a 429.
      if (status === 429)
        await sleep(
          Math.max(0, Math.min(Number(answer['retry-after'] ?? 1) * 1000, end - performance.now())),
        );
    }
    const db = new Database(server.dbPath, { readonly: true, fileMustExist: true });
    const stored = db.prepare('SELECT COALESCE(SUM(bytes), 0) AS bytes FROM client_logs').get().bytes;
    const rows = db.prepare('SELECT COUNT(*) AS n FROM client_logs').get().n;
    db.close();
    console.log(
      `  a minute of logging as fast as one address is allowed (the probe's batches): ${mb(sent)} sent, answers ${[...statuses].map(([status, count]) => `${count}× ${status}`).join(', ')}; ${mb(stored)} stored in ${rows} rows (was 127.5 MB in one second)`,
    );
  } finally {
    await server.close();
  }
}

/** A contact form post with a file of `bytes`, as multipart. */
function withAttachment(bytes) {
  const boundary = 'bench-faults';
  const part = (name, value) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    part('form_id', 'contact') +
    part('dmform-0', 'Ada') +
    part('dmform-1', 'ada@example.com') +
    part('dmform-3', 'Wholesale') +
    part('dmform-5', 'Email') +
    part('dmform-6', 'The photo of the cake.') +
    `--${boundary}\r\nContent-Disposition: form-data; name="dmform-7"; filename="cake.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
    body: Buffer.concat([
      Buffer.from(head),
      Buffer.alloc(bytes, 0x61),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const FORM = '/_dm/s/rt/api/public/rt/site/harbor-and-rye/contactForm';

async function fullDisk() {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=40m', 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    console.log('  full disk: not run (this machine does not allow mounting a tmpfs; needs root)');
    return;
  }
  let server;
  try {
    server = await startDemoServer([], { limits: false, dbPath: join(dir, 'site.db'), stderr: 'ignore' });
    const { bavail, bsize } = statfsSync(dir);
    writeFileSync(join(dir, 'filler'), Buffer.alloc(Math.max(0, bavail * bsize - 300 * 1024)));
    const upload = await send(server.origin, FORM, { method: 'POST', ...withAttachment(1024 * 1024) });
    const logs = await send(server.origin, '/_dm/s/rt/actions/logs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        logs: Array.from({ length: 200 }, () => ({ priority: 'ERROR', log: 'x'.repeat(2000) })),
      }),
    });
    const page = await send(server.origin, '/site/harbor-and-rye/menu?dm_ajaxCall=true');
    await sleep(500);
    const alive = server.child.exitCode === null && server.child.signalCode === null;
    console.log(
      `  full disk (40 MB tmpfs, 300 KB free): 1 MB attachment ${upload.status}, log batch ${logs.status}, page JSON ${page.status}; the process ${alive ? 'survived' : `EXITED (${server.child.exitCode})`}`,
    );
  } finally {
    await server?.close();
    execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  }
}

async function descriptorLimit() {
  let server;
  try {
    // No cap per address (one address stands for the probe's 400 clients), and room for a dozen messages.
    const args = ['--client-connections', '10000', '--client-bodies', '10000'];
    server = await startDemoServer([...args, '--rate-limit', 'forms=1000/60'], {
      limits: false,
      wrap: ['prlimit', '--nofile=300'],
      stderr: 'ignore',
    });
  } catch (error) {
    console.log(`  descriptor limit: not run (${error.message})`);
    return;
  }
  try {
    const port = Number(new URL(server.origin).port);
    const clients = slowBodies(port, 400);
    await sleep(2000);
    const descriptors = readdirSync(`/proc/${server.pid}/fd`).length;
    // While the slow connections hold the descriptors: an upload now and then, as a visitor would.
    const answers = new Map();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const { status, text } = await send(server.origin, FORM, {
        method: 'POST',
        ...withAttachment(2 * 1024 * 1024),
      });
      const key = status || `no answer (${text})`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
      await sleep(250);
    }
    clients.stop();
    await sleep(1000);
    const page = await send(server.origin, '/site/harbor-and-rye/menu?dm_ajaxCall=true');
    const alive = server.child.exitCode === null && server.child.signalCode === null;
    console.log(
      `  descriptor limit (prlimit --nofile=300, 400 slow connections, ${descriptors} descriptors open): 12 uploads of 2 MB answered ${[...answers].map(([status, count]) => `${count}× ${status}`).join(', ')}; afterwards page JSON ${page.status}; the process ${alive ? 'survived' : `EXITED (${server.child.exitCode})`}`,
    );
  } finally {
    await server.close();
  }
}

export async function runFaults() {
  console.log('demo server under faults (loopback)');
  await lockedWrites();
  await slowClients();
  await fullDisk();
  await descriptorLimit();
  await aMinuteOfLogging();
}
