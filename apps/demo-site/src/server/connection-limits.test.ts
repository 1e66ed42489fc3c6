import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/site-database.test-support';
import { pagePath } from '../site/site';
import type { ConnectionLimits } from './connection-limits';
import { DEFAULT_CONNECTION_LIMITS, OpenBodies, SlowBodyWatch } from './connection-limits';
import { listenToSite } from './listening.test-support';
import { ThrottledLog } from './server-log';

describe('SlowBodyWatch', () => {
  const limits = { bodyGraceMs: 10_000, bodyMinBytesPerSecond: 1024 };

  function watchOnClock() {
    const clock = { now: 0 };
    const watch = new SlowBodyWatch(limits, { now: () => clock.now, autoCheck: false });
    const cut: string[] = [];
    const body = (name: string) => {
      const watched = watch.watch();
      watched.onCut = () => cut.push(name);
      return watched;
    };
    return { clock, watch, cut, body };
  }

  it('lets a body take its first 10 s of waiting, then wants 1 KB for every second after', () => {
    const { clock, watch, cut, body } = watchOnClock();
    const dripping = body('dripping');
    const phone = body('phone');
    dripping.waiting();
    phone.waiting();
    clock.now = 10_000;
    watch.check();
    expect(cut).toEqual([]);
    // A photo from a slow phone: 2 KB a second keeps it going for as long as it takes.
    for (let second = 1; second <= 600; second += 1) {
      phone.received(2048);
      phone.waiting();
      clock.now = 10_000 + second * 1000;
      if (second === 1) watch.check();
    }
    expect(cut).toEqual(['dripping']);
    watch.check();
    expect(cut).toEqual(['dripping']);
    phone.done();
    expect(watch.size).toBe(0);
  });

  it('counts only time spent waiting for the client: a body the server is slow to read is not cut', () => {
    const { clock, watch, cut, body } = watchOnClock();
    const behindBusyDisk = body('behind a busy disk');
    behindBusyDisk.waiting();
    clock.now = 5_000;
    behindBusyDisk.received(100);
    // The server does not read for a minute (the disk is slow): no pending read, no clock running.
    clock.now = 65_000;
    watch.check();
    expect(cut).toEqual([]);
    behindBusyDisk.waiting();
    clock.now = 71_000;
    watch.check();
    // 11 s of waiting in all: 1 KB owed, 100 bytes brought.
    expect(cut).toEqual(['behind a busy disk']);
  });
});

describe('OpenBodies', () => {
  it('counts bodies per client up to the cap; a released one frees a place, once', () => {
    const open = new OpenBodies(2);
    const first = open.open('a');
    expect(open.open('a')).toBeDefined();
    expect(open.open('a')).toBeUndefined();
    expect(open.open('b')).toBeDefined();
    first?.();
    first?.();
    expect(open.open('a')).toBeDefined();
    expect(open.open('a')).toBeUndefined();
  });
});

/** A raw connection: what was written, and everything the server answered until it closed. */
function rawConnection(port: number): { socket: Socket; answer: Promise<string>; connected: Promise<void> } {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
  });
  socket.on('error', () => {});
  const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(text)));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, answer, connected };
}

describe('slow and greedy clients on a real socket', () => {
  const openDatabase = testDatabases();
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function serve(limits: Partial<ConnectionLimits>) {
    const all = { ...DEFAULT_CONNECTION_LIMITS, ...limits };
    const server = await listenToSite(
      openDatabase(),
      { connectionLimits: all, errorLog: new ThrottledLog({ write: () => {} }) },
      all,
    );
    cleanups.push(() => server.close());
    return server;
  }

  const WPL = '/_dm/s/rt/api/public/wpl/site/harbor-and-rye';
  const slowPost = (path: string, declared: number) =>
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n{`;

  it('a body dripping in after its grace is cut: 408, and the connection closed', async () => {
    const server = await serve({ bodyGraceMs: 200, bodyMinBytesPerSecond: 1024 });
    const { socket, answer } = rawConnection(server.port);
    socket.write(slowPost(WPL, 8000));
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text.toLowerCase()).toContain('connection: close');
  });

  it('a client sending its cap of bodies at once gets 429 for another; page JSON still answers it', async () => {
    const server = await serve({ bodiesPerClient: 1 });
    const first = rawConnection(server.port);
    first.socket.write(slowPost(WPL, 8000));
    // The first body is open once the server reads it: its answer is pending, the second is refused.
    let second = '';
    for (let attempt = 0; attempt < 100 && !second.startsWith('HTTP/1.1 429'); attempt += 1) {
      const next = rawConnection(server.port);
      next.socket.write(slowPost(WPL, 10));
      next.socket.end('}');
      second = await next.answer;
    }
    expect(second).toMatch(/^HTTP\/1\.1 429 /);
    expect(second.toLowerCase()).toContain('retry-after: 1');
    expect((await fetch(`${server.origin}${pagePath('menu')}?dm_ajaxCall=true`)).status).toBe(200);
    first.socket.destroy();
  });

  it('past its cap of connections, a client gets a bare 429 and the connection is closed', async () => {
    const server = await serve({ connectionsPerClient: 3 });
    const held = [rawConnection(server.port), rawConnection(server.port), rawConnection(server.port)];
    await Promise.all(held.map((connection) => connection.connected));
    // The server counts a connection once it accepted it: ask until the fourth is the one refused.
    const fourth = rawConnection(server.port);
    fourth.socket.write(`GET ${pagePath('menu')}?dm_ajaxCall=true HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    const text = await fourth.answer;
    expect(text).toMatch(/^HTTP\/1\.1 429 Too Many Requests/);
    expect(text).toContain('Too many connections from your address at once.');
    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((connection) => connection.answer));
    // Once they are gone the client is served again (the server sees the closes in its own time).
    let status = 0;
    for (let attempt = 0; attempt < 100 && status !== 200; attempt += 1)
      status = (
        await fetch(`${server.origin}${pagePath('menu')}?dm_ajaxCall=true`).catch(() => ({ status: 0 }))
      ).status;
    expect(status).toBe(200);
  });

  it('headers that do not arrive in time: the connection is answered 408 and closed', async () => {
    const server = await serve({ headersTimeoutMs: 300 });
    const { socket, answer } = rawConnection(server.port);
    socket.write(`GET ${pagePath('menu')} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `);
    expect(await answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("a connection with no traffic either way for the idle time is closed, even within a body's grace", async () => {
    const server = await serve({ idleTimeoutMs: 300, bodyGraceMs: 600_000 });
    const { socket, answer } = rawConnection(server.port);
    socket.write(slowPost(WPL, 8000));
    // No answer: the client went silent, so the connection is simply closed.
    expect(await answer).toBe('');
    expect(socket.destroyed).toBe(true);
  });

  it('two Host headers: 400, the app never sees the request', async () => {
    const server = await serve({});
    const { socket, answer } = rawConnection(server.port);
    socket.write(
      `GET ${pagePath('menu')} HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
    );
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toContain('A request names one host.');
  });
});
