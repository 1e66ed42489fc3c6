// Functions the checks run inside the page through `driver.evaluate`. Each is sent as source text, so each is
// self-contained: no imports, no outer variables, only its argument and the page's globals.

export interface WidgetReport {
  name: string;
  state: string;
  /** Where it is, for a failure's message. */
  where: string;
}

export interface PageReport {
  path: string;
  errors: string[];
  consoleErrors: string[];
  widgets: WidgetReport[];
  /** How far the page is wider than its viewport, in px (0: no horizontal scroll). */
  overflow: number;
  /** False when a whole document was loaded since `markDocument` ran. */
  sameDocument: boolean;
}

/** Marks the window, so a later report tells an in-place navigation from a whole-document load. */
export function markDocument(): void {
  (window as Window & { __engineMark?: boolean }).__engineMark = true;
}

/** What the page shows now: errors recorded since it loaded, every package widget's state, its width. */
export function pageReport(): PageReport {
  const log = (window as Window & { __engineLog?: { errors: string[]; consoleErrors: string[] } })
    .__engineLog;
  const widgets = [...document.querySelectorAll<HTMLElement>('[data-vitrine-widget]')].map((element) => ({
    name: element.dataset.vitrineWidget ?? '',
    state: element.dataset.vitrineWidgetState ?? 'not started',
    where: `${element.id ? `#${element.id}` : ''} at y=${Math.round(element.getBoundingClientRect().top + scrollY)}`,
  }));
  return {
    path: location.pathname + location.search + location.hash,
    errors: log ? [...log.errors] : ['the error recorder is missing from this document'],
    consoleErrors: log ? [...log.consoleErrors] : [],
    widgets,
    overflow: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
    sameDocument: (window as Window & { __engineMark?: boolean }).__engineMark === true,
  };
}

/**
 * Resolves once every package widget on the page has finished starting (mounted or failed), or after
 * `timeoutMs`: the report then shows which did not.
 */
export function settleWidgets(timeoutMs: number): Promise<void> {
  const settled = () =>
    [...document.querySelectorAll<HTMLElement>('[data-vitrine-widget]')].every((element) =>
      ['mounted', 'failed'].includes(element.dataset.vitrineWidgetState ?? ''),
    );
  return new Promise((resolve) => {
    const deadline = performance.now() + timeoutMs;
    const check = () => {
      if (settled() || performance.now() > deadline) resolve();
      else setTimeout(check, 50);
    };
    check();
  });
}

/** Scrolls from the top to the end a screen at a time, two frames on each screen, as a reader would. */
export async function scrollLikeAReader(): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const step = Math.round(window.innerHeight * 0.8);
  for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
    window.scrollTo(0, y);
    await frame();
    await frame();
  }
  window.scrollTo(0, document.documentElement.scrollHeight);
  await frame();
  await frame();
}

/**
 * The fling a phone visitor makes: to the end of the page in a few frames, two and a half screens a frame, so
 * most of what it passes is never in the viewport when the browser computes intersections.
 */
export async function fling(): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const step = Math.round(window.innerHeight * 2.5);
  for (let y = window.scrollY + step; y < document.documentElement.scrollHeight; y += step) {
    window.scrollTo(0, y);
    await frame();
  }
  window.scrollTo(0, document.documentElement.scrollHeight);
  await frame();
  await frame();
}

/** Starts an in-place navigation to `href` as a link click does, through core's public `navigate`. */
export function navigateThroughCore(href: string): void {
  const win = window as Window & { vitrine?: { navigate(url: string): Promise<void> } };
  void win.vitrine!.navigate(href);
}

/** Starts counting core's page-load events; `pageLoads` reads the count. */
export function countPageLoads(): void {
  const win = window as Window & {
    __pageLoads?: number;
    vitrine?: { on(name: string, fn: () => void): void };
  };
  win.__pageLoads = 0;
  win.vitrine!.on('page-load', () => {
    win.__pageLoads = (win.__pageLoads ?? 0) + 1;
  });
}

