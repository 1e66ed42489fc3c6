import type { FocusTrap } from '@vitrine/widget-api/dom/focus-trap';
import { focusableWithin, trapFocus } from '@vitrine/widget-api/dom/focus-trap';
import { prefersReducedMotion } from '@vitrine/widget-api/dom/reduced-motion';
import type { Emitter } from '../events/emitter';
import type { PublicEvents } from '../events/public-events';
import { MarkupAttribute } from '../markup/attributes';
import type { ScriptRunner } from '../navigation/script-runner';
import { PAGE_CSS_FIELDS } from '../protocol/constants';
import type { PageContent } from '../protocol/page-response';
import { parseFragment } from '../util/parse-fragment';
import { loadPopupContent } from './popup-content';
import type { PopupSize } from './popup-size';
import { DEFAULT_POPUP_SIZE, POPUP_MARGIN_PX, popupSize } from './popup-size';
import {
  ensurePopupStyles,
  NO_ANIMATION,
  POPUP_ANIMATIONS,
  PopupClass,
  popupAnimationOf,
} from './popup-styles';

/** How a popup looks (widgets spec §3 "Popup (widget-driven)" options). */
export interface PopupOptions {
  /** `fadeIn` (default), `zoomIn`, `slideInDown`, `slideInUp`, or `none` for no animation. */
  animation?: string | undefined;
  /** Any CSS colour; default black at 50% opacity. */
  overlayColor?: string | undefined;
  /** Below 1: a fraction of the window; otherwise pixels, capped at the window minus 20. */
  width?: number | undefined;
  height?: number | undefined;
}

/** A popup that shows another page's content. */
export interface PopupRequest extends PopupOptions {
  url: string | URL;
  /** A name for the popup: its accessible name when the content has no heading. */
  name?: string | undefined;
  /** Where focus returns when the popup closes; defaults to whatever had focus when it opened. */
  trigger?: Element | null | undefined;
}

/** A popup whose content core builds itself (the password and message popups). */
export interface LocalPopupRequest extends PopupOptions {
  content: DocumentFragment | string;
  label: string;
  /** The size used for options that are not given. */
  defaultSize?: PopupSize;
  /**
   * On a window this wide or narrower (px), the popup's height grows to fit its content (a warning revealed in it
   * too), from its size up to the window's height minus the margin; wider windows keep the size.
   */
  growToFitUpTo?: number | undefined;
  trigger?: Element | null | undefined;
}

export interface PopupSession {
  /** The element holding the popup's content. */
  readonly root: HTMLElement;
  /** Resolves when this popup closes, however it closes. */
  readonly closed: Promise<void>;
  close(): void;
}

export interface PopupHooks {
  /** New content is in the popup: start what it needs (entrance effects, widgets). */
  contentShown?(root: HTMLElement, url: URL | undefined): void;
  /** The popup's content is about to go: stop what was started for it. */
  contentRemoved?(root: HTMLElement, url: URL | undefined): void;
}

export interface PopupControllerOptions {
  win: Window;
  doc: Document;
  publicEvents: Emitter<PublicEvents>;
  hooks?: PopupHooks;
  fetch?: typeof globalThis.fetch;
  /** Runs the scripts of the content a popup shows; without it they stay inert. */
  scripts?: ScriptRunner;
}

interface OpenPopup {
  readonly loading: AbortController;
  readonly options: PopupOptions;
  readonly defaultSize: PopupSize;
  readonly growToFitUpTo: number | undefined;
  /** Keeps Tab inside while the popup is open, and returns focus to what opened it when it closes. */
  readonly trap: FocusTrap;
  readonly closed: Promise<void>;
  readonly resolveClosed: () => void;
  /** The page the popup shows, for a second click on the same link while it loads. */
  readonly url: string | undefined;
  load: Promise<boolean> | undefined;
}

/**
 * One modal popup at a time (core-runtime spec §4 "Popup", widgets spec §4 and §8), on a native `<dialog>`:
 * the browser makes the rest of the page inert, keeps focus inside and handles Escape. The popup opens with
 * its overlay at once, shows a loading state, then animates its content in; a load that fails or brings no
 * content closes it again. Closing removes the animation classes and empties the content.
 */
export class PopupController {
  readonly #win: Window;
  readonly #doc: Document;
  readonly #publicEvents: Emitter<PublicEvents>;
  readonly #hooks: PopupHooks;
  readonly #fetch: typeof globalThis.fetch;
  readonly #scripts: ScriptRunner | undefined;
  #shownContent: PageContent | undefined;
  #dialog: HTMLDialogElement | undefined;
  #content: HTMLElement | undefined;
  #open: OpenPopup | undefined;
  readonly #resize = (): void => this.#applySize();

  constructor({ win, doc, publicEvents, hooks = {}, fetch, scripts }: PopupControllerOptions) {
    this.#scripts = scripts;
    this.#win = win;
    this.#doc = doc;
    this.#publicEvents = publicEvents;
    this.#hooks = hooks;
    this.#fetch = fetch ?? win.fetch.bind(win);
  }

  get isOpen(): boolean {
    return this.#open !== undefined;
  }

