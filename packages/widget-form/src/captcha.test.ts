import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Grecaptcha } from './captcha';
import { captchaSize, loadCaptchaScript, RECAPTCHA_SCRIPT_URL, renderCaptcha } from './captcha';

type TestWindow = Window & { grecaptcha?: unknown; __vitrineCaptchaReady?: () => void };

function fakeGrecaptcha(response = '') {
  let callback: (token: string) => void = () => {};
  const api = {
    render: vi.fn((_container: HTMLElement, parameters: { callback: (token: string) => void }) => {
      callback = parameters.callback;
      return 7;
    }),
    execute: vi.fn(() => callback('token-from-provider')),
    getResponse: vi.fn(() => response),
    reset: vi.fn(),
  };
  return api as typeof api & Grecaptcha;
}

/** A document of its own (the script loads once per document), on the test window, at a site's address. */
function pageDocument(title: string): Document {
  const doc = document.implementation.createHTMLDocument(title);
  Object.defineProperty(doc, 'defaultView', { value: window });
  const base = doc.createElement('base');
  base.href = 'https://harbor-and-rye.example/site/harbor-and-rye/contact';
  doc.head.append(base);
  return doc;
}

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as TestWindow).grecaptcha;
});

describe('captcha', () => {
  it('is invisible, or a visible check that is compact on mobile and normal elsewhere', () => {
    expect(captchaSize('invisible', 'mobile')).toBe('invisible');
    expect(captchaSize('checkbox', 'mobile')).toBe('compact');
    expect(captchaSize('checkbox', 'desktop')).toBe('normal');
    expect(captchaSize('checkbox', 'tablet')).toBe('normal');
  });

  it('loads the provider script once, explicitly rendered, in the page language, and waits for its onload', async () => {
    const doc = pageDocument('first');
    const first = loadCaptchaScript(doc, undefined, 'ja');
    const second = loadCaptchaScript(doc, undefined, 'ja');
    expect(second).toBe(first);
    const scripts = doc.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    const url = new URL((scripts[0] as HTMLScriptElement).src);
    expect(`${url.origin}${url.pathname}`).toBe(RECAPTCHA_SCRIPT_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      onload: '__vitrineCaptchaReady',
      render: 'explicit',
      hl: 'ja',
    });
    const api = fakeGrecaptcha();
    (window as TestWindow).grecaptcha = api;
    (window as TestWindow).__vitrineCaptchaReady?.();
    expect(await first).toBe(api);
  });

  it('rejects when the script fails, and the next form may try again', async () => {
    const doc = pageDocument('second');
    const failed = loadCaptchaScript(doc, '/captcha/api.js');
    doc.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not be loaded');
    expect(loadCaptchaScript(doc, '/captcha/api.js')).not.toBe(failed);
  });

  it('runs the invisible check for a token, and reads a visible one', async () => {
    const invisible = fakeGrecaptcha();
    const container = document.createElement('div');
    const check = renderCaptcha(invisible, container, 'site-key', 'invisible');
    expect(invisible.render).toHaveBeenCalledWith(
      container,
      expect.objectContaining({ sitekey: 'site-key', size: 'invisible' }),
    );
    await expect(check.token()).resolves.toBe('token-from-provider');
    check.reset();
    expect(invisible.reset).toHaveBeenCalledWith(7);

    await expect(renderCaptcha(fakeGrecaptcha(''), container, 'k', 'normal').token()).rejects.toThrow(
      'not done',
    );
    await expect(renderCaptcha(fakeGrecaptcha('ticked'), container, 'k', 'compact').token()).resolves.toBe(
      'ticked',
    );
  });
});
