import { polyfillDialog } from '@vitrine/widget-api/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Emitter } from '../events/emitter';
import type { PublicEvents } from '../events/public-events';
import { askForPagePassword } from './password-popup';
import { PopupController } from './popup';

beforeAll(polyfillDialog);
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and core writes cookies the same way
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
});

const POPUP_HTML = `
  <form data-vitrine-password-form>
    <h2>This page is protected</h2>
    <label>Password <input type="password" name="password"></label>
    <p data-vitrine-password-warning="wrong" hidden>Wrong password</p>
    <p data-vitrine-password-warning="missing" hidden>Please enter the password</p>
    <button type="submit">OK</button>
    <button type="button" data-vitrine-password-cancel>Cancel</button>
  </form>`;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(authAnswers: Array<() => Promise<Response>>, popupHtml = POPUP_HTML) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    if (String(url).includes('rt_password_protected_popup.jsp')) return new Response(popupHtml);
    const answer = authAnswers.shift();
    if (!answer) throw new Error('unexpected auth call');
    return answer();
  });
  const popups = new PopupController({
    win: window,
    doc: document,
    publicEvents: new Emitter<PublicEvents>(),
  });
  const outcome = askForPagePassword({
    popups,
    win: window,
    doc: document,
    siteAlias: 'harbor & rye',
    url: new URL('http://localhost:3000/site/harbor/private'),
    fetch,
  });
  const input = () => document.querySelector<HTMLInputElement>('input[type="password"]') as HTMLInputElement;
  const warning = (kind: string) =>
    document.querySelector<HTMLElement>(`[data-vitrine-password-warning="${kind}"]`);
  const submit = async (password: string) => {
    await vi.waitFor(() => expect(input()).toBeTruthy());
    input().value = password;
    input().form?.requestSubmit();
  };
  return { calls, outcome, input, warning, submit, popups };
}

