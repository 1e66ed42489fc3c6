import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { Handler } from 'hono';
import parseRange from 'range-parser';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  // The media widgets' demo files: the site's own clip, its captions and its HLS stream.
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
};

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Entry files keep their names across builds: the browser may keep them but must revalidate. */
export const REVALIDATE_CACHE = 'no-cache';

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file a URL path (still percent-encoded, relative to the mount) names inside `root`, or undefined when
 * it would leave `root`: `..` segments, encoded slashes or backslashes, NUL bytes and dot-files are refused.
 */
export function resolveStaticPath(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.length === 0 || segments.some((segment) => segment.startsWith('.'))) return undefined;
  const file = resolve(root, ...segments);
  return isInside(resolve(root), file) ? file : undefined;
}

function isInside(root: string, file: string): boolean {
  const path = relative(root, file);
  return path !== '' && !path.startsWith(`..${sep}`) && path !== '..' && !isAbsolute(path);
}

export interface StaticMount {
  /** The URL prefix, with its trailing slash: `/cdn/runtime-core/`. */
  prefix: string;
  /** The folder served. It may not exist yet (a package not built): its files are then 404. */
  root: string;
  /** Files under these sub-folders have content-hashed names and are cached for a year. */
  immutableDirs?: readonly string[];
}

/** A GET handler serving the files of one folder. Unknown or refused paths fall through to not-found. */
export function serveStatic({ prefix, root, immutableDirs = [] }: StaticMount): Handler {
  return async (c) => {
    const { pathname } = new URL(c.req.url);
    if (!pathname.startsWith(prefix)) return c.notFound();
    const urlPath = pathname.slice(prefix.length);
    const candidate = resolveStaticPath(root, urlPath);
    if (!candidate) return c.notFound();
    const found = await realFileInside(root, candidate);
    if (!found) return c.notFound();

    const firstSegment = relative(resolve(root), candidate).split(sep)[0] ?? '';
    const etag = `W/"${found.size.toString(16)}-${Math.trunc(found.mtimeMs).toString(16)}"`;
    c.header('cache-control', immutableDirs.includes(firstSegment) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    c.header('etag', etag);
    c.header('last-modified', new Date(found.mtimeMs).toUTCString());
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('content-type', contentTypeOf(found.path));
    c.header('accept-ranges', 'bytes');
    const range = requestedRange(c.req.header('range'), c.req.header('if-range'), found);
    if (range === 'unsatisfiable') {
      c.header('content-range', `bytes */${found.size}`);
      return c.body(null, 416);
    }
    // A typed-array copy: Hono's body type wants memory it can hand to the Response as it is.
    const bytes = new Uint8Array(await readFile(found.path));
    if (!range) return c.body(bytes);
    c.header('content-range', `bytes ${range.start}-${range.end}/${found.size}`);
    return c.body(bytes.subarray(range.start, range.end + 1), 206);
  };
}

/**
 * The one byte range a request asks for (a video element asks for the part it seeks to: Chromium seeks in a
 * progressive file only on a server that answers ranges), `unsatisfiable` for a range past the end, or
 * undefined to answer the whole file: no Range header, a malformed one, several ranges (which a server may
 * answer whole), or an If-Range naming another version than the current one's date (the ETag is weak, which
 * If-Range may not use).
 */
function requestedRange(
  header: string | undefined,
  ifRange: string | undefined,
  file: { size: number; mtimeMs: number },
): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  if (ifRange !== undefined && ifRange !== new Date(file.mtimeMs).toUTCString()) return undefined;
  const ranges = parseRange(file.size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return ranges[0];
}

/** Follows symlinks and checks again, so a link inside the folder cannot point outside it. */
async function realFileInside(
  root: string,
  candidate: string,
): Promise<{ path: string; size: number; mtimeMs: number } | undefined> {
  try {
    const [realRoot, realPath] = await Promise.all([realpath(root), realpath(candidate)]);
    if (!isInside(realRoot, realPath)) return undefined;
    const stats = await stat(realPath);
    return stats.isFile() ? { path: realPath, size: stats.size, mtimeMs: stats.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}
