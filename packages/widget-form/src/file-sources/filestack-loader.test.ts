import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Filestack } from './filestack-loader';
import { FILESTACK_LOAD_TIMEOUT_MS, FILESTACK_SCRIPT_URL, loadFilestack } from './filestack-loader';

type TestWindow = Window & { filestack?: unknown };

const fakeFilestack = (): Filestack => ({ init: vi.fn() });

/** A document of its own (the library loads once per document), on the test window. */
function pageDocument(): Document {
  const doc = document.implementation.createHTMLDocument('page');
  Object.defineProperty(doc, 'defaultView', { value: window });
  return doc;
}

const scriptsOf = (doc: Document) => Array.from(doc.head.querySelectorAll('script'));

afterEach(() => {
  vi.useRealTimers();
  delete (window as TestWindow).filestack;
});

describe('loadFilestack', () => {
  it('adds nothing to the page until asked', () => {
    const doc = pageDocument();
    expect(scriptsOf(doc)).toEqual([]);
  });

  it('loads Filestack’s script from its CDN once, however many clicks ask meanwhile, and gives its global', async () => {
    const doc = pageDocument();
    const first = loadFilestack(doc);
    const second = loadFilestack(doc);
    expect(second).toBe(first);
    const [script, ...others] = scriptsOf(doc);
    expect(others).toEqual([]);
    expect(script?.src).toBe(FILESTACK_SCRIPT_URL);
    expect(script?.crossOrigin).toBe('anonymous');

    const filestack = fakeFilestack();
    (window as TestWindow).filestack = filestack;
    script?.dispatchEvent(new Event('load'));
    expect(await first).toBe(filestack);
    expect(await loadFilestack(doc)).toBe(filestack);
    expect(scriptsOf(doc)).toHaveLength(1);
  });

  it('takes the script from elsewhere when the config says so, loading each script URL once', () => {
    const doc = pageDocument();
    const elsewhere = loadFilestack(doc, 'https://assets.example/filestack.js');
    elsewhere.catch(() => {});
    expect(loadFilestack(doc, 'https://assets.example/filestack.js')).toBe(elsewhere);
    expect(scriptsOf(doc).map((script) => script.src)).toEqual(['https://assets.example/filestack.js']);
    loadFilestack(doc).catch(() => {});
    expect(scriptsOf(doc).map((script) => script.src)).toEqual([
      'https://assets.example/filestack.js',
      FILESTACK_SCRIPT_URL,
    ]);
  });

  it('uses a library the page already has, without loading another', async () => {
    const doc = pageDocument();
    const filestack = fakeFilestack();
    (window as TestWindow).filestack = filestack;
    expect(await loadFilestack(doc)).toBe(filestack);
    expect(scriptsOf(doc)).toEqual([]);
  });

  it('rejects when the script fails, and the next click tries again', async () => {
    const doc = pageDocument();
    const failed = loadFilestack(doc);
    scriptsOf(doc)[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(
      'the file picker script https://static.filestackapi.com/filestack-js/4.x.x/filestack.min.js could not be loaded',
    );
    expect(scriptsOf(doc)).toEqual([]);
    const retry = loadFilestack(doc);
    expect(retry).not.toBe(failed);
    expect(scriptsOf(doc)).toHaveLength(1);
    retry.catch(() => {});
  });

  it('rejects a script that loads but defines no filestack', async () => {
    const doc = pageDocument();
    const loading = loadFilestack(doc);
    scriptsOf(doc)[0]?.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('defined nothing usable');
  });

  it('gives up after 15 s, and a later click loads afresh', async () => {
    vi.useFakeTimers();
    const doc = pageDocument();
    const slow = loadFilestack(doc);
    const settled = vi.fn();
    slow.then(settled, settled);
    await vi.advanceTimersByTimeAsync(FILESTACK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(slow).rejects.toThrow('did not arrive within 15000 ms');
    expect(FILESTACK_LOAD_TIMEOUT_MS).toBe(15_000);
    expect(scriptsOf(doc)).toEqual([]);

    const again = loadFilestack(doc);
    const filestack = fakeFilestack();
    (window as TestWindow).filestack = filestack;
    scriptsOf(doc)[0]?.dispatchEvent(new Event('load'));
    expect(await again).toBe(filestack);
  });
});
