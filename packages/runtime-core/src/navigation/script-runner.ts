import { CONSENT_CATEGORIES, type ConsentCategory, consentAllows } from '@vitrine/widget-api/consent';
import { cspNonce } from '@vitrine/widget-api/csp-nonce';
import { MarkupAttribute, RUN_ONCE } from '../markup/attributes';
import { HELD_SCRIPT_SELECTOR } from '../markup/boot-attributes';

/**
 * How long one external page script may take to load before the next one runs anyway. The parser would wait
 * for the network; core gives up after the page request's own timeout (spec §9, 30,000 ms), logs it, and
 * carries on, so one dead host never holds the rest of the page's scripts (and its custom widgets) forever.
 */
export const SCRIPT_LOAD_TIMEOUT_MS = 30_000;

/** `type` values a browser runs as a classic script (the HTML standard's JavaScript MIME type essences). */
const CLASSIC_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

export interface ScriptRunnerOptions {
  win: Window;
  doc: Document;
  /** Sends a failure to the site's client log; the console has it already. */
  reportError?: ((message: string, error: unknown) => void) | undefined;
  timeoutMs?: number;
}

/** A script whose turn has not come yet resolves here once it ran, failed, or was skipped. */
const settlements = new WeakMap<Element, Promise<void>>();
/** Per document: the scripts marked `data-vitrine-run="once"` that already ran, by `runOnceKey`. */
const ranOnce = new WeakMap<Document, Set<string>>();

/**
 * Resolves once every script inside `root` that core is running has run (or failed): what a custom widget
 * waits for before its function is called. Scripts the browser ran itself are done already.
 */
export function scriptsSettled(root: ParentNode): Promise<void> {
  const pending = [...root.querySelectorAll('script')].flatMap((script) => settlements.get(script) ?? []);
  return Promise.all(pending).then(() => undefined);
}

/**
 * Runs the scripts of content that core inserted (page content, head section, `insite_scripts`, popups,
 * extensions) as a document load would (core-runtime spec §3): markup parsed through `<template>` leaves them
 * inert, so each one is replaced, in document order, by a fresh copy that the browser runs. An external
 * script is loaded and run before the next one starts; a script that fails to load or throws is logged and
 * the next one still runs. Copies carry the page's CSP nonce. A script marked `data-vitrine-run="once"` runs
 * once per document, however many pages bring it.
 */
export class ScriptRunner {
  readonly #win: Window;
  readonly #doc: Document;
  readonly #reportError: ScriptRunnerOptions['reportError'];
  readonly #timeoutMs: number;
  readonly #ranOnce: Set<string>;

  constructor({ win, doc, reportError, timeoutMs = SCRIPT_LOAD_TIMEOUT_MS }: ScriptRunnerOptions) {
    this.#win = win;
    this.#doc = doc;
    this.#reportError = reportError;
    this.#timeoutMs = timeoutMs;
    let ran = ranOnce.get(doc);
    if (!ran) {
      // Made before core inserts any content: every run-once script on the page now was run by the browser,
      // except those held until consent, which core runs.
      ran = new Set(
        [...doc.querySelectorAll('script')]
          .filter((script) => isRunOnce(script) && !script.matches(HELD_SCRIPT_SELECTOR))
          .map((script) => runOnceKey(script, doc)),
      );
      ranOnce.set(doc, ran);
    }
    this.#ranOnce = ran;
  }

  /**
   * Runs `scripts` (inert elements already in the document), one after another: inline classic scripts up to
   * the first script that must be waited for run during this call, as the parser would run them. Scripts not
   * yet run when `signal` aborts (their content left the page) never run. Never rejects.
   */
  run(scripts: readonly HTMLScriptElement[], signal: AbortSignal): Promise<void> {
    // Registered before the first one runs, so a custom widget started meanwhile waits for its own scripts.
    // A held script whose category is not allowed yet is left as it is: `runHeld` runs it once it is.
    const queue = scripts
      .filter((script) => isRunnable(script) || this.#heldAndAllowed(script))
      .map((script) => {
        let settle = (): void => {};
        settlements.set(
          script,
          new Promise<void>((resolve) => {
            settle = resolve;
          }),
        );
        return { script, settle };
      });
    return this.#runAll(queue, signal);
  }

  /**
   * Runs the held scripts in `root` whose category the visitor allows now and that no run has queued yet: for
   * the first document's held scripts, and for every page's when the visitor's answer changes. Never rejects.
   */
  runHeld(root: ParentNode, signal: AbortSignal): Promise<void> {
    const held = [...root.querySelectorAll<HTMLScriptElement>(HELD_SCRIPT_SELECTOR)];
    return this.run(
      held.filter((script) => !settlements.has(script)),
      signal,
    );
  }

  #heldAndAllowed(script: HTMLScriptElement): boolean {
    if (!script.matches(HELD_SCRIPT_SELECTOR)) return false;
    const category = script.dataset.category?.trim().toLowerCase() as ConsentCategory;
    if (CONSENT_CATEGORIES.includes(category)) return consentAllows(category, this.#win);
    console.warn(
      `[vitrine] a held script's data-category ${JSON.stringify(script.dataset.category)} is not one of ${CONSENT_CATEGORIES.join(', ')}; it never runs`,
    );
    return false;
  }

  async #runAll(
    queue: { script: HTMLScriptElement; settle: () => void }[],
    signal: AbortSignal,
  ): Promise<void> {
    try {
      for (const step of queue) {
        const waiting = signal.aborted ? undefined : this.#runOne(step.script);
        if (waiting) await waiting;
        settlements.delete(step.script);
        step.settle();
      }
    } finally {
      // Whatever stopped the queue, nobody waits for the scripts that will never run.
      for (const step of queue) {
        settlements.delete(step.script);
        step.settle();
      }
    }
  }

