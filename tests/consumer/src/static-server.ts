import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** A map tile drawn here: the pages under test reach no tile server. */
const TILE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#e8e4d8"/></svg>';

export interface StaticServer {
  origin: string;
  /** Every path requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** Serves folders on 127.0.0.1, each under its URL prefix (`/cdn/widget-api/` → a `dist/cdn/`), and map tiles. */
export async function serveFolders(mounts: Record<string, string>): Promise<StaticServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    requests.push(path);
    if (path.startsWith('/tiles/')) {
      response.writeHead(200, { 'content-type': TYPES['.svg'] });
      response.end(TILE);
      return;
    }
    const prefix = Object.keys(mounts)
      .filter((candidate) => path.startsWith(candidate))
      .sort((a, b) => b.length - a.length)[0];
    const root = prefix === undefined ? undefined : mounts[prefix];
    if (prefix === undefined || root === undefined) {
      response.writeHead(404).end();
      return;
    }
    const relative = path.slice(prefix.length) || 'index.html';
    const file = normalize(join(root, relative));
    let isFile = false;
    try {
      isFile = file.startsWith(root.endsWith(sep) ? root : root + sep) && statSync(file).isFile();
    } catch {
      isFile = false;
    }
    if (!isFile) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
