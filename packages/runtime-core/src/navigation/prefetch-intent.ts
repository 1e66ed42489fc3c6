import { NO_PREFETCH_ATTRIBUTE } from '../markup/boot-attributes';
import { linkOf } from './link-interceptor';

/** How long a pointer rests on a link before its page is fetched: long enough to skip links merely crossed. */
export const PREFETCH_HOVER_DELAY_MS = 80;

/**
 * Watches for the moments a visitor is about to follow a link: a mouse resting on it, or a press (a finger
 * touching it, a button going down), which comes tens of milliseconds before its click. `onIntent` receives the
 * link and whether it was pressed (the click follows at once) rather than rested on; `onCancel` runs when the
 * mouse leaves it before the click. Touch pointers "leave" before their click,
 * so only a mouse's hover counts.
 */
export class PrefetchIntent {
  readonly #doc: Document;
  readonly #onIntent: (link: Element, pressed: boolean) => void;
  readonly #onCancel: () => void;
  #hovered: Element | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;

  readonly #onPointerOver = (event: PointerEvent): void => {
    const link = linkOf(event);
    if (!link || event.pointerType !== 'mouse' || link === this.#hovered || !wantsPrefetch(link)) return;
    this.#clear();
    this.#hovered = link;
    this.#timer = setTimeout(() => this.#onIntent(link, false), PREFETCH_HOVER_DELAY_MS);
  };

  readonly #onPointerOut = (event: PointerEvent): void => {
    const hovered = this.#hovered;
    if (!hovered) return;
    if (event.relatedTarget instanceof Node && hovered.contains(event.relatedTarget)) return;
    this.#clear();
    this.#onCancel();
  };

  readonly #onPointerDown = (event: PointerEvent): void => {
    const link = linkOf(event);
    // The press settles what the hover would have: the page is wanted now, or (a press with a modifier opens a
    // tab or a window, or loads a whole document) not at all.
    clearTimeout(this.#timer);
    const modified = event.ctrlKey || event.metaKey || event.altKey || event.shiftKey;
    if (link && event.button === 0 && !modified && wantsPrefetch(link)) this.#onIntent(link, true);
  };

  constructor(doc: Document, onIntent: (link: Element, pressed: boolean) => void, onCancel: () => void) {
    this.#doc = doc;
    this.#onIntent = onIntent;
    this.#onCancel = onCancel;
  }

  start(): void {
    this.#doc.addEventListener('pointerover', this.#onPointerOver, { passive: true });
    this.#doc.addEventListener('pointerout', this.#onPointerOut, { passive: true });
    this.#doc.addEventListener('pointerdown', this.#onPointerDown, { passive: true });
  }

  stop(): void {
    this.#clear();
    this.#doc.removeEventListener('pointerover', this.#onPointerOver);
    this.#doc.removeEventListener('pointerout', this.#onPointerOut);
    this.#doc.removeEventListener('pointerdown', this.#onPointerDown);
  }

  #clear(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#hovered = undefined;
  }
}

/** Sites and visitors can opt out: a marked link or region, or the browser's data saver. */
function wantsPrefetch(link: Element): boolean {
  return !link.closest(`[${NO_PREFETCH_ATTRIBUTE}]`) && !savesData(window);
}

/** Whether the visitor asked the browser to save data: nothing is downloaded on a guess then. */
export function savesData(win: Window): boolean {
  const { connection } = win.navigator as Navigator & { connection?: { saveData?: boolean } };
  return connection?.saveData === true;
}
