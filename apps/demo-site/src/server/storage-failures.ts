import type { Context } from 'hono';

/** What a 503 for a machine out of file descriptors tells the client to wait, in seconds. */
export const DESCRIPTORS_RETRY_AFTER_SECONDS = 5;

/**
 * Why a write to disk failed, when the machine is the cause rather than the request: the disk (or the
 * database's) is full, or the process has no file descriptor left for the file.
 */
export type StorageFailure = 'disk-full' | 'no-descriptors';

const DISK_FULL = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);
// SQLite cannot open its journal or a temporary file without a descriptor: it says CANTOPEN or IOERR.
const NO_DESCRIPTORS = new Set(['EMFILE', 'ENFILE', 'SQLITE_CANTOPEN']);

/** The storage failure behind an error (or its causes: stream readers wrap what failed), if it is one. */
export function storageFailureOf(error: unknown): StorageFailure | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (DISK_FULL.has(code)) return 'disk-full';
      if (NO_DESCRIPTORS.has(code) || code.startsWith('SQLITE_IOERR')) return 'no-descriptors';
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The clean answer to a write the machine could not take: 507 for a full disk (trying again will not help
 * until the owner makes room), 503 with `Retry-After` when descriptors ran out (they come back as connections
 * close). The connection is closed after it: the rest of a body is not read.
 */
export function storageFailed(c: Context, failure: StorageFailure): Response {
  c.header('connection', 'close');
  c.header('cache-control', 'no-store');
  const [status, message] =
    failure === 'disk-full'
      ? ([507, 'The site cannot store this now: its disk is full.'] as const)
      : ([503, 'The site is too busy to store this now; please try again in a moment.'] as const);
  if (status === 503) c.header('retry-after', String(DESCRIPTORS_RETRY_AFTER_SECONDS));
  return (c.req.header('accept') ?? '').includes('application/json')
    ? c.json({ error: message }, status)
    : c.text(`${message}\n`, status);
}
