import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CONSENT_MODES, type ConsentMode } from '@vitrine/widget-api/consent';
import { DEFAULT_DB_PATH } from '../app-paths';
import { MIN_OWNER_PASSWORD_LENGTH } from '../auth/owner-account';
import type { ConnectionLimits } from '../server/connection-limits';
import { DEFAULT_PORT } from '../server/default-port';
import type { RateLimits } from '../server/rate-limits';
import { parseRateLimit } from '../server/rate-limits';

type Env = Record<string, string | undefined>;

export interface ServerCliOptions {
  port: number;
  dbPath: string;
  admin: boolean;
  ownerPassword?: string;
  siteOrigin?: string;
  /** Site origins served elsewhere that call this server as their API (CORS). */
  corsOrigins: string[];
  rateLimits: Partial<RateLimits>;
  retention: { logs: { days?: number; rows?: number; bytes?: number } };
  uploadsQuotaBytes?: number;
  /** Writes allowed to wait for the database at once. */
  maxQueuedWrites?: number;
  connectionLimits: Partial<ConnectionLimits>;
  /** The site's consent mode when not the demo's own `opt-in` (docs/consent.md). */
  consentMode?: ConsentMode;
}

/** A bad command line: the message is for the person who typed it. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const SERVER_USAGE = `Usage: node dist/server.js [--port N] [--db path] [--admin] [--owner-password P]
       [--site-origin URL] [--cors-origin URL]... [--rate-limit name=count/seconds]... [--log-retention-days N]
       [--log-retention-rows N] [--log-retention-mb N] [--uploads-quota-mb N] [--write-queue N]
       [--client-connections N] [--client-bodies N] [--headers-timeout-s N] [--idle-timeout-s N]
       [--keep-alive-timeout-s N] [--body-grace-s N] [--body-min-rate BYTES_PER_SECOND]
       [--consent-mode opt-in|notice|none]`;
export const REPUBLISH_USAGE = 'Usage: node dist/republish.js <page-alias> [--db path]';
export const PAGE_PASSWORD_USAGE = `Usage: node dist/page-password.js <page-alias> [--db path]
       The new password comes from VITRINE_PAGE_PASSWORD or the first line of standard input, never from the
       command line (other users of the machine can read a command line).`;

/**
 * `--port`, `--db`, `--admin`, `--owner-password` and `--site-origin`, falling back to PORT, VITRINE_DB,
 * VITRINE_DEMO_ADMIN=1, VITRINE_OWNER_PASSWORD and VITRINE_SITE_ORIGIN; and the limits: `--rate-limit` (any
 * number of times), `--log-retention-days`, `--log-retention-rows`, `--log-retention-mb`, `--uploads-quota-mb`,
 * `--write-queue` and the connection limits (`--client-connections`, `--client-bodies`, `--headers-timeout-s`,
 * `--idle-timeout-s`, `--keep-alive-timeout-s`, `--body-grace-s`, `--body-min-rate`); `--consent-mode`; see
 * docs/demo-server.md.
 */