  /** The answer of the page the open popup shows (its `customwidgetjs`, `customwidgetstrings`, …), once shown. */
  get shownContent(): PageContent | undefined {
    return this.#open ? this.#shownContent : undefined;
  }

  /** Opens a popup with a page's content; resolves true once it shows, false if it could not. */
  open(request: PopupRequest): Promise<boolean> {
    let url: URL;
    try {
      url = new URL(request.url, this.#win.location.href);
    } catch {
      console.warn(`[vitrine] popup not opened: "${String(request.url)}" is not a URL`);
      return Promise.resolve(false);
    }
    // A double click on a popup link opens the popup once.
    if (this.#open?.url === url.href && this.#open.load) return this.#open.load;
    const popup = this.#begin(request, DEFAULT_POPUP_SIZE, url.href, request.name ?? '');
    popup.load = this.#loadInto(popup, url, request.name);
    return popup.load;
  }

  /** Opens a popup with content core made; resolves at once. */
  show(request: LocalPopupRequest): PopupSession {
    const popup = this.#begin(
      request,
      request.defaultSize ?? DEFAULT_POPUP_SIZE,
      undefined,
      request.label,
      request.growToFitUpTo,
    );
    const content = this.#content as HTMLElement;
    content.append(
      typeof request.content === 'string' ? parseFragment(this.#doc, request.content) : request.content,
    );
    this.#reveal(popup);
    return {
      root: content,
      closed: popup.closed,
      close: () => {
        if (this.#open === popup) this.close();
      },
    };
  }

  close(): void {
    const popup = this.#open;
    if (!popup) return;
    this.#open = undefined;
    popup.loading.abort();
    const dialog = this.#dialog as HTMLDialogElement;
    const content = this.#content as HTMLElement;
    if (content.hasChildNodes()) this.#hooks.contentRemoved?.(content, urlOf(popup));
    dialog.classList.remove(PopupClass.animated, ...animationClasses(), PopupClass.loading);
    content.replaceChildren();
    this.#removePopupCss();
    this.#win.removeEventListener('resize', this.#resize);
    this.#win.removeEventListener('orientationchange', this.#resize);
    if (dialog.open) dialog.close();
    popup.trap.release();
    popup.resolveClosed();
  }

  stop(): void {
    this.close();
    this.#dialog?.remove();
    this.#dialog = undefined;
    this.#content = undefined;
  }

  #begin(
    options: PopupOptions & { trigger?: Element | null | undefined },
    defaultSize: PopupSize,
    url: string | undefined,
    label: string,
    growToFitUpTo?: number,
  ): OpenPopup {
    const previous = this.#open;
    // One popup at a time: a popup opened from inside another replaces its content, keeping the first trigger.
    if (previous) {
      previous.loading.abort();
      this.#clearContent(previous);
      previous.resolveClosed();
    }
    const dialog = this.#ensureDialog();
    const trigger = options.trigger ?? this.#doc.activeElement;
    let resolveClosed = (): void => {};
    const closed = new Promise<void>((resolve) => {
      resolveClosed = resolve;
    });
    // Until its answer arrives, a popup shows nothing of the one before (nor a local popup of a page's).
    this.#shownContent = undefined;
    const popup: OpenPopup = {
      loading: new AbortController(),
      options,
      defaultSize,
      growToFitUpTo,
      trap:
        previous?.trap ??
        trapFocus(dialog, { returnFocusTo: trigger instanceof HTMLElement ? trigger : null }),
      closed,
      resolveClosed,
      url,
      load: undefined,
    };
    this.#open = popup;
    dialog.style.setProperty('--vitrine-popup-overlay', options.overlayColor?.trim() || null);
    dialog.setAttribute('aria-label', label || 'Popup');
    dialog.removeAttribute('aria-labelledby');
    dialog.classList.add(PopupClass.loading);
    dialog.setAttribute('aria-busy', 'true');
    this.#applySize();
    if (!dialog.open) {
      dialog.showModal();
      this.#win.addEventListener('resize', this.#resize);
      this.#win.addEventListener('orientationchange', this.#resize);
    }
    return popup;
  }

  async #loadInto(popup: OpenPopup, url: URL, name: string | undefined): Promise<boolean> {
    const result = await loadPopupContent(url, { signal: popup.loading.signal, fetch: this.#fetch });
    if (this.#open !== popup) return false;
    if (result.kind !== 'content') {
      // Spec §8: a popup whose call fails or brings no content is hidden; nothing is left hanging.
      if (result.kind === 'unavailable')
        console.warn(`[vitrine] popup ${url.href} not shown: ${result.reason}`);
      this.close();
      return false;
    }
    this.#applyPopupCss(result.content);
    const fragment = parseFragment(this.#doc, result.content.content ?? '');
    // The popups its content opens come with it: markup, scripts and widgets like the rest.
    fragment.append(parseFragment(this.#doc, popupsMarkupOf(result.content.popups)));
    const scripts = [...fragment.querySelectorAll('script')];
    (this.#content as HTMLElement).append(fragment);
    this.#shownContent = result.content;
    void this.#scripts?.run(scripts, popup.loading.signal);
    this.#reveal(popup);
    this.#publicEvents.emit('event-popup', { url: url.href, name: name ?? null });
    return true;
  }

  #reveal(popup: OpenPopup): void {
    const dialog = this.#dialog as HTMLDialogElement;
    const content = this.#content as HTMLElement;
    dialog.classList.remove(PopupClass.loading);
    dialog.removeAttribute('aria-busy');
    const heading = content.querySelector<HTMLElement>('h1,h2,h3,[role="heading"]');
    if (heading) {
      heading.id ||= `vitrine-popup-title-${++titleCounter}`;
      dialog.removeAttribute('aria-label');
      dialog.setAttribute('aria-labelledby', heading.id);
    }
    const animation = popupAnimationOf(popup.options.animation);
    if (animation !== NO_ANIMATION && !prefersReducedMotion(this.#win)) {
      dialog.classList.add(PopupClass.animated, PopupClass.animation(animation));
    }
    (content.querySelector<HTMLElement>('[autofocus]') ?? focusableWithin(content)[0])?.focus();
    this.#hooks.contentShown?.(content, urlOf(popup));
  }

  #ensureDialog(): HTMLDialogElement {
    if (this.#dialog?.isConnected) return this.#dialog;
    const doc = this.#doc;
    ensurePopupStyles(doc);
    const dialog = doc.createElement('dialog');
    dialog.className = PopupClass.dialog;
    dialog.setAttribute('aria-modal', 'true');
    const box = doc.createElement('div');
    box.className = PopupClass.box;
    const close = doc.createElement('button');
    close.type = 'button';
    close.className = PopupClass.close;
    close.setAttribute('aria-label', 'Close');
    close.textContent = '×';
    close.addEventListener('click', () => this.close());
    const content = doc.createElement('div');
    content.className = PopupClass.content;
    content.setAttribute(MarkupAttribute.popupContent, '');
    box.append(close, content);
    dialog.append(box);
    // Escape: close through our own path so the content is emptied and focus returns.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      this.close();
    });
    // The browser may still close the dialog itself (a repeated Escape): finish the job.
    dialog.addEventListener('close', () => this.close());
    // A click on the ::backdrop is dispatched to the dialog itself, outside its box.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog && isOutside(dialog.getBoundingClientRect(), event)) this.close();
    });
    doc.body.append(dialog);
    this.#dialog = dialog;
    this.#content = content;
    return dialog;
  }

  #applySize(): void {
    const popup = this.#open;
    const dialog = this.#dialog;
    if (!popup || !dialog) return;
    const size = popupSize(
      popup.options,
      { width: this.#win.innerWidth, height: this.#win.innerHeight },
      popup.defaultSize,
    );
    dialog.style.width = `${size.width}px`;
    const grows = popup.growToFitUpTo !== undefined && this.#win.innerWidth <= popup.growToFitUpTo;
    // `fit-content`, not `auto`: a fixed dialog with `inset: 0` would stretch to the window with `auto`.
    dialog.style.height = grows ? 'fit-content' : `${size.height}px`;
    dialog.style.minHeight = grows ? `${size.height}px` : '';
    dialog.style.maxHeight = grows
      ? `${Math.max(size.height, this.#win.innerHeight - POPUP_MARGIN_PX)}px`
      : '';
  }

  #applyPopupCss(content: PageContent): void {
    this.#removePopupCss();
    for (const field of PAGE_CSS_FIELDS) {
      const css = content[field];
      if (!css) continue;
      const style = this.#doc.createElement('style');
      style.setAttribute(MarkupAttribute.popupCss, field);
      style.textContent = css;
      this.#doc.head.append(style);
    }
  }

  #removePopupCss(): void {
    for (const style of this.#doc.head.querySelectorAll(`style[${MarkupAttribute.popupCss}]`)) style.remove();
  }

  #clearContent(previous: OpenPopup): void {
    const content = this.#content;
    if (!content) return;
    if (content.hasChildNodes()) this.#hooks.contentRemoved?.(content, urlOf(previous));
    this.#dialog?.classList.remove(PopupClass.animated, ...animationClasses());
    content.replaceChildren();
    this.#removePopupCss();
  }
}

let titleCounter = 0;

/** A popup answer's `popups`: HTML, or a list of HTML strings; anything else brings nothing. */
function popupsMarkupOf(popups: unknown): string {
  if (typeof popups === 'string') return popups;
  if (Array.isArray(popups)) return popups.filter((entry) => typeof entry === 'string').join('');
  return '';
}

const urlOf = (popup: OpenPopup): URL | undefined => (popup.url ? new URL(popup.url) : undefined);

function animationClasses(): string[] {
  return POPUP_ANIMATIONS.map(PopupClass.animation);
}

function isOutside(rect: DOMRect, event: MouseEvent): boolean {
  // Keyboard activation reports 0,0; it never means the backdrop.
  if (event.detail === 0) return false;
  return (
    event.clientX < rect.left ||
    event.clientX > rect.right ||
    event.clientY < rect.top ||
    event.clientY > rect.bottom
  );
}