describe('askForPagePassword', () => {
  it('asks the popup endpoint with siteAlias and pageUrl, and focuses the password field', async () => {
    const { calls, input } = setup([]);
    await vi.waitFor(() => expect(input()).toBeTruthy());
    expect(calls[0]?.url).toBe(
      '/_dm/s/rt/widgets/passwordProtectedPages/rt_password_protected_popup.jsp?siteAlias=harbor+%26+rye&pageUrl=%2Fsite%2Fharbor%2Fprivate',
    );
    expect(document.activeElement).toBe(input());
  });

  it('reveals the wrong-password warning for UnAuthorized, then unlocks with the cookie', async () => {
    const { calls, outcome, warning, submit, input } = setup([
      async () => json({ errorCode: 'UnAuthorized' }, 401),
      async () => json({ name: '_dm_page_harbor', value: 'token.sig' }),
    ]);
    await submit(' wrong ');
    await vi.waitFor(() => expect(warning('wrong')?.hidden).toBe(false));
    expect(warning('missing')?.hidden).toBe(true);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe(warning('wrong')?.id);
    expect(warning('wrong')?.getAttribute('role')).toBe('alert');
    const authCall = calls[1];
    expect(authCall?.url).toBe('/_dm/s/rt/api/public/rt/site/harbor%20%26%20rye/page/auth');
    expect(authCall?.init?.method).toBe('POST');
    // Sent as typed: spaces are part of a password.
    expect(JSON.parse(String(authCall?.init?.body))).toEqual({
      password: ' wrong ',
      pagePath: '/site/harbor/private',
    });

    await submit('sourdough');
    await expect(outcome).resolves.toBe('unlocked');
    expect(document.cookie).toContain('_dm_page_harbor=token.sig');
    expect(document.querySelector('dialog')?.open).toBe(false);
  });

  it('reveals the missing-password warning for any other failure', async () => {
    for (const failure of [
      () => Promise.reject(new TypeError('offline')),
      async () => json({ errorCode: 'Internal' }, 500),
      async () => new Response('<html>proxy error</html>', { status: 502 }),
      async () => json({ name: 'bad name;', value: 'x' }),
      async () => json({ errorCode: 'TooManyAttempts' }, 429),
    ]) {
      const { warning, submit, popups } = setup([failure]);
      await submit('x');
      await vi.waitFor(() => expect(warning('missing')?.hidden).toBe(false));
      expect(warning('wrong')?.hidden).toBe(true);
      expect(document.cookie).toBe('');
      popups.stop();
    }
  });

  it('reveals the missing-password warning with the wait added for a 429, never a warning of its own', async () => {
    const html = POPUP_HTML.replace(
      '<p data-vitrine-password-warning="missing" hidden>Please enter the password</p>',
      `<p data-vitrine-password-warning="missing" hidden>Please enter the password.
         <span data-vitrine-password-wait="Wait {wait}, then try again." hidden></span></p>
       <p data-vitrine-password-warning="throttled" hidden>Too many attempts</p>`,
    );
    const tooMany = (retryAfter?: string) => async () =>
      new Response(JSON.stringify({ errorCode: 'TooManyAttempts' }), {
        status: 429,
        headers: retryAfter ? { 'retry-after': retryAfter } : {},
      });
    const { warning, submit, input } = setup(
      [tooMany('40'), async () => json({ errorCode: 'Internal' }, 500), tooMany()],
      html,
    );
    const wait = () => warning('missing')?.querySelector<HTMLElement>('[data-vitrine-password-wait]');
    await submit('x');
    await vi.waitFor(() => expect(warning('missing')?.hidden).toBe(false));
    expect(warning('throttled')?.hidden).toBe(true);
    expect(wait()?.hidden).toBe(false);
    expect(warning('missing')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Please enter the password. Wait 40 seconds, then try again.',
    );
    expect(input().getAttribute('aria-describedby')).toBe(warning('missing')?.id);
    // Another failure: the warning without a wait.
    await submit('y');
    await vi.waitFor(() => expect(input().form?.hasAttribute('aria-busy')).toBe(false));
    expect(warning('missing')?.hidden).toBe(false);
    expect(wait()?.hidden).toBe(true);
    // A 429 that names no wait says none.
    await submit('z');
    await vi.waitFor(() => expect(input().form?.hasAttribute('aria-busy')).toBe(false));
    expect(warning('missing')?.hidden).toBe(false);
    expect(wait()?.hidden).toBe(true);
    expect(warning('throttled')?.hidden).toBe(true);
  });

  it("adds the wait in core's own words where the markup has no place for it", async () => {
    const { warning, submit } = setup([
      async () => new Response('{}', { status: 429, headers: { 'retry-after': '90' } }),
    ]);
    await submit('x');
    await vi.waitFor(() => expect(warning('missing')?.hidden).toBe(false));
    expect(warning('missing')?.textContent).toBe('Please enter the password Please try again in 2 minutes.');
  });

  it('grows to fit its form and warnings on a phone (up to 414 px wide); 500 by 175 on larger screens', async () => {
    vi.stubGlobal('innerWidth', 390);
    vi.stubGlobal('innerHeight', 700);
    const { input } = setup([]);
    await vi.waitFor(() => expect(input()).toBeTruthy());
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.style.width).toBe('370px');
    expect(dialog.style.height).toBe('fit-content');
    expect(dialog.style.minHeight).toBe('175px');
    expect(dialog.style.maxHeight).toBe('680px');

    vi.stubGlobal('innerWidth', 1280);
    window.dispatchEvent(new Event('resize'));
    expect(dialog.style.width).toBe('500px');
    expect(dialog.style.height).toBe('175px');
    expect(dialog.style.minHeight).toBe('');
    expect(dialog.style.maxHeight).toBe('');
  });

  it('sends one request for a double submit', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls, submit, input } = setup([() => new Promise<Response>((resolve) => (answer = resolve))]);
    await submit('a');
    input().form?.requestSubmit();
    expect(calls.filter((call) => call.url.includes('/page/auth'))).toHaveLength(1);
    answer(json({ errorCode: 'UnAuthorized' }, 401));
  });

  it('resolves cancelled when Cancel is pressed', async () => {
    const { outcome } = setup([]);
    await vi.waitFor(() => expect(document.querySelector('[data-vitrine-password-cancel]')).toBeTruthy());
    document.querySelector<HTMLButtonElement>('[data-vitrine-password-cancel]')?.click();
    await expect(outcome).resolves.toBe('cancelled');
  });

  it('is unavailable when the popup HTML has no password form', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { outcome } = setup([], '<p>Nothing to see</p>');
    await expect(outcome).resolves.toBe('unavailable');
    expect(document.querySelector('dialog')?.open).toBe(false);
    warn.mockRestore();
  });
});
