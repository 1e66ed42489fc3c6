import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * A plain static file server that knows nothing of Vitrine: the `http-server` package (what `npx http-server`
 * runs), serving `root` as files, ignoring query strings, answering `404.html` for a missing path. It runs in a
 * child process of its own, like a host would, and listens on a port the system picks (port 0), so parallel
 * workers never race for one.
 */
export interface StaticHost {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  /** The folder it serves. */
  root: string;
  stop(): Promise<void>;
}

const HTTP_SERVER = createRequire(import.meta.url).resolve('http-server');
const START_TIMEOUT_MS = 20_000;
const READY_LINE = /^static host: (http:\/\/\S+)$/m;

// `cache: -1` sends `Cache-Control: no-cache`, so a browser revalidates every file as a CDN's documents are.
// `ext: 'html'` serves `menu.html` at `/menu` (`http-server -e html`), as Netlify, Cloudflare Pages and the
// nginx example in docs/cdn.md serve a page's file at its extensionless path.
const CHILD_SCRIPT = `
const { createServer } = require(${JSON.stringify(HTTP_SERVER)});
const server = createServer({ root: process.argv[1], cache: -1, showDir: false, gzip: false, brotli: false, ext: 'html' });
server.listen(0, '127.0.0.1', () => {
  const { port } = server.server.address();
  process.stdout.write('static host: http://127.0.0.1:' + port + '\\n');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

export async function startStaticHost(root: string): Promise<StaticHost> {
  const child: ChildProcess = spawn(process.execPath, ['-e', CHILD_SCRIPT, root], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    process.stderr.write(`[static-host] ${chunk}`);
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the static host did not start within ${START_TIMEOUT_MS} ms\n${stderr}`));
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
      reject(new Error(`the static host exited (${signal ?? code}) before it was ready\n${stderr}`));
    });
  });
  return {
    origin,
    root,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
