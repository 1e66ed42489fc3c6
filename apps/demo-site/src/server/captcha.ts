import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Checks a captcha token server-side; a form with captcha is stored only when it passes. */
export interface CaptchaVerifier {
  verify(token: string | undefined, remoteIp?: string): Promise<boolean>;
}

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Production: the provider's verify call (reCAPTCHA `siteverify`). A network failure counts as not passed. */
export class RecaptchaVerifier implements CaptchaVerifier {
  readonly #secret: string;
  readonly #fetch: typeof fetch;

  constructor(secret: string, fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)) {
    this.#secret = secret;
    this.#fetch = fetchImpl;
  }

  async verify(token: string | undefined, remoteIp?: string): Promise<boolean> {
    if (!token) return false;
    const body = new URLSearchParams({ secret: this.#secret, response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    try {
      const response = await this.#fetch(RECAPTCHA_VERIFY_URL, { method: 'POST', body });
      const answer = (await response.json()) as { success?: unknown };
      return answer.success === true;
    } catch (error) {
      console.error('[demo] captcha verification failed', error);
      return false;
    }
  }
}

/** How long a token from the demo's stand-in captcha stays good. */
export const LOCAL_CAPTCHA_TOKEN_TTL_MS = 2 * 60_000;

/**
 * The demo's own captcha, for machines that cannot reach the provider: `/_demo/captcha/api.js` speaks the
 * provider's browser API and gets its tokens from `issue()`; `verify` accepts a token this server signed, once,
 * within two minutes.
 */
export class LocalCaptchaVerifier implements CaptchaVerifier {
  readonly #secret = randomBytes(32);
  readonly #used = new Set<string>();

  issue(now = Date.now()): string {
    const payload = `${now}.${randomBytes(9).toString('base64url')}`;
    return `${payload}.${this.#sign(payload)}`;
  }

  async verify(token: string | undefined, _remoteIp?: string, now = Date.now()): Promise<boolean> {
    const parts = token?.split('.') ?? [];
    if (parts.length !== 3 || !token) return false;
    const payload = `${parts[0]}.${parts[1]}`;
    const expected = Buffer.from(this.#sign(payload));
    const given = Buffer.from(parts[2] ?? '');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    const issued = Number(parts[0]);
    if (!Number.isFinite(issued) || now - issued > LOCAL_CAPTCHA_TOKEN_TTL_MS || issued > now) return false;
    if (this.#used.has(token)) return false;
    this.#used.add(token);
    return true;
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#secret).update(payload).digest('base64url');
  }
}
