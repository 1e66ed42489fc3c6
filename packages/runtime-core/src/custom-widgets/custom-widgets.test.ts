import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, reportIntersection } from '../effects/dom-doubles.test-support';
import { CUSTOM_WIDGET_GLOBAL } from '../markup/custom-widgets';
import { ScriptRunner } from '../navigation/script-runner';
import { encodeBase64, encodeBase64Json } from '../util/base64';
import { parseFragment } from '../util/parse-fragment';
import type { CustomWidgetData, CustomWidgetsOptions } from './custom-widgets';
import { CustomWidgets, collectionNamesOf, readConfig } from './custom-widgets';

type Global = Window & {
  jQuery?: unknown;
  [CUSTOM_WIDGET_GLOBAL]?: { define: (...args: unknown[]) => void };
};
const global = window as Global;

afterEach(() => {
  document.body.replaceChildren();
  delete global.jQuery;
  delete global[CUSTOM_WIDGET_GLOBAL];
  vi.restoreAllMocks();
});

const context = () => ({
  device: 'desktop' as const,
  inEditor: false,
  page: 'home',
  siteId: 'harbor',
  locale: 'en',
  accountId: 'acc-1',
});

function widgetElement(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** A script loader standing in for the browser: "running" a source calls define() as the real script would. */
function fakeScripts(code: Record<string, (define: (...args: unknown[]) => void) => void>) {
  const loaded: string[] = [];
  const loadScript = vi.fn(async (_doc: Document, src: string) => {
    loaded.push(src);
    if (src === '/vendor/jquery.js') {
      global.jQuery = () => 'jq';
      return;
    }
    const run = code[src.startsWith('blob:') ? 'blob' : src];
    if (!run) throw new Error(`404 ${src}`);
    run((...args) => global[CUSTOM_WIDGET_GLOBAL]?.define(...args));
  });
  return { loadScript, loaded };
}

function widgets(options: Partial<CustomWidgetsOptions> & Pick<CustomWidgetsOptions, 'loadScript'>) {
  return new CustomWidgets({
    win: window,
    doc: document,
    api: { name: 'dmAPI' },
    context,
    jqueryUrl: '/vendor/jquery.js',
    ...options,
  });
}

describe('CustomWidgets', () => {
  it('loads jQuery first, then the hosted code, and runs each element once with its data', async () => {
    const calls: Array<{ element: HTMLElement; data: CustomWidgetData; api: unknown; jQuery: unknown }> = [];
    const { loadScript, loaded } = fakeScripts({
      '/cw/hours.js': (define) =>
        define('hours', '2', (element: HTMLElement, data: CustomWidgetData, api: unknown) =>
          calls.push({ element, data, api, jQuery: global.jQuery }),
        ),
    });
    const runner = widgets({ loadScript, loadCollection: async (name) => [{ data: { name } }] });
    runner.setSources({
      customwidgetjs: [{ widgetId: 'hours', version: '2', js: encodeBase64('ignored'), url: '/cw/hours.js' }],
      customwidgetstrings: { hours: { closed: 'Closed' } },
    });
    const element = widgetElement({
      id: 'w1',
      'data-widget-id': 'hours',
      'data-widget-version': '2',
      'data-widget-config': encodeBase64Json({ title: '<p class="rteBlock">Open today</p>' }),
      'data-binding': 'menu-items',
    });

    await runner.start(document);
    await runner.start(document);

    expect(loaded).toEqual(['/vendor/jquery.js', '/cw/hours.js']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.element).toBe(element);
    expect(calls[0]?.api).toEqual({ name: 'dmAPI' });
    expect(calls[0]?.jQuery).toBeTypeOf('function');
    expect(calls[0]?.data).toEqual({
      ...context(),
      // Text config keeps the editor's rteBlock wrapper, as code written for the established runtime expects.
      config: { title: '<p class="rteBlock">Open today</p>' },
      elementId: 'w1',
      widgetId: 'hours',
      widgetVersion: '2',
      collections: { 'menu-items': [{ data: { name: 'menu-items' } }] },
      strings: { closed: 'Closed' },
    });
  });

  it('runs base64 code from a blob, wrapped so it receives element, data and api', async () => {
    const createObjectURL = vi.fn(() => 'blob:http://localhost/1');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const ran = vi.fn();
    const { loadScript } = fakeScripts({ blob: (define) => define('clock', '1', ran) });
    const runner = widgets({ loadScript });
    runner.setSources({
      customwidgetjs: [{ widgetId: 'clock', version: '1', js: encodeBase64('element.textContent = "é";') }],
    });
    widgetElement({ 'data-widget-id': 'clock', 'data-widget-version': '1' });

    await runner.start(document);

    const blob = (createObjectURL.mock.calls[0] as unknown[] | undefined)?.[0] as Blob;
    expect(await blob.text()).toBe(
      'window.__vitrineCustomWidgets.define("clock","1",function(element,data,api){\nelement.textContent = "é";\n});',
    );
    expect(ran).toHaveBeenCalledTimes(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
  });

  it('logs a widget that throws, has no code or bad code, and still runs the others', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = vi.fn();
    const { loadScript } = fakeScripts({
      '/cw/bad.js': (define) =>
        define('bad', '1', () => {
          throw new Error('boom');
        }),
      '/cw/good.js': (define) => define('good', '1', good),
    });
    const reportError = vi.fn();
    const runner = widgets({ loadScript, reportError });
    runner.setSources({
      customwidgetjs: [
        { widgetId: 'bad', version: '1', js: '', url: '/cw/bad.js' },
        { widgetId: 'good', version: '1', js: '', url: '/cw/good.js' },
        { widgetId: 'gone', version: '1', js: '', url: '/cw/gone.js' },
        { widgetId: 'garbled', version: '1', js: '%%%' },
        { nonsense: true } as never,
      ],
    });
    for (const id of ['bad', 'missing', 'gone', 'garbled', 'good']) {
      widgetElement({ 'data-widget-id': id, 'data-widget-version': '1' });
    }

    await runner.start(document);

    expect(good).toHaveBeenCalledTimes(1);
    const messages = errors.mock.calls.map((call) => String(call[0]));
    expect(messages).toEqual(
      expect.arrayContaining([
        '[vitrine] ignored a customwidgetjs entry without a widgetId and js',
        '[vitrine] custom widget bad@1 failed',
        '[vitrine] custom widget missing@1: the page has no code for it',
        '[vitrine] custom widget gone@1 failed',
        '[vitrine] custom widget garbled@1 failed',
      ]),
    );
    // What threw also goes to the site's client log, with the error itself.
    expect(reportError).toHaveBeenCalledWith('custom widget bad@1 failed', new Error('boom'));
  });

  it('loads no jQuery when the page has one, and none for a page without custom widgets', async () => {
    const { loadScript, loaded } = fakeScripts({});
    await widgets({ loadScript }).start(document);
    expect(loaded).toEqual([]);
    global.jQuery = () => 'site jQuery';
    const { loadScript: second, loaded: secondLoaded } = fakeScripts({
      '/cw/a.js': (define) => define('a', '', vi.fn()),
    });
    const runner = widgets({ loadScript: second });
    runner.setSources({ customwidgetjs: [{ widgetId: 'a', js: '', url: '/cw/a.js' }] });
    widgetElement({ 'data-widget-id': 'a' });
    await runner.start(document);
    expect(secondLoaded).toEqual(['/cw/a.js']);
  });

  it('code that runs twice (defines twice) does not run an instance twice', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { loadScript } = fakeScripts({
      '/cw/twice.js': (define) => {
        define('twice', '1', first);
        define('twice', '1', second);
      },
    });
    const runner = widgets({ loadScript });
    runner.setSources({ customwidgetjs: [{ widgetId: 'twice', version: '1', js: '', url: '/cw/twice.js' }] });
    widgetElement({ 'data-widget-id': 'twice', 'data-widget-version': '1' });
    await runner.start(document);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

/** Whether a connected observer watches `element`, waiting for the visitor to reach it. */
const watched = (element: Element) =>
  FakeIntersectionObserver.connected().some((observer) => observer.observed.has(element));

describe('CustomWidgets: when each starts (core-runtime spec §4)', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const hours = (ran: string[]) =>
    fakeScripts({
      '/cw/hours.js': (define) => define('hours', '2', (element: HTMLElement) => ran.push(element.id)),
    });
  const sources = {
    customwidgetjs: [{ widgetId: 'hours', version: '2', js: encodeBase64('ignored'), url: '/cw/hours.js' }],
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('a widget the visitor has not reached loads nothing, not even jQuery; it runs once reached', async () => {
    const ran: string[] = [];
    const { loadScript, loaded } = hours(ran);
    const loadCollection = vi.fn(async () => []);
    const runner = widgets({ loadScript, loadCollection });
    runner.setSources(sources);
    const below = widgetElement({
      id: 'below',
      'data-widget-id': 'hours',
      'data-widget-version': '2',
      'data-binding': 'menu',
    });
    void runner.start(document);
    await settle();
    expect(loaded).toEqual([]);
    expect(loadCollection).not.toHaveBeenCalled();
    expect(watched(below)).toBe(true);

    reportIntersection(below, true);
    await vi.waitFor(() => expect(ran).toEqual(['below']));
    expect(loaded).toEqual(['/vendor/jquery.js', '/cw/hours.js']);
    expect(loadCollection).toHaveBeenCalledWith('menu');
  });

  it('runs at once with data-lazy-load="false", and every widget at once in the editor', async () => {
    const ran: string[] = [];
    const { loadScript } = hours(ran);
    const runner = widgets({ loadScript });
    runner.setSources(sources);
    widgetElement({
      id: 'eager',
      'data-widget-id': 'hours',
      'data-widget-version': '2',
      'data-lazy-load': 'false',
    });
    widgetElement({ id: 'lazy', 'data-widget-id': 'hours', 'data-widget-version': '2' });
    await runner.start(document);
    expect(ran).toEqual(['eager']);

    document.body.replaceChildren();
    delete global[CUSTOM_WIDGET_GLOBAL];
    const inEditor = widgets({ loadScript, context: () => ({ ...context(), inEditor: true }) });
    inEditor.setSources(sources);
    widgetElement({ id: 'far-below', 'data-widget-id': 'hours', 'data-widget-version': '2' });
    await inEditor.start(document);
    expect(ran).toEqual(['eager', 'far-below']);
  });

  it('stops waiting for an element whose page is gone', async () => {
    const ran: string[] = [];
    const { loadScript } = hours(ran);
    const runner = widgets({ loadScript });
    runner.setSources(sources);
    const gone = widgetElement({ id: 'gone', 'data-widget-id': 'hours', 'data-widget-version': '2' });
    void runner.start(document);
    gone.remove();
    runner.stopWaiting();
    expect(watched(gone)).toBe(false);
  });
});

describe('readConfig', () => {
  it("waits for the scripts of its element's HTML (a library it loads) before its function is called", async () => {
    const calls: string[] = [];
    const { loadScript } = fakeScripts({
      '/cw/chart.js': (define) => define('chart', '1', () => calls.push('widget')),
    });
    const element = widgetElement({ 'data-widget-id': 'chart', 'data-widget-version': '1' });
    // As after an in-page navigation: the element's HTML arrived inert and core runs its scripts.
    const fragment = parseFragment(document, '<script src="https://cdn.test/chart-lib.js"></script>');
    const inert = [...fragment.querySelectorAll('script')];
    element.append(fragment);
    void new ScriptRunner({ win: window, doc: document }).run(inert, new AbortController().signal);
    const running = widgets({ loadScript });
    running.setSources({
      customwidgetjs: [{ widgetId: 'chart', version: '1', js: '', url: '/cw/chart.js' }],
    });
    const started = running.start(document);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
    element.querySelector('script')!.dispatchEvent(new Event('load'));
    await started;
    expect(calls).toEqual(['widget']);
  });

  it('decodes base64 JSON objects and reports anything else as an empty config', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = (value: string) =>
      readConfig(widgetElement({ 'data-widget-id': 'x', 'data-widget-config': value }));
    expect(config(encodeBase64Json({ a: 1 }))).toEqual({ a: 1 });
    expect(config('not base64!')).toEqual({});
    expect(config(encodeBase64Json([1, 2]))).toEqual({});
    expect(errors).toHaveBeenCalledTimes(2);
  });
});

describe('collectionNamesOf', () => {
  it.each([
    [null, []],
    ['  ', []],
    ['menu-items', ['menu-items']],
    ['["a","b"]', ['a', 'b']],
    ['{"collection":"events"}', ['events']],
    ['[{"collectionName":"x"},{"name":"y"},{"other":1},""]', ['x', 'y']],
  ])('reads %j', (binding, names) => {
    expect(collectionNamesOf(binding)).toEqual(names);
  });
});
