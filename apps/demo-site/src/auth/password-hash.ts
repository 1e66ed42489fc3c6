import type { BinaryLike, ScryptOptions } from 'node:crypto';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost parameters for new hashes (stored with each hash, so old ones stay readable if they change). */
const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** `crypto.scrypt` as a promise: it runs on libuv's thread pool, so a check never holds the event loop. */
function scryptAsync(password: BinaryLike, salt: BinaryLike, length: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** A salted scrypt hash, `scrypt$N$r$p$salt$hash` with base64url parts: what the database keeps. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Whether `password`, exactly as typed, is the one `stored` was made from. Throws for an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) throw new Error('Unreadable password hash');
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}