  /** Runs one script; gives a promise only when the script must be waited for (external or a module). */
  #runOne(inert: HTMLScriptElement): Promise<void> | undefined {
    if (!inert.isConnected) return undefined;
    if (isRunOnce(inert)) {
      const key = runOnceKey(inert, this.#doc);
      if (this.#ranOnce.has(key)) return undefined;
      this.#ranOnce.add(key);
    }
    const script = this.#copyOf(inert);
    const label = labelOf(script);
    const src = script.hasAttribute('src') ? script.src : undefined;
    const source = src ?? this.#win.location.href;
    let failure: { message: string; error: unknown } | undefined;
    // What a script throws reaches the window, not us: claim the errors that come from its own file.
    const onError = (event: ErrorEvent): void => {
      if (event.filename === '' || event.filename === source)
        failure ??= { message: `[vitrine] page script ${label} threw`, error: event.error ?? event.message };
    };
    const report = (): void => {
      this.#win.removeEventListener('error', onError);
      if (!failure) return;
      console.error(failure.message, failure.error);
      this.#reportError?.(failure.message, failure.error);
    };
    this.#win.addEventListener('error', onError);
    if (src === undefined && script.type.trim().toLowerCase() !== 'module') {
      // An inline classic script runs during the insertion.
      inert.replaceWith(script);
      report();
      return undefined;
    }
    settlements.set(script, settlements.get(inert) ?? Promise.resolve());
    return new Promise<void>((resolve) => {
      let finished = false;
      const finish = (outcome: 'load' | 'error' | 'timeout'): void => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        settlements.delete(script);
        if (outcome === 'error')
          failure ??= {
            message: `[vitrine] page script ${label} could not be loaded`,
            error: new Error(`Could not load script ${label}`),
          };
        else if (outcome === 'timeout')
          failure ??= {
            message: `[vitrine] page script ${label} did not load within ${this.#timeoutMs} ms; the next one runs`,
            error: new Error(`Timed out loading script ${label}`),
          };
        report();
        resolve();
      };
      const timer = setTimeout(() => finish('timeout'), this.#timeoutMs);
      script.addEventListener('load', () => finish('load'), { once: true });
      script.addEventListener('error', () => finish('error'), { once: true });
      inert.replaceWith(script);
    });
  }

  #copyOf(inert: HTMLScriptElement): HTMLScriptElement {
    const script = this.#doc.createElement('script');
    for (const { name, value } of inert.attributes) script.setAttribute(name, value);
    // A held script runs as the classic script it would have been (`data-type="module"` for a module).
    if (inert.matches(HELD_SCRIPT_SELECTOR)) script.type = inert.dataset.type ?? '';
    const nonce = cspNonce(this.#doc);
    if (nonce) script.nonce = nonce;
    // Ordered like the parser's scripts; we wait for each one anyway.
    script.async = false;
    script.textContent = inert.textContent;
    return script;
  }
}

function isRunnable(script: HTMLScriptElement): boolean {
  if (script.hasAttribute('nomodule')) return false;
  const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
  return type === 'module' || CLASSIC_TYPES.has(type);
}

function isRunOnce(script: Element): boolean {
  return script.getAttribute(MarkupAttribute.run)?.trim().toLowerCase() === RUN_ONCE;
}

/** A run-once script is the same script when it loads the same URL, or has the same id, or the same code. */
function runOnceKey(script: Element, doc: Document): string {
  const src = script.getAttribute('src');
  if (src) return `src ${new URL(src, doc.baseURI).href}`;
  if (script.id) return `id ${script.id}`;
  return `code ${(script.textContent ?? '').trim()}`;
}

function labelOf(script: HTMLScriptElement): string {
  if (script.hasAttribute('src')) return script.src;
  const code = (script.textContent ?? '').trim().replace(/\s+/g, ' ');
  return `(inline${script.id ? ` #${script.id}` : ''}) "${code.length > 60 ? `${code.slice(0, 57)}...` : code}"`;
}
