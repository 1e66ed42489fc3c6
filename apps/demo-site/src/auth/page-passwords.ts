import { createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** A page-access token is good for this long; then the visitor is asked again. */
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
/** Wrong passwords a client may try before each further attempt has to wait. */
export const FREE_FAILURES = 5;
/** The longest a client is made to wait between attempts. */
export const MAX_BLOCK_SECONDS = 60;
/** Failures older than this are forgotten. */
export const FAILURE_MEMORY_MS = 15 * 60 * 1000;

const COOKIE_PREFIX = 'vitrine_page_';

export interface PageCookie {
  name: string;
  value: string;
}

export interface PagePasswordsOptions {
  now?: () => number;
}

/**
 * The server side of password-protected pages: checks passwords against salted scrypt hashes, issues and
 * checks the signed tokens that the page cookie carries (never the password), and slows down clients that
 * keep guessing wrong.
 */
export class PagePasswords {
  readonly #db: Database;
  readonly #secret: Buffer;
  readonly #now: () => number;

  constructor(db: Database, { now = Date.now }: PagePasswordsOptions = {}) {
    this.#db = db;
    this.#now = now;
    db.prepare("INSERT OR IGNORE INTO server_secrets (name, value) VALUES ('page-token-key', ?)").run(
      randomBytes(32),
    );
    const row = db.prepare("SELECT value FROM server_secrets WHERE name = 'page-token-key'").get() as {
      value: Buffer;
    };
    this.#secret = row.value;
  }

  isProtected(alias: string): boolean {
    return this.#hashOf(alias) !== undefined;
  }

  /** Whether `password`, exactly as typed, is the page's password. */
  verify(alias: string, password: string): boolean {
    const stored = this.#hashOf(alias);
    if (!stored) return false;
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) throw new Error(`Unreadable password hash for "${alias}"`);
    const expected = Buffer.from(hash, 'base64url');
    const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    });
    return timingSafeEqual(actual, expected);
  }

  cookieName(alias: string): string {
    return `${COOKIE_PREFIX}${alias.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  }

  /** The cookie that unlocks `alias`: a signed token naming the page and when it expires. */
  issue(alias: string): PageCookie {
    const payload = Buffer.from(JSON.stringify({ page: alias, exp: this.#now() + TOKEN_TTL_MS })).toString(
      'base64url',
    );
    return { name: this.cookieName(alias), value: `${payload}.${this.#sign(payload)}` };
  }

  /** Whether the request's cookies hold a valid, unexpired token for `alias`. */
  hasAccess(alias: string, cookieHeader: string | undefined): boolean {
    const token = readCookie(cookieHeader, this.cookieName(alias));
    if (!token) return false;
    const [payload, signature] = token.split('.');
    if (!payload || !signature) return false;
    const expected = Buffer.from(this.#sign(payload), 'base64url');
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        page?: unknown;
        exp?: unknown;
      };
      return claims.page === alias && typeof claims.exp === 'number' && claims.exp > this.#now();
    } catch {
      return false;
    }
  }

  /** Seconds the client must still wait before its next attempt; 0 when it may try now. */
  retryAfterSeconds(clientKey: string): number {
    const row = this.#throttleOf(clientKey);
    if (!row) return 0;
    return Math.max(0, Math.ceil((row.blocked_until - this.#now()) / 1000));
  }

  recordFailure(clientKey: string): void {
    const now = this.#now();
    const row = this.#throttleOf(clientKey);
    const failures = (row && now - row.last_failure_at < FAILURE_MEMORY_MS ? row.failures : 0) + 1;
    const blockSeconds =
      failures < FREE_FAILURES ? 0 : Math.min(2 ** (failures - FREE_FAILURES), MAX_BLOCK_SECONDS);
    this.#db
      .prepare(
        `INSERT INTO page_auth_throttle (client_key, failures, last_failure_at, blocked_until) VALUES (?, ?, ?, ?)
         ON CONFLICT (client_key) DO UPDATE SET failures = excluded.failures,
           last_failure_at = excluded.last_failure_at, blocked_until = excluded.blocked_until`,
      )
      .run(clientKey, failures, now, now + blockSeconds * 1000);
  }

  recordSuccess(clientKey: string): void {
    this.#db.prepare('DELETE FROM page_auth_throttle WHERE client_key = ?').run(clientKey);
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#secret).update(payload).digest('base64url');
  }

  #hashOf(alias: string): string | undefined {
    const row = this.#db.prepare('SELECT password_hash FROM protected_pages WHERE alias = ?').get(alias) as
      | { password_hash: string }
      | undefined;
    return row?.password_hash;
  }

  #throttleOf(clientKey: string) {
    return this.#db.prepare('SELECT * FROM page_auth_throttle WHERE client_key = ?').get(clientKey) as
      | { failures: number; last_failure_at: number; blocked_until: number }
      | undefined;
  }
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
