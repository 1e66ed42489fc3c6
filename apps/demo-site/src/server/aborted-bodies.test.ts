import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../db/site-database.test-support';
import { pagePath } from '../site/site';
import { listenToSite } from './listening.test-support';
import { ThrottledLog } from './server-log';

/** The server's log of errors, counting what was reported besides what it wrote. */
class CountingLog extends ThrottledLog {
  reports = 0;
  override report(kind: string, line: string): void {
    this.reports += 1;
    super.report(kind, line);
  }
}

const openDatabase = testDatabases();
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('bodies the client gives up on', () => {
  it('are written to the log a few lines a minute, one line each, with no stack trace', {
    timeout: 120_000,
  }, async () => {
    const lines: string[] = [];
    const clock = { now: 0 };
    const errorLog = new CountingLog({
      perWindow: 3,
      now: () => clock.now,
      write: (line) => lines.push(line),
    });
    const server = await listenToSite(openDatabase(), { errorLog });
    cleanups.push(() => server.close());
    const stderr = vi.spyOn(console, 'error');
    cleanups.push(() => stderr.mockRestore());

    const head =
      'POST /_dm/s/rt/actions/logs HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\n\r\n{"logs":[';
    // Generous deadlines: on a loaded machine the server may take seconds to read what a client sent; the test
    // waits for each step in order, never for a time.
    const patiently = { timeout: 25_000, interval: 5 };
    for (let client = 0; client < 10; client += 1) {
      const readBefore = server.bytesRead();
      const socket = connect(server.port, '127.0.0.1');
      socket.on('error', () => {});
      socket.write(head);
      // Gone once the server has read the request and is reading its body: destroyed any earlier, the server
      // would never have seen a request to report.
      await vi.waitUntil(() => server.bytesRead() >= readBefore + Buffer.byteLength(head), patiently);
      socket.destroy();
      await vi.waitUntil(() => errorLog.reports === client + 1, patiently);
    }
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toBe('[demo-site] POST /_dm/s/rt/actions/logs: the client closed the connection');
    }
    // A minute later the held-back lines are counted in one.
    clock.now += 60_000;
    errorLog.report('aborted', 'the next one');
    expect(lines.slice(3)).toEqual(['[demo-site] 7 more "aborted" line(s) were not written', 'the next one']);
    expect(stderr).not.toHaveBeenCalled();
    expect((await fetch(`${server.origin}${pagePath('menu')}?dm_ajaxCall=true`)).status).toBe(200);
  });
});
