import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DB_PATH } from '../app-paths';
import { DEFAULT_PORT } from '../server/default-port';

type Env = Record<string, string | undefined>;

export interface ServerCliOptions {
  port: number;
  dbPath: string;
  admin: boolean;
}

/** A bad command line: the message is for the person who typed it. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const SERVER_USAGE = 'Usage: node dist/server.js [--port N] [--db path] [--admin]';
export const REPUBLISH_USAGE = 'Usage: node dist/republish.js <page-alias> [--db path]';

/** `--port`, `--db` and `--admin`, falling back to PORT, VITRINE_DB and VITRINE_DEMO_ADMIN=1. */
export function parseServerOptions(argv: readonly string[], env: Env): ServerCliOptions {
  const { values } = asUsageError(() =>
    parseArgs({
      args: [...argv],
      options: { port: { type: 'string' }, db: { type: 'string' }, admin: { type: 'boolean' } },
      strict: true,
    }),
  );
  return {
    port: parsePort(values.port ?? env.PORT),
    dbPath: dbPathOf(values.db, env),
    admin: values.admin === true || env.VITRINE_DEMO_ADMIN === '1',
  };
}

export function parseRepublishOptions(argv: readonly string[], env: Env): { alias: string; dbPath: string } {
  const { values, positionals } = asUsageError(() =>
    parseArgs({ args: [...argv], options: { db: { type: 'string' } }, allowPositionals: true, strict: true }),
  );
  const [alias, ...rest] = positionals;
  if (!alias || rest.length > 0) throw new UsageError('Name exactly one page alias to republish.');
  return { alias, dbPath: dbPathOf(values.db, env) };
}

/** parseArgs throws plain errors for unknown or malformed flags; they are the user's, not a crash. */
function asUsageError<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new UsageError(`Not a port number: ${value}`);
  return port;
}

/** Paths given on the command line are relative to where the command runs. */
function dbPathOf(flag: string | undefined, env: Env): string {
  const path = flag ?? env.VITRINE_DB;
  if (!path) return DEFAULT_DB_PATH;
  return path === ':memory:' ? path : resolve(path);
}
