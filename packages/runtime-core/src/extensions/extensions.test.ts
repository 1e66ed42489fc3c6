import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScriptRunner } from '../navigation/script-runner';
import { Extensions } from './extensions';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function setup(fetch: typeof globalThis.fetch) {
  document.body.innerHTML =
    '<main><div id="ext-club">Loading…</div><div id="ext-reviews"></div><p id="after">after</p></main>';
  const run = vi.fn(async () => {});
  const reportError = vi.fn();
  const extensions = new Extensions({
    win: window,
    doc: document,
    siteAlias: 'harbor-and-rye',
    device: 'mobile',
    scripts: { run } as unknown as ScriptRunner,
    reportError,
    fetch,
  });
  return { extensions, run, reportError };
}

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

describe('Extensions', () => {
  it('posts the form fields for each entry, together, and replaces each placeholder with its HTML', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const fields = new URLSearchParams(String(init?.body));
      return html(`<section id="${fields.get('extId')}">Hi<script>window.x = 1</script></section>`);
    });
    const { extensions, run } = setup(fetch);
    await extensions.render(
      [
        { extId: 'bread-club', elementId: 'ext-club' },
        { extId: 'reviews', elementId: 'ext-reviews' },
      ],
      'market',
    );
    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/_dm/s/rt/scripts/ajax_ext.jsp');
    expect(init?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      siteAlias: 'harbor-and-rye',
      pageAlias: 'market',
      extId: 'bread-club',
      elementId: 'ext-club',
      dm_device: 'mobile',
    });
    expect(document.getElementById('ext-club')).toBeNull();
    expect(document.querySelector('main')?.innerHTML).toBe(
      '<section id="bread-club">Hi<script>window.x = 1</script></section><section id="reviews">Hi<script>window.x = 1</script></section><p id="after">after</p>',
    );
    // Their scripts go to the runner, inert until it runs them.
    const scripts = (run.mock.calls as unknown as [HTMLScriptElement[]][]).flatMap(([list]) => list);
    expect(scripts.map((script) => script.closest('section')?.id)).toEqual(['bread-club', 'reviews']);
  });

  it('leaves the placeholder empty and logs when the call fails; skips bad entries and missing placeholders', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
      new URLSearchParams(String(init?.body)).get('extId') === 'down'
        ? html('Internal server error', 500)
        : Promise.reject(new TypeError('offline')),
    );
    const { extensions, reportError } = setup(fetch);
    await extensions.render(
      [
        { extId: 'down', elementId: 'ext-club' },
        { extId: 'offline', elementId: 'ext-reviews' },
        { extId: 'nowhere', elementId: 'ext-missing' },
        { extId: 42 },
        'junk',
      ],
      'market',
    );
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(document.getElementById('ext-club')?.childNodes).toHaveLength(0);
    expect(document.getElementById('ext-reviews')?.childNodes).toHaveLength(0);
    expect(reportError.mock.calls.map(([message]) => message)).toEqual([
      '[vitrine] extension down could not be rendered',
      '[vitrine] extension offline could not be rendered',
    ]);
    expect(warn).toHaveBeenCalledWith(
      '[vitrine] extension nowhere: no placeholder element #ext-missing on the page',
    );
    expect(consoleError).toHaveBeenCalledTimes(4);
  });

  it('a page left before its extension arrived is not written to', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          answer = resolve;
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const { extensions, reportError } = setup(fetch);
    const first = extensions.render([{ extId: 'club', elementId: 'ext-club' }], 'market');
    // The next page: the first one's request is cancelled, nothing logged, the placeholder untouched.
    const second = extensions.render([], 'home');
    answer(html('<p>late</p>'));
    await Promise.all([first, second]);
    expect(document.getElementById('ext-club')?.textContent).toBe('Loading…');
    expect(reportError).not.toHaveBeenCalled();
  });
});
