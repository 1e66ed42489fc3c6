import { platformUrl, retryAfterMs } from '@vitrine/widget-api';
import { contactFormEndpoint, IDEMPOTENCY_KEY_HEADER, LEGACY_FORM_ENDPOINT } from './protocol/index';

/** The server asked for a pause (429): the visitor is told how long, and their message stays in the form. */
export interface RateLimited {
  reason: 'rate-limited';
  retryAfterSeconds: number;
}

export type SubmitOutcome = 'sent' | 'captcha-refused' | 'failed' | RateLimited;

/** What a 429 without a readable `Retry-After` is taken to ask for. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

export interface SubmitOptions {
  form: HTMLFormElement;
  siteAlias: string;
  newContactForm: boolean;
  hiddenCaptcha: boolean;
  timeoutMs: number;
  signal: AbortSignal;
  /** Fields added to the form's own, such as the captcha token. */
  extra?: Record<string, string>;
  /**
   * The submission's key (`newIdempotencyKey`), the same on every retry of one submission: a server that stored
   * an attempt whose answer was lost answers the retry as the first and stores nothing more. Sent to the
   * form's own origin only (a custom header would need a cross-origin preflight the endpoint may not answer).
   */
  idempotencyKey?: string;
  fetch?: typeof fetch;
}

/** A fresh submission key: 128 random bits, URL-safe (`crypto.getRandomValues` works on http pages too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** Where this form posts (widgets spec §7): the site's contactForm endpoint, or its action, or the legacy one. */
export function submitUrl(
  form: HTMLFormElement,
  siteAlias: string,
  newContactForm: boolean,
  hiddenCaptcha: boolean,
): string {
  const doc = form.ownerDocument;
  if (newContactForm) return platformUrl(contactFormEndpoint(siteAlias, hiddenCaptcha), doc);
  const action = form.getAttribute('action')?.trim() || LEGACY_FORM_ENDPOINT;
  const url = new URL(action, doc.location.href);
  url.searchParams.set('hiddenCaptcha', String(hiddenCaptcha));
  return url.origin === doc.location.origin ? platformUrl(`${url.pathname}${url.search}`, doc) : url.href;
}

/**
 * Posts the form, form-encoded: urlencoded, or multipart when a file is attached. The answer's body is not
 * read (spec §7): 2xx is sent, 401 is a refused captcha, 429 is a request to wait (for its `Retry-After`),
 * anything else — an HTTP error, offline, a timeout — is a failure. Never throws.
 */
export async function submitForm({
  form,
  siteAlias,
  newContactForm,
  hiddenCaptcha,
  timeoutMs,
  signal,
  extra = {},
  idempotencyKey,
  fetch: fetchImpl = globalThis.fetch.bind(globalThis),
}: SubmitOptions): Promise<SubmitOutcome> {
  const data = new FormData();
  // A file input left empty still gives a nameless, empty part: it carries nothing, and urlencoded it would
  // read "[object File]" where a file picked through the service posts its address under the same name.
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string' || value.size > 0 || value.name !== '') data.append(name, value);
  for (const [name, value] of Object.entries(extra)) data.set(name, value);
  const hasFile = [...data.values()].some((value) => typeof value !== 'string' && value.size > 0);
  const body = hasFile ? data : new URLSearchParams(data as unknown as Record<string, string>);
  const timeout = AbortSignal.timeout(timeoutMs);
  const url = submitUrl(form, siteAlias, newContactForm, hiddenCaptcha);
  // Tells the server a script is waiting: it answers with a status instead of a page to show.
  const headers: Record<string, string> = { accept: 'application/json' };
  if (idempotencyKey && url.startsWith('/')) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      body,
      headers,
      credentials: 'same-origin',
      signal: AbortSignal.any([signal, timeout]),
    });
    if (response.ok) return 'sent';
    if (response.status === 429) {
      const wait = retryAfterMs(response.headers.get('retry-after'));
      return {
        reason: 'rate-limited',
        retryAfterSeconds:
          wait === undefined ? DEFAULT_RETRY_AFTER_SECONDS : Math.max(1, Math.ceil(wait / 1000)),
      };
    }
    return response.status === 401 ? 'captcha-refused' : 'failed';
  } catch {
    return 'failed';
  }
}
