import { createRequire } from 'node:module';
import { startChildServer, stopChildServer } from './child-server';

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
  // http-server 14 writes `res._headers`, which Node marks deprecated (DEP0066): its warning is not ours to show.
  const args = ['--no-deprecation', '-e', CHILD_SCRIPT, root];
  const { child, url } = await startChildServer('static host', args, READY_LINE);
  return { origin: url, root, stop: () => stopChildServer(child) };
}