export function parseServerOptions(argv: readonly string[], env: Env): ServerCliOptions {
  const { values } = asUsageError(() =>
    parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        db: { type: 'string' },
        admin: { type: 'boolean' },
        'owner-password': { type: 'string' },
        'site-origin': { type: 'string' },
        'cors-origin': { type: 'string', multiple: true },
        'rate-limit': { type: 'string', multiple: true },
        'log-retention-days': { type: 'string' },
        'log-retention-rows': { type: 'string' },
        'log-retention-mb': { type: 'string' },
        'uploads-quota-mb': { type: 'string' },
        'write-queue': { type: 'string' },
        'client-connections': { type: 'string' },
        'client-bodies': { type: 'string' },
        'headers-timeout-s': { type: 'string' },
        'idle-timeout-s': { type: 'string' },
        'keep-alive-timeout-s': { type: 'string' },
        'body-grace-s': { type: 'string' },
        'body-min-rate': { type: 'string' },
        'consent-mode': { type: 'string' },
      },
      strict: true,
    }),
  );
  const ownerPassword = values['owner-password'] ?? env.VITRINE_OWNER_PASSWORD;
  if (ownerPassword !== undefined && ownerPassword.length < MIN_OWNER_PASSWORD_LENGTH)
    throw new UsageError(`The owner password needs at least ${MIN_OWNER_PASSWORD_LENGTH} characters.`);
  const siteOrigin = values['site-origin'] ?? env.VITRINE_SITE_ORIGIN;
  const rateLimits: Partial<RateLimits> = {};
  for (const text of values['rate-limit'] ?? []) {
    const [name, limit] = asUsageError(() => parseRateLimit(text));
    rateLimits[name] = limit;
  }
  const days = wholeNumber('--log-retention-days', values['log-retention-days']);
  const rows = wholeNumber('--log-retention-rows', values['log-retention-rows']);
  const retentionMb = wholeNumber('--log-retention-mb', values['log-retention-mb']);
  const quotaMb = wholeNumber('--uploads-quota-mb', values['uploads-quota-mb']);
  const maxQueuedWrites = wholeNumber('--write-queue', values['write-queue']);
  const seconds = (flag: string, value: string | undefined) => {
    const whole = wholeNumber(flag, value);
    return whole === undefined ? undefined : whole * 1000;
  };
  const connectionLimits: Partial<ConnectionLimits> = {};
  const given = <K extends keyof ConnectionLimits>(key: K, value: ConnectionLimits[K] | undefined) => {
    if (value !== undefined) connectionLimits[key] = value;
  };
  given('connectionsPerClient', wholeNumber('--client-connections', values['client-connections']));
  given('bodiesPerClient', wholeNumber('--client-bodies', values['client-bodies']));
  given('headersTimeoutMs', seconds('--headers-timeout-s', values['headers-timeout-s']));
  given('idleTimeoutMs', seconds('--idle-timeout-s', values['idle-timeout-s']));
  given('keepAliveTimeoutMs', seconds('--keep-alive-timeout-s', values['keep-alive-timeout-s']));
  given('bodyGraceMs', seconds('--body-grace-s', values['body-grace-s']));
  given('bodyMinBytesPerSecond', wholeNumber('--body-min-rate', values['body-min-rate']));
  const consentMode = parseConsentMode(values['consent-mode']);
  return {
    port: parsePort(values.port ?? env.PORT),
    dbPath: dbPathOf(values.db, env),
    admin: values.admin === true || env.VITRINE_DEMO_ADMIN === '1',
    ...(ownerPassword !== undefined ? { ownerPassword } : {}),
    ...(siteOrigin !== undefined ? { siteOrigin: parseOrigin(siteOrigin) } : {}),
    corsOrigins: (values['cors-origin'] ?? []).map(parseOrigin),
    rateLimits,
    retention: {
      logs: {
        ...(days !== undefined ? { days } : {}),
        ...(rows !== undefined ? { rows } : {}),
        ...(retentionMb !== undefined ? { bytes: retentionMb * 1024 * 1024 } : {}),
      },
    },
    ...(quotaMb !== undefined ? { uploadsQuotaBytes: quotaMb * 1024 * 1024 } : {}),
    ...(maxQueuedWrites !== undefined ? { maxQueuedWrites } : {}),
    connectionLimits,
    ...(consentMode !== undefined ? { consentMode } : {}),
  };
}

/** `--consent-mode`: one of the site parameter's modes, or nothing (the demo's own). */
export function parseConsentMode(value: string | undefined): ConsentMode | undefined {
  if (value === undefined) return undefined;
  const mode = CONSENT_MODES.find((known) => known === value);
  if (!mode) throw new UsageError(`--consent-mode takes one of ${CONSENT_MODES.join(', ')}: ${value}`);
  return mode;
}

function wholeNumber(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new UsageError(`${flag} takes a whole number from 1: ${value}`);
  return Number(value);
}

/** `https://harbor-and-rye.example`: a scheme and a host, nothing after. */
function parseOrigin(value: string): string {
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/$/, ''))
      return url.origin;
  } catch {
    // Reported below.
  }
  throw new UsageError(`Not an origin (scheme and host, like https://bakery.example): ${value}`);
}

export function parseRepublishOptions(argv: readonly string[], env: Env): { alias: string; dbPath: string } {
  const { values, positionals } = asUsageError(() =>
    parseArgs({ args: [...argv], options: { db: { type: 'string' } }, allowPositionals: true, strict: true }),
  );
  const [alias, ...rest] = positionals;
  if (!alias || rest.length > 0) throw new UsageError('Name exactly one page alias to republish.');
  return { alias, dbPath: dbPathOf(values.db, env) };
}

/** A page password needs this many characters: a visitor types it, a guesser is slowed down. */
export const MIN_PAGE_PASSWORD_LENGTH = 6;

/** `<alias> [--db path]` of the page password command; the password itself is read elsewhere (not argv). */
export function parsePagePasswordOptions(
  argv: readonly string[],
  env: Env,
): { alias: string; dbPath: string } {
  // The same shape as republishing: one page alias and the database.
  return parseRepublishOptions(argv, env);
}

/** The new page password as typed: one line, at least `MIN_PAGE_PASSWORD_LENGTH` characters. */
export function checkPagePassword(text: string | undefined): string {
  const password = (text ?? '').replace(/\r?\n$/, '');
  if (password.includes('\n') || password.length < MIN_PAGE_PASSWORD_LENGTH)
    throw new UsageError(`A page password is one line of at least ${MIN_PAGE_PASSWORD_LENGTH} characters.`);
  return password;
}

/**
 * What `parse` answers; a `UsageError` is printed with the command's usage and the process exits with 2 (any
 * other error is thrown on).
 */
export async function parsedOrExit<T>(parse: () => T | Promise<T>, usage: string): Promise<T> {
  try {
    return await parse();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
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
