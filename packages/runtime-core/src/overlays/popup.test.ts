import { polyfillDialog } from '@vitrine/widget-api/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Emitter } from '../events/emitter';
import type { PublicEvents } from '../events/public-events';
import type { ScriptRunner } from '../navigation/script-runner';
import { PopupController } from './popup';

beforeAll(polyfillDialog);
afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(fetch: typeof globalThis.fetch, scripts?: ScriptRunner) {
  const publicEvents = new Emitter<PublicEvents>();
  const shown = vi.fn();
  const removed = vi.fn();
  const popups = new PopupController({
    win: window,
    doc: document,
    publicEvents,
    fetch,
    hooks: { contentShown: shown, contentRemoved: removed },
    ...(scripts ? { scripts } : {}),
  });
  const dialog = () => document.querySelector('dialog') as HTMLDialogElement;
  const content = () => document.querySelector('[data-vitrine-popup-content]') as HTMLElement;
  return { popups, publicEvents, shown, removed, dialog, content };
}

describe('PopupController', () => {
  it('loads the page with dm_ajaxCall, shows its content and css, and fires event-popup', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) =>
      json({ content: '<h2>Allergens</h2><p>Wheat, rye.</p>', css: '.a{color:red}', devicecss: '.b{}' }),
    );
    const { popups, publicEvents, shown, dialog, content } = setup(fetch);
    const fired = vi.fn();
    publicEvents.on('event-popup', fired);

    await expect(
      popups.open({ url: '/site/s/allergens', name: 'Allergens', animation: 'none' }),
    ).resolves.toBe(true);

    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://localhost:3000/site/s/allergens?dm_ajaxCall=true');
    expect(dialog().open).toBe(true);
    expect(content().textContent).toBe('Allergens' + 'Wheat, rye.');
    expect(dialog().getAttribute('aria-labelledby')).toBe(content().querySelector('h2')?.id);
    expect(
      [...document.head.querySelectorAll('style[data-vitrine-popup-css]')].map((s) => s.textContent),
    ).toEqual(['.a{color:red}', '.b{}']);
    expect(dialog().style.width).toBe('700px');
    expect(dialog().style.height).toBe('400px');
    expect(fired).toHaveBeenCalledWith({ url: 'http://localhost:3000/site/s/allergens', name: 'Allergens' });
    expect(shown).toHaveBeenCalledWith(content(), new URL('http://localhost:3000/site/s/allergens'));
  });

  it("shows the answer's popups after its content, runs their scripts, and keeps the answer while open", async () => {
    const answer = {
      content: '<h2>Stall</h2><script>window.ranInPopup = true</script>',
      popups: ['<div id="nested-popup">Map</div>', 42],
      customwidgetjs: [{ widgetId: 'stall', js: 'e30=' }],
    };
    const run = vi.fn(async () => {});
    const { popups, content } = setup(
      vi.fn(async () => json(answer)),
      { run } as unknown as ScriptRunner,
    );
    expect(popups.shownContent).toBeUndefined();
    await expect(popups.open({ url: '/site/s/stall' })).resolves.toBe(true);
    expect(content().querySelector('#nested-popup')?.textContent).toBe('Map');
    // Inserted inert; the runner gets them, with a signal that aborts when the popup closes.
    const [scripts, signal] = run.mock.calls[0] as unknown as [HTMLScriptElement[], AbortSignal];
    expect(scripts.map((script) => script.textContent)).toEqual(['window.ranInPopup = true']);
    expect(popups.shownContent?.customwidgetjs).toEqual(answer.customwidgetjs);
    popups.close();
    expect(signal.aborted).toBe(true);
    expect(popups.shownContent).toBeUndefined();
    // A popup core builds itself (password, messages) has no answer of its own.
    popups.show({ content: '<p>Enter the password</p>', label: 'Password' });
    expect(popups.shownContent).toBeUndefined();
  });

  it('closes again when the load fails, the answer is malformed or there is no content', async () => {
    for (const answer of [
      () => Promise.reject(new TypeError('offline')),
      async () => new Response('oops', { status: 500 }),
      async () => new Response('{not json', { headers: { 'content-type': 'application/json' } }),
      async () => json({ content: '   ' }),
      async () => json({ status: 'password' }),
    ]) {
      const { popups, dialog, content } = setup(vi.fn(answer) as typeof fetch);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await expect(popups.open({ url: '/site/s/x' })).resolves.toBe(false);
      expect(dialog().open).toBe(false);
      expect(content().childNodes).toHaveLength(0);
      warn.mockRestore();
      popups.stop();
    }
  });

  it('shows raw HTML answers, as exported sites send them', async () => {
    const { popups, content } = setup(
      vi.fn(async () => new Response('<p>Exported</p>', { headers: { 'content-type': 'text/html' } })),
    );
    await expect(popups.open({ url: '/x.html' })).resolves.toBe(true);
    expect(content().innerHTML).toBe('<p>Exported</p>');
  });

  it('fetches once for a double click on the same link', async () => {
    const fetch = vi.fn(async () => json({ content: '<p>Once</p>' }));
    const { popups } = setup(fetch);
    const [first, second] = await Promise.all([popups.open({ url: '/p' }), popups.open({ url: '/p' })]);
    expect([first, second]).toEqual([true, true]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('on close empties the content, removes its css and animation classes, and returns focus', async () => {
    const trigger = document.createElement('button');
    document.body.append(trigger);
    trigger.focus();
    const { popups, removed, dialog, content } = setup(
      vi.fn(async () => json({ content: '<a href="/x">x</a>', css: '.c{}' })),
    );
    await popups.open({ url: '/p', animation: 'zoomIn', trigger });
    expect(dialog().className).toContain('vitrine-popup--zoomIn');

    popups.close();

    expect(dialog().open).toBe(false);
    expect(content().childNodes).toHaveLength(0);
    expect(dialog().className).toBe('vitrine-popup');
    expect(document.head.querySelector('style[data-vitrine-popup-css]')).toBeNull();
    expect(removed).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(trigger);
  });

  it('a load that is superseded or closed never reaches the popup', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { popups, content } = setup(fetch as typeof globalThis.fetch);
    const opening = popups.open({ url: '/slow' });
    popups.close();
    answer(json({ content: '<p>late</p>' }));
    await expect(opening).resolves.toBe(false);
    expect(content().childNodes).toHaveLength(0);
  });

  it('sizes from the options and follows window resizes', async () => {
    const { popups, dialog } = setup(vi.fn(async () => json({ content: '<p>x</p>' })));
    await popups.open({ url: '/p', width: 0.5, height: 5000 });
    expect(dialog().style.width).toBe(`${Math.round(window.innerWidth * 0.5)}px`);
    expect(dialog().style.height).toBe(`${window.innerHeight - 20}px`);
    Object.defineProperty(window, 'innerWidth', { value: 400, configurable: true });
    window.dispatchEvent(new Event('resize'));
    expect(dialog().style.width).toBe('200px');
  });
});
