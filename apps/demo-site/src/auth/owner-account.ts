import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { queuedWrite } from '../db/write-queue';
import { readCookie } from './cookies';
import { hashPassword, verifyPassword } from './password-hash';

/** The owner's session cookie: HttpOnly, SameSite=Strict, only sent to the owner's pages. */
export const OWNER_COOKIE = 'vitrine_owner';
/** A signed-in owner is asked again after this long. */
export const OWNER_SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/** The shortest owner password `setPassword` takes. */
export const MIN_OWNER_PASSWORD_LENGTH = 8;

export interface OwnerSession {
  /** What the session's admin forms must send back (CSRF). */
  csrfToken: string;
  expiresAt: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A password the server makes for the owner when none was given: 18 random bytes, 24 characters. */
export function generateOwnerPassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The site owner's account: one password (a salted scrypt hash, set from the command line) and the sessions
 * signed in with it. The cookie carries a random token; the database keeps only its SHA-256. Changing the
 * password ends every session.
 */
export class OwnerAccount {
  readonly #db: Database;
  readonly #now: () => number;

  constructor(db: Database, { now = Date.now }: { now?: () => number } = {}) {
    this.#db = db;
    this.#now = now;
  }

  hasPassword(): boolean {
    return this.#account() !== undefined;
  }

  /** Sets (or changes) the password; every session signed in before ends. */
  async setPassword(password: string): Promise<void> {
    if (password.length < MIN_OWNER_PASSWORD_LENGTH)
      throw new RangeError(`The owner password needs at least ${MIN_OWNER_PASSWORD_LENGTH} characters`);
    const hash = await hashPassword(password);
    const updatedAt = new Date(this.#now()).toISOString();
    const store = this.#db.transaction(() => {
      this.#db
        .prepare(
          `INSERT INTO owner_account (id, password_hash, password_version, updated_at) VALUES (1, ?, 1, ?)
           ON CONFLICT (id) DO UPDATE SET password_hash = excluded.password_hash,
             password_version = owner_account.password_version + 1, updated_at = excluded.updated_at`,
        )
        .run(hash, updatedAt);
      this.#db.prepare('DELETE FROM owner_sessions').run();
    });
    await queuedWrite(this.#db, () => store.immediate());
  }

  /** Whether `password` is the owner's; false when no password is set at all. */
  async verify(password: string): Promise<boolean> {
    const account = this.#account();
    return account ? verifyPassword(password, account.password_hash) : false;
  }

  /** Signs a browser in: the cookie value to set, and the session's CSRF token. */
  async startSession(): Promise<{ token: string } & OwnerSession> {
    const account = this.#account();
    if (!account) throw new Error('No owner password is set');
    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(24).toString('base64url');
    const now = this.#now();
    const expiresAt = now + OWNER_SESSION_TTL_MS;
    await queuedWrite(this.#db, () =>
      this.#db
        .prepare(
          `INSERT INTO owner_sessions (token_hash, csrf_token, password_version, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?)`,
        )
        .run(sha256(token), csrfToken, account.password_version, now, expiresAt),
    );
    return { token, csrfToken, expiresAt };
  }

  /** The session the request's cookie belongs to, while it lasts and the password has not changed since. */
  session(cookieHeader: string | undefined): OwnerSession | undefined {
    const token = readCookie(cookieHeader, OWNER_COOKIE);
    const account = this.#account();
    if (!token || !account) return undefined;
    const row = this.#db
      .prepare('SELECT csrf_token, password_version, expires_at FROM owner_sessions WHERE token_hash = ?')
      .get(sha256(token)) as { csrf_token: string; password_version: number; expires_at: number } | undefined;
    if (!row || row.expires_at <= this.#now() || row.password_version !== account.password_version)
      return undefined;
    return { csrfToken: row.csrf_token, expiresAt: row.expires_at };
  }

  /** Whether `given` is the session's CSRF token, compared in constant time. */
  csrfMatches(session: OwnerSession, given: string | undefined): boolean {
    if (!given) return false;
    const expected = Buffer.from(session.csrfToken);
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  /** Signs the request's browser out: its session is forgotten, so the cookie opens nothing any more. */
  async endSession(cookieHeader: string | undefined): Promise<void> {
    const token = readCookie(cookieHeader, OWNER_COOKIE);
    if (!token) return;
    await queuedWrite(this.#db, () =>
      this.#db.prepare('DELETE FROM owner_sessions WHERE token_hash = ?').run(sha256(token)),
    );
  }

  /** Drops sessions that have expired. */
  async sweep(): Promise<void> {
    const now = this.#now();
    await queuedWrite(this.#db, () =>
      this.#db.prepare('DELETE FROM owner_sessions WHERE expires_at <= ?').run(now),
    );
  }

  #account(): { password_hash: string; password_version: number } | undefined {
    return this.#db.prepare('SELECT password_hash, password_version FROM owner_account WHERE id = 1').get() as
      | { password_hash: string; password_version: number }
      | undefined;
  }
}