/** Resolves once core has fired `count` page-load events since `countPageLoads`, or after `timeoutMs`. */
export function pageLoads({ count, timeoutMs }: { count: number; timeoutMs: number }): Promise<number> {
  const win = window as Window & { __pageLoads?: number };
  return new Promise((resolve) => {
    const deadline = performance.now() + timeoutMs;
    const check = () => {
      if ((win.__pageLoads ?? 0) >= count || performance.now() > deadline) resolve(win.__pageLoads ?? 0);
      else setTimeout(check, 20);
    };
    check();
  });
}

/** Resolves once core has booted on this document (`window.vitrine`), or after `timeoutMs`. */
export function coreBooted(timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const deadline = performance.now() + timeoutMs;
    const check = () => {
      const booted = 'vitrine' in window;
      if (booted || performance.now() > deadline) resolve(booted);
      else setTimeout(check, 20);
    };
    check();
  });
}

/**
 * Resolves once core's style named `name` is in the document, or after `timeoutMs`: a feature that starts after
 * boot puts its style in as it starts (`drawer`, and `mini-header` for the effects).
 */
export function styleInjected({ name, timeoutMs }: { name: string; timeoutMs: number }): Promise<boolean> {
  return new Promise((resolve) => {
    const deadline = performance.now() + timeoutMs;
    const check = () => {
      const injected = document.querySelector(`style[data-vitrine-style="${name}"]`) !== null;
      if (injected || performance.now() > deadline) resolve(injected);
      else setTimeout(check, 20);
    };
    check();
  });
}

/**
 * Empties the origin's storage and cookies; then sets `consentCookie` (`name=value`), when given: a returning
 * visitor's answer to the cookie notice, so the notice does not cover the page and the demo's `opt-in` mode
 * lets the widgets' providers load.
 */
export function forgetStorage({ consentCookie }: { consentCookie: string | undefined }): void {
  localStorage.clear();
  sessionStorage.clear();
  // The driver has cleared the browser's cookies already, yet in Chromium the password page's cookie, which core
  // writes with document.cookie, survived Playwright's clearCookies into the next test: expire what is left here.
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox ESR and WebKitGTK.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  if (consentCookie) document.cookie = `${consentCookie}; max-age=31536000; path=/; samesite=lax`;
}

/**
 * Marks the first element that matches `selector` (and whose text includes `text`, when given) as the next
 * click's target, `[data-engine-target]`: drivers click by CSS selector, visitors by what they read.
 */
export function markTarget({ selector, text }: { selector: string; text?: string }): boolean {
  for (const marked of document.querySelectorAll('[data-engine-target]'))
    marked.removeAttribute('data-engine-target');
  const found = [...document.querySelectorAll(selector)].find(
    (element) => text === undefined || (element.textContent ?? '').includes(text),
  );
  found?.setAttribute('data-engine-target', '');
  return found !== undefined;
}

export interface ElementState {
  exists: boolean;
  /** Rendered and not hidden (`checkVisibility`). */
  visible: boolean;
  text: string;
  /** It is the focused element. */
  focused: boolean;
  /** Focus is inside it (or on it). */
  containsFocus: boolean;
}

/** What a visitor would see of the first element `selector` matches. */
export function elementState(selector: string): ElementState {
  const element = document.querySelector(selector) as HTMLElement | null;
  if (!element) return { exists: false, visible: false, text: '', focused: false, containsFocus: false };
  const visible =
    typeof element.checkVisibility === 'function'
      ? element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
      : element.getClientRects().length > 0;
  return {
    exists: true,
    visible,
    // biome-ignore lint/performance/useDomNodeTextContent: what a visitor reads; hidden warnings must not count.
    text: element.innerText.replace(/\s+/g, ' ').trim(),
    focused: document.activeElement === element,
    containsFocus: element.contains(document.activeElement),
  };
}

