import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { queuedWrite } from '../db/write-queue';
import { readCookie } from './cookies';
import { hashPassword, verifyPassword } from './password-hash';

/** A page-access token is good for this long; then the visitor is asked again. */
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
/** Wrong passwords a client may try before each further attempt has to wait. */
export const FREE_FAILURES = 5;
/** The longest a client is made to wait between attempts. */
export const MAX_BLOCK_SECONDS = 60;
/** Failures older than this are forgotten. */
export const FAILURE_MEMORY_MS = 15 * 60 * 1000;

/** The page cookie's prefix: the platform's cookies are prefixed `_dm_` (widgets spec §9). */
const COOKIE_PREFIX = '_dm_page_';
/** The name the page cookie had before: still read, once, and then written under the new one. */
const LEGACY_COOKIE_PREFIX = 'vitrine_page_';

export interface PageCookie {
  name: string;
  value: string;
}

export interface PagePasswordsOptions {
  now?: () => number;
}

/** What a page token says, once its signature checked out. */
interface TokenClaims {
  page: string;
  exp: number;
  /** The page's password version the token was issued for. */
  v: number;
  /** The token's own id, by which a "lock again" revokes it. */
  id: string;
}

/**
 * The server side of password-protected pages: checks passwords against salted scrypt hashes, issues and
 * checks the signed tokens that the page cookie carries (never the password), and slows down clients that
 * keep guessing wrong. A token names the password version it was issued for (a new password revokes every
 * earlier token) and its own id (a visitor's "lock again" revokes it).
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
    return this.#pageOf(alias) !== undefined;
  }

  /** Whether `password`, exactly as typed, is the page's password. */
  async verify(alias: string, password: string): Promise<boolean> {
    const page = this.#pageOf(alias);
    if (!page) return false;
    try {
      return await verifyPassword(password, page.password_hash);
    } catch {
      throw new Error(`Unreadable password hash for "${alias}"`);
    }
  }

  /** Gives a protected page a new password: every token issued for the old one stops opening it. */
  async setPassword(alias: string, password: string): Promise<boolean> {
    const hash = await hashPassword(password);
    const { changes } = await queuedWrite(this.#db, () =>
      this.#db
        .prepare(
          'UPDATE protected_pages SET password_hash = ?, password_version = password_version + 1 WHERE alias = ?',
        )
        .run(hash, alias),
    );
    return changes > 0;
  }

  cookieName(alias: string): string {
    return `${COOKIE_PREFIX}${alias.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  }

  /** The cookie's name before it took the platform's `_dm_` prefix. */
  legacyCookieName(alias: string): string {
    return `${LEGACY_COOKIE_PREFIX}${alias.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  }

  /**
   * The cookie to write when the request opens the page only through the old cookie name (a visitor unlocked
   * before the rename): the same token under the new name, so the visitor stays unlocked and the old name is
   * read this once. Undefined when there is nothing to move.
   */
  renamedCookie(alias: string, cookieHeader: string | undefined): PageCookie | undefined {
    if (this.#validClaims(alias, this.#claimsOf(alias, cookieHeader, this.cookieName(alias))))
      return undefined;
    const legacy = this.legacyCookieName(alias);
    if (!this.#validClaims(alias, this.#claimsOf(alias, cookieHeader, legacy))) return undefined;
    const value = readCookie(cookieHeader, legacy);
    return value ? { name: this.cookieName(alias), value } : undefined;
  }

  /** The cookie that unlocks `alias`: a signed token naming the page, its password version and its expiry. */
  issue(alias: string): PageCookie {
    const claims: TokenClaims = {
      page: alias,
      exp: this.#now() + TOKEN_TTL_MS,
      v: this.#pageOf(alias)?.password_version ?? 0,
      id: randomBytes(12).toString('base64url'),
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return { name: this.cookieName(alias), value: `${payload}.${this.#sign(payload)}` };
  }

  /**
   * Whether the request's cookies hold a valid, unexpired, unrevoked token for the page's current password, under
   * the cookie's name or its old one.
   */
  hasAccess(alias: string, cookieHeader: string | undefined): boolean {
    return this.#cookieNames(alias).some((name) =>
      this.#validClaims(alias, this.#claimsOf(alias, cookieHeader, name)),
    );
  }

  #validClaims(alias: string, claims: TokenClaims | undefined): boolean {
    if (!claims) return false;
    const page = this.#pageOf(alias);
    if (!page || claims.v !== page.password_version) return false;
    return (
      this.#db.prepare('SELECT 1 FROM revoked_page_tokens WHERE token_id = ?').get(claims.id) === undefined
    );
  }

  #cookieNames(alias: string): string[] {
    return [this.cookieName(alias), this.legacyCookieName(alias)];
  }

  /**
   * Forgets the request's token for `alias` ("lock again"): its id is kept as revoked until the token would
   * have expired, so a copy of the cookie opens nothing either.
   */
  async revoke(alias: string, cookieHeader: string | undefined): Promise<void> {
    const tokens = this.#cookieNames(alias).flatMap(
      (name) => this.#claimsOf(alias, cookieHeader, name) ?? [],
    );
    if (!tokens.length) return;
    await queuedWrite(this.#db, () => {
      for (const claims of tokens)
        this.#db
          .prepare('INSERT OR IGNORE INTO revoked_page_tokens (token_id, expires_at) VALUES (?, ?)')
          .run(claims.id, claims.exp);
    });
  }

  /** Drops revocations of tokens that have expired anyway, and failures long forgotten. */
  async sweep(): Promise<void> {
    const now = this.#now();
    await queuedWrite(this.#db, () => {
      this.#db.prepare('DELETE FROM revoked_page_tokens WHERE expires_at <= ?').run(now);
      this.#db
        .prepare('DELETE FROM page_auth_throttle WHERE last_failure_at < ? AND blocked_until < ?')
        .run(now - FAILURE_MEMORY_MS, now);
    });
  }

  /** Seconds the client must still wait before its next attempt; 0 when it may try now. */
  retryAfterSeconds(clientKey: string): number {
    const row = this.#throttleOf(clientKey);
    if (!row) return 0;
    return Math.max(0, Math.ceil((row.blocked_until - this.#now()) / 1000));
  }

  async recordFailure(clientKey: string): Promise<void> {
    await queuedWrite(this.#db, () => {
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
    });
  }

  async recordSuccess(clientKey: string): Promise<void> {
    await queuedWrite(this.#db, () =>
      this.#db.prepare('DELETE FROM page_auth_throttle WHERE client_key = ?').run(clientKey),
    );
  }

  #claimsOf(alias: string, cookieHeader: string | undefined, name: string): TokenClaims | undefined {
    const token = readCookie(cookieHeader, name);
    if (!token) return undefined;
    const [payload, signature] = token.split('.');
    if (!payload || !signature) return undefined;
    const expected = Buffer.from(this.#sign(payload), 'base64url');
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TokenClaims>;
      const valid =
        claims.page === alias &&
        typeof claims.exp === 'number' &&
        claims.exp > this.#now() &&
        typeof claims.v === 'number' &&
        typeof claims.id === 'string';
      return valid ? (claims as TokenClaims) : undefined;
    } catch {
      return undefined;
    }
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#secret).update(payload).digest('base64url');
  }

  #pageOf(alias: string): { password_hash: string; password_version: number } | undefined {
    return this.#db
      .prepare('SELECT password_hash, password_version FROM protected_pages WHERE alias = ?')
      .get(alias) as { password_hash: string; password_version: number } | undefined;
  }

  #throttleOf(clientKey: string) {
    return this.#db.prepare('SELECT * FROM page_auth_throttle WHERE client_key = ?').get(clientKey) as
      | { failures: number; last_failure_at: number; blocked_until: number }
      | undefined;
  }
}
