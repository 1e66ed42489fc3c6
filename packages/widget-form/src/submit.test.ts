import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RETRY_AFTER_SECONDS, newIdempotencyKey, submitForm, submitUrl } from './submit';
import { CONTACT_FORM_HTML } from './test-form.test-support';

const form = () => document.querySelector('form') as HTMLFormElement;
const options = (fetch: typeof globalThis.fetch) => ({
  form: form(),
  siteAlias: 'harbor-and-rye',
  newContactForm: true,
  hiddenCaptcha: false,
  timeoutMs: 50,
  signal: new AbortController().signal,
  fetch,
});

beforeEach(() => {
  document.body.innerHTML = CONTACT_FORM_HTML;
});

describe('submitUrl', () => {
  it('uses the contactForm endpoint with the flag on, else the form action, else the legacy endpoint', () => {
    expect(submitUrl(form(), 'harbor-and-rye', true, true)).toBe(
      '/_dm/s/rt/api/public/rt/site/harbor-and-rye/contactForm?hiddenCaptcha=true',
    );
    expect(submitUrl(form(), 'harbor-and-rye', false, false)).toBe(
      '/_dm/s/rt/widgets/dmform.submit.jsp?hiddenCaptcha=false',
    );
    form().setAttribute('action', '/forms/custom?x=1');
    expect(submitUrl(form(), 'harbor-and-rye', false, true)).toBe('/forms/custom?x=1&hiddenCaptcha=true');
    form().removeAttribute('action');
    expect(submitUrl(form(), 'harbor-and-rye', false, false)).toBe(
      '/_dm/s/rt/widgets/dmform.submit.jsp?hiddenCaptcha=false',
    );
  });
});

describe('submitForm', () => {
  it('posts every field urlencoded, labels, types and hidden fields included', async () => {
    (document.getElementById('dmform-0') as HTMLInputElement).value = 'Ada';
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    expect(await submitForm(options(fetch))).toBe('sent');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/_dm/s/rt/api/public/rt/site/harbor-and-rye/contactForm?hiddenCaptcha=false');
    expect(init.method).toBe('POST');
    const body = init.body as URLSearchParams;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(body.get('dmform-0')).toBe('Ada');
    expect(body.get('label-dmform-0')).toBe('Name');
    expect(body.get('type-dmform-2')).toBe('dropdown');
    expect(body.get('form_id')).toBe('contact');
  });

  it('adds extra fields such as the captcha token', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    await submitForm({ ...options(fetch), extra: { 'g-recaptcha-response': 'abc' } });
    const body = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as URLSearchParams;
    expect(body.get('g-recaptcha-response')).toBe('abc');
  });

  it('posts multipart when a file is attached', async () => {
    const input = document.createElement('input');
    input.type = 'file';
    input.name = 'dmform-9';
    form().append(input);
    const file = new File(['crumb'], 'loaf.txt', { type: 'text/plain' });
    Object.defineProperty(input, 'files', { value: [file] });
    const originalFormData = globalThis.FormData;
    // jsdom's FormData does not read a file input's `files` set from a test: add the file as a browser would.
    vi.stubGlobal(
      'FormData',
      class extends originalFormData {
        constructor(target?: HTMLFormElement) {
          super(target);
          if (target) this.set('dmform-9', file);
        }
      },
    );
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    await submitForm(options(fetch));
    vi.unstubAllGlobals();
    const body = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(body).toBeInstanceOf(originalFormData);
    expect((body.get('dmform-9') as File).name).toBe('loaf.txt');
  });

  it('sends the submission key to its own origin, and never to another', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const key = newIdempotencyKey();
    await submitForm({ ...options(fetch), idempotencyKey: key });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toEqual({ accept: 'application/json', 'Idempotency-Key': key });

    form().setAttribute('action', 'https://forms.elsewhere.example/submit');
    await submitForm({ ...options(fetch), newContactForm: false, idempotencyKey: key });
    const [url, crossOrigin] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('https://forms.elsewhere.example/submit?hiddenCaptcha=false');
    expect(crossOrigin.headers).toEqual({ accept: 'application/json' });
  });

  it('makes keys of 128 random bits, URL-safe, never the same twice', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('reads 429 as a request to wait, for its Retry-After or a minute', async () => {
    const answer = (headers: Record<string, string>) => async () =>
      new Response(null, { status: 429, headers });
    expect(await submitForm(options(answer({ 'retry-after': '40' })))).toEqual({
      reason: 'rate-limited',
      retryAfterSeconds: 40,
    });
    expect(await submitForm(options(answer({})))).toEqual({
      reason: 'rate-limited',
      retryAfterSeconds: DEFAULT_RETRY_AFTER_SECONDS,
    });
  });

  it('reads 401 as a refused captcha and any other failure as failed, never throwing', async () => {
    expect(await submitForm(options(async () => new Response(null, { status: 401 })))).toBe(
      'captcha-refused',
    );
    expect(await submitForm(options(async () => new Response('boom', { status: 500 })))).toBe('failed');
    expect(await submitForm(options(async () => Promise.reject(new TypeError('offline'))))).toBe('failed');
    const never = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    expect(await submitForm(options(never as typeof fetch))).toBe('failed');
  });
});
