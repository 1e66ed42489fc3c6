import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';

/** What the admin endpoint answers: the page's new publication. */
export interface Publication {
  alias: string;
  uuid: string;
  published_at: string;
}

export interface DemoServer {
  /** `http://127.0.0.1:{port}`, also every test's `baseURL`. */
  origin: string;
  /** The home page. */
  url: string;
}

const SERVER_ENTRY = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const READY_LINE = /^Vitrine demo site: (http:\/\/\S+)$/m;
const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 5_000;

/** Starts `node dist/server.js --port 0 --admin --db <temp>` and resolves once it printed its URL. */
async function startDemoServer(dbPath: string): Promise<{ child: ChildProcess; server: DemoServer }> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(
      `${SERVER_ENTRY} does not exist: build first (pnpm turbo run build --filter=@vitrine/demo-site...)`,
    );
  }
  const child = spawn(process.execPath, [SERVER_ENTRY, '--port', '0', '--admin', '--db', dbPath], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    // The server only writes to stderr when something went wrong: show it next to the failing test.
    process.stderr.write(`[demo-site] ${chunk}`);
  });
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the demo server did not start within ${START_TIMEOUT_MS} ms\n${stderr}`));
    }, START_TIMEOUT_MS);
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const match = READY_LINE.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the demo server exited (${signal ?? code}) before it was ready\n${stderr}`));
    });
  });
  return { child, server: { origin: new URL(url).origin, url } };
}

async function stopDemoServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

interface TestFixtures {
  /** Publishes a page again through the admin endpoint, as a site owner pressing Publish would. */
  republish: (alias: string) => Promise<Publication>;
}

interface WorkerFixtures {
  demoServer: DemoServer;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  demoServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));
      let child: ChildProcess | undefined;
      try {
        const started = await startDemoServer(join(dir, 'vitrine.db'));
        child = started.child;
        await use(started.server);
      } finally {
        if (child) await stopDemoServer(child);
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + STOP_TIMEOUT_MS + 5_000 },
  ],
  baseURL: async ({ demoServer }, use) => {
    await use(demoServer.origin);
  },
  republish: async ({ request }, use) => {
    await use(async (alias) => {
      const response = await request.post(`/_demo/republish/${encodeURIComponent(alias)}`);
      expect(response.ok(), `republish ${alias}: HTTP ${response.status()}`).toBe(true);
      return (await response.json()) as Publication;
    });
  },
});

export { expect };
