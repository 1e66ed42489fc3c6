import { animateIfMotionAllowed } from '@vitrine/widget-api/dom/reduced-motion';
import type { MiniHeaderHeights, StickyHeaderElement } from '@vitrine/widget-api/dom/sticky-header';
import { injectStyleOnce } from '@vitrine/widget-api/styles';
import { ChromeAttribute } from '../markup/chrome';
import { MiniHeaderAttribute } from '../markup/mini-header';
import type { ScrollResponder } from './scroll-responder';

export const MINI_HEADER_SELECTOR = `[${MiniHeaderAttribute.miniHeader}]`;

/** The scrolled height when the markup gives none (or garbage): a share of the header's own height. */
export const DEFAULT_SCROLLED_SHARE = 0.75;
export const MINI_HEADER_DURATION_MS = 300;
/**
 * Set on the header in its scrolled state: how many pixels it lost. A site that moves the header's contents
 * by a transform of it (rather than letting them follow the height) has no layout shift at all.
 */
export const SHRINK_PROPERTY = '--vitrine-mini-header-shrink';
const ANIMATION_ID = 'vitrine-mini-header';

// First in <head> (injectStyleOnce), so a site's own rule for its hamburger wins.
const MINI_HEADER_CSS = `[${MiniHeaderAttribute.miniHeader}] [${ChromeAttribute.drawerToggle}]{transition:transform .3s ease-out}
[${MiniHeaderAttribute.scrolled}] [${ChromeAttribute.drawerToggle}]{transform:translateX(var(--vitrine-mini-header-toggle-shift,.35rem)) scale(.9)}
@media (prefers-reduced-motion:reduce){[${MiniHeaderAttribute.miniHeader}] [${ChromeAttribute.drawerToggle}]{transition:none}}`;

/** The scrolled height the markup asks for, within (0, `fullHeight`]. */
export function scrolledHeightOf(header: Element, fullHeight: number): number {
  const raw = (header.getAttribute(MiniHeaderAttribute.miniHeader) ?? '').trim();
  const asked = raw === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(asked) || asked <= 0) return Math.round(fullHeight * DEFAULT_SCROLLED_SHARE);
  return Math.min(asked, fullHeight);
}

const px = (value: number): string => `${value}px`;

type BoxLength = 'marginBottom' | 'paddingTop' | 'paddingBottom' | 'borderTopWidth' | 'borderBottomWidth';

/**
 * The mini-header (core-runtime spec §4: "in its scrolled state the hamburger button is moved"): while its
 * scroll responder is past the threshold the header is `data-mini-header-scrolled`, its height is the scrolled
 * height and its bottom margin grows by what it lost, so the space it takes in the page never changes and
 * nothing below it moves. A visitor's scroll makes the change slide, unless they prefer reduced motion; a new
 * page (a navigation or Back, which place the scroll themselves) has the state for its position at once. Core's
 * default style moves the hamburger (`data-vitrine-drawer-toggle`) inside it.
 */
export class MiniHeader implements MiniHeaderHeights {
  readonly #header: StickyHeaderElement;
  readonly #responder: ScrollResponder;
  readonly #win: Window;
  /** Measured without core's styles: the header's height, bottom margin, and what `height` leaves out. */
  #full = { height: 0, margin: 0, boxExtra: 0 };
  #scrolled = false;
  #frame = 0;
  readonly #onResize = (): void => {
    if (this.#frame) return;
    this.#frame = this.#win.requestAnimationFrame(() => {
      this.#frame = 0;
      this.#measure();
      if (this.#scrolled) this.#apply(true, false);
    });
  };

  constructor(header: HTMLElement, responder: ScrollResponder, win: Window) {
    this.#header = header;
    this.#responder = responder;
    this.#win = win;
  }

  /** Call before the responder's first measure: the header is measured as the site's CSS draws it. */
  start(): void {
    injectStyleOnce('mini-header', MINI_HEADER_CSS, this.#header.ownerDocument);
    this.#measure();
    let first = true;
    // A visitor's scroll slides; the first state, and the one a new page is placed in (Back restoring a scrolled
    // page, a click landing at the top), is there at once, with the page it belongs to.
    this.#responder.onChange = (past, newPage) => {
      if (first || newPage) this.#settle(() => this.#apply(past, false));
      else this.#apply(past, true);
      first = false;
    };
    this.#win.addEventListener('resize', this.#onResize, { passive: true });
    this.#header.vitrineMiniHeader = this;
  }

  /** Back to the site's own header. */
  stop(): void {
    this.#responder.onChange = undefined;
    this.#win.removeEventListener('resize', this.#onResize);
    if (this.#frame) this.#win.cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    delete this.#header.vitrineMiniHeader;
    this.#cancelAnimation();
    this.#apply(false, false);
  }

  get scrolledHeight(): number {
    return scrolledHeightOf(this.#header, this.#full.height);
  }

  heightAbove(documentTop: number): number {
    const scrolled = this.scrolledHeight;
    return this.#responder.pastAt(documentTop - scrolled) ? scrolled : this.#full.height;
  }

  #measure(): void {
    const { style } = this.#header;
    const applied = this.#scrolled;
    // Its own inline styles would hide a change of the site's height (a media query at the new width).
    if (applied) {
      this.#cancelAnimation();
      style.height = '';
      style.marginBottom = '';
    }
    const computed = this.#win.getComputedStyle(this.#header);
    const lengths = (...names: BoxLength[]): number =>
      names.reduce<number>((sum, name) => sum + (Number.parseFloat(computed[name]) || 0), 0);
    this.#full = {
      height: this.#header.getBoundingClientRect().height,
      margin: lengths('marginBottom'),
      boxExtra:
        computed.boxSizing === 'border-box'
          ? 0
          : lengths('paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'),
    };
  }

  #apply(scrolled: boolean, animate: boolean): void {
    const header = this.#header;
    const from = header.getBoundingClientRect().height;
    this.#cancelAnimation();
    this.#scrolled = scrolled;
    header.toggleAttribute(MiniHeaderAttribute.scrolled, scrolled);
    const to = scrolled ? this.scrolledHeight : this.#full.height;
    const frame = (height: number): Keyframe => ({
      height: px(height - this.#full.boxExtra),
      marginBottom: px(this.#full.margin + this.#full.height - height),
    });
    const { style } = header;
    if (scrolled) {
      Object.assign(style, frame(to));
      style.setProperty(SHRINK_PROPERTY, px(this.#full.height - to));
    } else {
      style.height = '';
      style.marginBottom = '';
      style.removeProperty(SHRINK_PROPERTY);
    }
    if (animate && from !== to)
      animateIfMotionAllowed(
        header,
        [frame(from), frame(to)],
        { id: ANIMATION_ID, duration: MINI_HEADER_DURATION_MS, easing: 'ease-out' },
        this.#win,
      );
  }

  /**
   * Makes a change of state whole at once: the site's CSS transitions that follow it (the responder's classes,
   * its contents moved by `--vitrine-mini-header-shrink`) end where they are going, as core's own height does.
   * Those the change started have not begun yet (`pending`); one already under way is the visitor's own.
   */
  #settle(change: () => void): void {
    change();
    for (const animation of this.#header.getAnimations?.({ subtree: true }) ?? [])
      if (animation.pending) animation.finish();
  }

  #cancelAnimation(): void {
    for (const animation of this.#header.getAnimations?.() ?? [])
      if (animation.id === ANIMATION_ID) animation.cancel();
  }
}