/** Where the page is: its path with query and hash, the scroll position, the title. */
export function whereAmI(): { path: string; scrollY: number; title: string } {
  return {
    path: location.pathname + location.search + location.hash,
    scrollY: Math.round(window.scrollY),
    title: document.title,
  };
}

/**
 * Scrolls to `y` and resolves after the scroll event that follows (core remembers positions on it), once the
 * sticky header is still: the mini-header slides to its scrolled state from the next frame, its links with it,
 * and a driver's click on a moving link may scroll the page first (Playwright's retries align it to the
 * viewport's bottom, middle or top), leaving the page elsewhere than `y`.
 */
export async function scrollToAndSettle(y: number): Promise<void> {
  const end = document.documentElement.scrollHeight - window.innerHeight;
  // Already there (or as far as the page goes): no scroll event would come.
  if (Math.abs(Math.min(Math.max(0, y), end) - window.scrollY) >= 1)
    await new Promise<void>((resolve) => {
      window.addEventListener('scroll', () => resolve(), { once: true });
      window.scrollTo(0, y);
    });
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const header = document.querySelector('[data-vitrine-sticky-header]');
  await Promise.allSettled((header?.getAnimations({ subtree: true }) ?? []).map(({ finished }) => finished));
}

/** Resolves once the animations under the element `selector` matches (its own and its contents') are over. */
export async function animationsFinished(selector: string): Promise<void> {
  const element = document.querySelector(selector);
  await Promise.allSettled((element?.getAnimations({ subtree: true }) ?? []).map(({ finished }) => finished));
}

/** Where to scroll for the element `selector` matches to be in the middle of the viewport. */
export function centeredScrollY(selector: string): number {
  const box = document.querySelector(selector)?.getBoundingClientRect();
  return box
    ? Math.max(0, Math.round(box.top + window.scrollY - window.innerHeight / 2 + box.height / 2))
    : 0;
}

/** A visitor's Back or Forward: `history.go(delta)` (WebKitWebDriver's own Back skips same-document entries). */
export function goInHistory(delta: number): void {
  history.go(delta);
}

interface FocusJournal {
  entries: string[];
}

/**
 * Starts writing down, in order, every element that takes focus, every dialog that opens or closes and every
 * pointer or click event on the page: when a focus wait fails, the journal says who moved focus and when.
 */
export function recordFocusJournal(): void {
  const nameOf = (target: EventTarget | null): string => {
    if (!(target instanceof Element)) return target === window ? 'window' : String(target);
    const id = target.id ? `#${target.id}` : '';
    const classes = target.classList.length ? `.${[...target.classList].join('.')}` : '';
    const text = (target.textContent ?? '').trim().slice(0, 30);
    return `${target.tagName.toLowerCase()}${id}${classes}${text ? ` "${text}"` : ''}`;
  };
  const journal: FocusJournal = { entries: [] };
  (window as Window & { __focusJournal?: FocusJournal }).__focusJournal = journal;
  const start = performance.now();
  const write = (what: string): void => {
    journal.entries.push(`${Math.round(performance.now() - start)} ms ${what}`);
  };
  for (const type of ['focusin', 'pointerdown', 'click', 'close']) {
    document.addEventListener(type, (event) => write(`${type} ${nameOf(event.target)}`), true);
  }
  window.addEventListener('blur', () => write('window blur'));
  window.addEventListener('focus', () => write('window focus'));
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.target instanceof HTMLDialogElement && record.attributeName === 'open')
        write(`dialog ${record.target.open ? 'opened' : 'closed'} ${nameOf(record.target)}`);
    }
  }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
}

/** The focus journal so far, with where focus is now and whether the window has it. */
export function focusJournal(): string[] {
  const journal = (window as Window & { __focusJournal?: FocusJournal }).__focusJournal;
  const active = document.activeElement;
  return [
    ...(journal ? journal.entries : ['no focus journal in this document']),
    `now: ${active ? active.tagName.toLowerCase() : 'none'}${active?.id ? `#${active.id}` : ''}, document.hasFocus() ${document.hasFocus()}, at ${location.pathname}`,
  ];
}
