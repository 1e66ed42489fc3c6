import { consent, setConsentMode } from '@vitrine/widget-api/consent';
import type { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseFragment } from '../util/parse-fragment';
import { ScriptRunner, scriptsSettled } from './script-runner';

type TestWindow = Window & typeof globalThis & { ran?: string[] };

/**
 * The jsdom class the test environment runs on. Importing jsdom in a test file loads a second copy inside
 * vitest's VM context, where one of its ES module dependencies cannot load.
 */
const JsdomDocument = (globalThis as unknown as { jsdom: JSDOM }).jsdom.constructor as typeof JSDOM;

/** A document that really runs inline scripts; external ones "load" when the test says so. */
function setUp(html = '') {
  const dom = new JsdomDocument(
    `<!doctype html><html><head><script>window.ran = []</script></head><body>${html}</body></html>`,
    {
      runScripts: 'dangerously',
      url: 'https://bakery.test/site/harbor-and-rye/market',
    },
  );
  const win = dom.window as unknown as TestWindow;
  const doc = win.document;
  const reportError = vi.fn();
  const runner = new ScriptRunner({ win, doc, reportError, timeoutMs: 1000 });
  const inert = new Set<Element>();
  /** Inserts markup as core does (inert) and gives its scripts. */
  const insert = (markup: string, into: Element = doc.body): HTMLScriptElement[] => {
    const fragment = parseFragment(doc, markup);
    const scripts = [...fragment.querySelectorAll('script')];
    for (const script of scripts) inert.add(script);
    into.append(fragment);
    return scripts;
  };
  /** The external script elements core added (its copies, not the inert originals), in document order. */
  const external = (): HTMLScriptElement[] =>
    [...doc.querySelectorAll<HTMLScriptElement>('script[data-x]')].filter((script) => !inert.has(script));
  return { win, doc, runner, reportError, insert, external };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ScriptRunner', () => {
  it('runs inline scripts in document order, during the call, as the parser would', () => {
    const { win, runner, insert } = setUp();
    const scripts = insert('<script>ran.push("a")</script><p>text</p><script>ran.push("b")</script>');
    expect(win.ran).toEqual([]);
    void runner.run(scripts, new AbortController().signal);
    expect(win.ran).toEqual(['a', 'b']);
  });

  it('waits for an external script to load before the next script runs', async () => {
    const { win, runner, insert, external } = setUp();
    const scripts = insert(
      '<script>ran.push("before")</script><script data-x src="/lib.js"></script><script>ran.push("after " + typeof window.lib)</script>',
    );
    const done = runner.run(scripts, new AbortController().signal);
    expect(win.ran).toEqual(['before']);
    await tick();
    expect(win.ran).toEqual(['before']);
    const [lib] = external();
    expect(lib?.src).toBe('https://bakery.test/lib.js');
    (win as unknown as { lib: number }).lib = 1;
    lib!.dispatchEvent(new win.Event('load'));
    await done;
    expect(win.ran).toEqual(['before', 'after number']);
  });

  it('logs a script that fails to load or throws, and runs the next one', async () => {
    const { win, runner, reportError, insert, external } = setUp();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const scripts = insert(
      '<script>throw new Error("oven on fire")</script><script data-x src="https://cdn.test/gone.js"></script><script>ran.push("still")</script>',
    );
    const done = runner.run(scripts, new AbortController().signal);
    await tick();
    external()[0]!.dispatchEvent(new win.Event('error'));
    await done;
    expect(win.ran).toEqual(['still']);
    expect(reportError.mock.calls.map(([message]) => message)).toEqual([
      '[vitrine] page script (inline) "throw new Error("oven on fire")" threw',
      '[vitrine] page script https://cdn.test/gone.js could not be loaded',
    ]);
    expect(consoleError).toHaveBeenCalledWith(
      '[vitrine] page script https://cdn.test/gone.js could not be loaded',
      expect.any(Error),
    );
  });

  it('moves on after the load timeout, logging it', async () => {
    vi.useFakeTimers();
    const { win, runner, reportError, insert } = setUp();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const scripts = insert('<script data-x src="/slow.js"></script><script>ran.push("next")</script>');
    const done = runner.run(scripts, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(999);
    expect(win.ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(win.ran).toEqual(['next']);
    expect(reportError).toHaveBeenCalledWith(
      '[vitrine] page script https://bakery.test/slow.js did not load within 1000 ms; the next one runs',
      expect.any(Error),
    );
  });

  it('gives the copies the nonce of the csp-nonce meta tag, else of a script the server rendered', async () => {
    const withMeta = setUp();
    withMeta.doc.head.innerHTML = '<meta name="csp-nonce" content="r4nd0m">';
    const [first] = withMeta.insert('<script>ran.push(1)</script>');
    void withMeta.runner.run([first!], new AbortController().signal);
    expect(withMeta.doc.body.querySelector('script')?.nonce).toBe('r4nd0m');

    const withScript = setUp();
    const core = withScript.doc.createElement('script');
    core.type = 'application/json';
    core.nonce = 'from-core';
    withScript.doc.head.append(core);
    const [second] = withScript.insert('<script>ran.push(2)</script>');
    void withScript.runner.run([second!], new AbortController().signal);
    expect(withScript.doc.body.querySelector('script')?.nonce).toBe('from-core');
  });

  it('keeps attributes, and leaves data scripts and nomodule scripts alone', () => {
    const { win, doc, runner, insert } = setUp();
    const scripts = insert(
      '<script type="application/json" id="data">{"a":1}</script><script nomodule>ran.push("old")</script><script id="keep" data-owner="bakery">ran.push("new")</script>',
    );
    void runner.run(scripts, new AbortController().signal);
    expect(win.ran).toEqual(['new']);
    expect(doc.getElementById('keep')?.getAttribute('data-owner')).toBe('bakery');
    expect(doc.getElementById('data')).toBe(scripts[0]);
  });

  it('runs a data-vitrine-run="once" script once per document, counting what the browser ran', () => {
    const { win, doc } = setUp('<script data-vitrine-run="once">ran.push("analytics")</script>');
    expect(win.ran).toEqual(['analytics']);
    const runner = new ScriptRunner({ win, doc });
    const page = (markup: string) => {
      const fragment = parseFragment(doc, markup);
      const scripts = [...fragment.querySelectorAll('script')];
      doc.body.append(fragment);
      void runner.run(scripts, new AbortController().signal);
    };
    page('<script data-vitrine-run="once">ran.push("analytics")</script><script>ran.push("page")</script>');
    page('<script data-vitrine-run="ONCE" id="chat">ran.push("chat")</script>');
    page(
      '<script data-vitrine-run="once" id="chat">ran.push("chat")</script><script>ran.push("page")</script>',
    );
    expect(win.ran).toEqual(['analytics', 'page', 'chat', 'page']);
  });

  it('stops when its content leaves: scripts not yet run never run', async () => {
    const { win, runner, insert, external } = setUp();
    const lifetime = new AbortController();
    const scripts = insert('<script data-x src="/a.js"></script><script>ran.push("late")</script>');
    const done = runner.run(scripts, lifetime.signal);
    await tick();
    lifetime.abort();
    external()[0]!.dispatchEvent(new win.Event('load'));
    await done;
    expect(win.ran).toEqual([]);
  });

  it('scriptsSettled waits for the scripts inside an element, and only those', async () => {
    const { win, doc, runner, insert, external } = setUp('<div id="widget"></div><div id="other"></div>');
    const scripts = [
      ...insert('<script data-x src="/other.js"></script>', doc.getElementById('other')!),
      ...insert(
        '<script data-x src="/lib.js"></script><script>ran.push("inside")</script>',
        doc.getElementById('widget')!,
      ),
    ];
    void runner.run(scripts, new AbortController().signal);
    let settled = false;
    void scriptsSettled(doc.getElementById('widget')!).then(() => {
      settled = true;
    });
    const loaded = (path: string) =>
      external()
        .find((script) => script.src.endsWith(path))!
        .dispatchEvent(new win.Event('load'));
    await tick();
    loaded('/other.js');
    await tick();
    expect(settled).toBe(false);
    loaded('/lib.js');
    await tick();
    expect(win.ran).toEqual(['inside']);
    expect(settled).toBe(true);
    // Nothing pending: resolves at once.
    await scriptsSettled(doc.body);
  });

  describe('held scripts (type="text/plain" data-category)', () => {
    const HELD =
      '<script>ran.push("plain")</script><script type="text/plain" data-category="analytics">ran.push("analytics")</script><script type="text/plain" data-category="functional" data-x src="/day.js"></script><script>ran.push("after")</script>';

    it('run in document order with the others when their category is allowed, as classic scripts with the nonce', async () => {
      const { win, doc, runner, insert, external } = setUp();
      doc.head.insertAdjacentHTML('beforeend', '<meta name="csp-nonce" content="r4nd0m">');
      setConsentMode('opt-in', win);
      consent.set(['analytics', 'functional'], win);
      const done = runner.run(insert(HELD), new AbortController().signal);
      expect(win.ran).toEqual(['plain', 'analytics']);
      const [day] = external();
      expect(day?.type).toBe('');
      expect(day?.nonce).toBe('r4nd0m');
      day?.dispatchEvent(new win.Event('load'));
      await done;
      expect(win.ran).toEqual(['plain', 'analytics', 'after']);
    });

    it('wait while their category is not allowed, and runHeld runs them once it is, once', async () => {
      const { win, doc, runner, insert, external } = setUp();
      setConsentMode('opt-in', win);
      await runner.run(insert(HELD), new AbortController().signal);
      expect(win.ran).toEqual(['plain', 'after']);
      expect(external()).toEqual([]);
      consent.set(['analytics'], win);
      await runner.runHeld(doc, new AbortController().signal);
      await runner.runHeld(doc, new AbortController().signal);
      expect(win.ran).toEqual(['plain', 'after', 'analytics']);
      expect(external()).toEqual([]);
    });

    it('a run-once held script of the first document runs once it is allowed, and not again with the next page', async () => {
      const held =
        '<script type="text/plain" data-category="analytics" id="counter" data-vitrine-run="once">ran.push("count")</script>';
      const { win, doc, insert } = setUp(held);
      setConsentMode('opt-in', win);
      const runner = new ScriptRunner({ win, doc });
      consent.set(['analytics'], win);
      await runner.runHeld(doc, new AbortController().signal);
      await runner.run(insert(held), new AbortController().signal);
      expect(win.ran).toEqual(['count']);
    });

    it('never run with a category that does not exist, and say so', async () => {
      const { win, runner, insert } = setUp();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await runner.run(
        insert('<script type="text/plain" data-category="ads">ran.push("ads")</script>'),
        new AbortController().signal,
      );
      expect(win.ran).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('data-category "ads" is not one of'));
    });
  });
});
