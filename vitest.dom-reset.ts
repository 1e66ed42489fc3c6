/**
 * Gives each test file a clean window and fresh modules.
 *
 * The packages run their files in vitest's VM pool, which runs a worker's files one after another in one jsdom
 * window and one module registry: building a window for every file (the forks pool) was 57 s of runtime-core's
 * 94 s. So before a file starts, this setup file drops the modules the files before it evaluated and undoes what
 * they left in that window: its pending timers and animation frames, its markup, storage, cookies and address,
 * the listeners added to the window and the document, and every global, prototype member or navigator property a
 * test assigned by hand. The first file a worker runs records the pristine state. Within a file, `vi.stubGlobal`
 * (undone after each test, `unstubGlobals`) stays the way to stub a global.
 */

import { vi } from 'vitest';

type Descriptors = Map<PropertyKey, PropertyDescriptor>;

interface Listener {
  target: EventTarget;
  type: string;
  listener: EventListenerOrEventListenerObject;
  options: boolean | EventListenerOptions | undefined;
}

interface PristineWindow {
  url: string;
  /** Own properties of the window, the document, the navigator and every interface's prototype. */
  objects: Map<object, Descriptors>;
  /** Listeners added to the window, the document or its root elements since the last reset. */
  listeners: Listener[];
  /** The newest timer and animation frame handles cancelled so far (jsdom numbers them from 1 up). */
  cancelledUpTo: { timer: number; frame: number };
}

interface EnvironmentDom {
  reconfigure(settings: { url: string }): void;
  cookieJar: { removeAllCookiesSync(): void };
}

const PRISTINE = Symbol.for('vitrine.test.pristineWindow');
const scope = globalThis as typeof globalThis & { [PRISTINE]?: PristineWindow; jsdom?: EnvironmentDom };

/** vitest's own per-run globals on the window change between files by design. */
const isVitestGlobal = (key: PropertyKey) => typeof key === 'string' && /^__vitest|^__VITEST/.test(key);

function ownDescriptors(target: object): Descriptors {
  const descriptors: Descriptors = new Map();
  for (const key of Reflect.ownKeys(target)) {
    if (key === PRISTINE || isVitestGlobal(key)) continue;
    const descriptor = Reflect.getOwnPropertyDescriptor(target, key);
    if (descriptor) descriptors.set(key, descriptor);
  }
  return descriptors;
}

function sameDescriptor(a: PropertyDescriptor, b: PropertyDescriptor): boolean {
  return a.value === b.value && a.get === b.get && a.set === b.set && a.writable === b.writable;
}

function restoreOwn(target: object, pristine: Descriptors): void {
  for (const [key, now] of ownDescriptors(target)) {
    if (pristine.has(key)) continue;
    if (now.configurable) Reflect.deleteProperty(target, key);
  }
  for (const [key, descriptor] of pristine) {
    const now = Reflect.getOwnPropertyDescriptor(target, key);
    if (now && sameDescriptor(now, descriptor)) continue;
    if (!now || now.configurable) Reflect.defineProperty(target, key, descriptor);
    else if (now.writable && 'value' in descriptor) Reflect.set(target, key, descriptor.value);
  }
}

/** The window, the document, the navigator and the prototype of every interface the window exposes. */
function objectsToRestore(): object[] {
  const objects: object[] = [window, document, navigator];
  for (const key of Object.getOwnPropertyNames(window)) {
    if (!/^[A-Z]/.test(key)) continue;
    const value = Reflect.getOwnPropertyDescriptor(window, key)?.value as unknown;
    if (typeof value === 'function' && typeof value.prototype === 'object' && value.prototype !== null) {
      objects.push(value.prototype as object);
    }
  }
  return objects;
}

function recordPristineWindow(): PristineWindow {
  const pristine: PristineWindow = {
    url: location.href,
    objects: new Map(),
    listeners: [],
    cancelledUpTo: { timer: 0, frame: 0 },
  };
  for (const target of objectsToRestore()) pristine.objects.set(target, ownDescriptors(target));
  const rootTargets = (): EventTarget[] => [
    window,
    document,
    document.documentElement,
    document.head,
    document.body,
  ];
  const addEventListener = EventTarget.prototype.addEventListener;
  const trackedAdd: typeof addEventListener = function (this: EventTarget, type, listener, options) {
    if (listener && rootTargets().includes(this)) {
      pristine.listeners.push({
        target: this,
        type,
        listener,
        options: typeof options === 'object' ? { capture: options.capture } : options,
      });
    }
    return addEventListener.call(this, type, listener, options);
  };
  EventTarget.prototype.addEventListener = trackedAdd;
  // The tracking wrapper is part of the pristine state, so restoring the prototypes keeps it.
  pristine.objects.get(EventTarget.prototype)?.set('addEventListener', {
    ...Reflect.getOwnPropertyDescriptor(EventTarget.prototype, 'addEventListener'),
  });
  return pristine;
}

/**
 * Cancels every timer and animation frame the files before set and left pending: one firing in this file would
 * run the earlier file's code against this file's window (a progress bar's delayed start once called an
 * `animate` that the earlier file had stubbed and the reset had taken away).
 */
function cancelPendingCallbacks({ cancelledUpTo }: PristineWindow): void {
  const newestTimer = window.setTimeout(() => {}, 0);
  for (let handle = cancelledUpTo.timer + 1; handle <= newestTimer; handle++) window.clearTimeout(handle);
  cancelledUpTo.timer = newestTimer;
  if (typeof window.requestAnimationFrame !== 'function') return;
  const newestFrame = window.requestAnimationFrame(() => {});
  for (let handle = cancelledUpTo.frame + 1; handle <= newestFrame; handle++)
    window.cancelAnimationFrame(handle);
  cancelledUpTo.frame = newestFrame;
}

function resetWindow(pristine: PristineWindow): void {
  // A file that left fake timers installed would otherwise keep them, and hide the real ones pending.
  vi.useRealTimers();
  cancelPendingCallbacks(pristine);
  for (const { target, type, listener, options } of pristine.listeners.splice(0)) {
    target.removeEventListener(type, listener, options);
  }
  for (const [target, descriptors] of pristine.objects) restoreOwn(target, descriptors);
  const root = document.documentElement;
  for (const element of [root, document.head, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const node of [...root.childNodes])
    if (node !== document.head && node !== document.body) node.remove();
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  scope.jsdom?.cookieJar.removeAllCookiesSync();
  if (location.href !== pristine.url) scope.jsdom?.reconfigure({ url: pristine.url });
  history.replaceState(null, '');
}

// The pool keeps one module registry per worker too: without this, a module's state (a cache, a "loaded once"
// promise, a registry) would carry over from the file before.
vi.resetModules();

if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  const pristine = scope[PRISTINE];
  if (pristine) resetWindow(pristine);
  else Object.defineProperty(scope, PRISTINE, { value: recordPristineWindow() });
}
