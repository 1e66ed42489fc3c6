export type HistoryMode = 'push' | 'replace' | 'none';

/** What core keeps in a history entry's state, under `vitrine` beside whatever page code put there. */
interface EntryState {
  id: string;
}

let entryCounter = 0;
const newEntryId = (): string => `${Date.now().toString(36)}-${(entryCounter++).toString(36)}`;

/**
 * The browser's history as core uses it (Turbo's `history.js`): each entry core makes or adopts carries a
 * restoration id in its state, and the scroll position of each entry is remembered by that id, so back and
 * forward put a page where it was left. Entries a widget's own platform makes (`claimHistory`) are left to it.
 */
export class History {
  readonly #win: Window;
  readonly #claims: ReadonlySet<(url: URL) => boolean>;
  readonly #scrollMemory = new Map<string, number>();
  #entryId: string;
  readonly #rememberScroll = (): void => {
    this.#scrollMemory.set(this.#entryId, this.#win.scrollY);
  };

  constructor(win: Window, claims: ReadonlySet<(url: URL) => boolean> = new Set()) {
    this.#win = win;
    this.#claims = claims;
    // The first entry was made by the browser: give it an id so its scroll position can be kept too.
    this.#entryId = this.#adopt();
    // Core places the scroll itself, after the new content is in: the browser's own restoration would jump first.
    win.history.scrollRestoration = 'manual';
    win.addEventListener('scroll', this.#rememberScroll, { passive: true });
    this.#rememberScroll();
  }

  /** The restoration id of the entry on screen. */
  get entryId(): string {
    return this.#entryId;
  }

  /**
   * Records a page change: `push` makes a new entry (keeping the left entry's scroll first, read before the new
   * content can shorten the page), `replace` rewrites the current one, `none` is back/forward, where history
   * has already moved and the scroll listener kept the old entry's position.
   */
  update(url: URL, mode: HistoryMode): void {
    const { history } = this.#win;
    const href = `${url.pathname}${url.search}${url.hash}`;
    if (mode === 'push') {
      this.#entryId = newEntryId();
      history.pushState(withEntryState(null, { id: this.#entryId }), '', href);
    } else if (mode === 'replace') {
      history.replaceState(withEntryState(history.state, { id: this.#entryId }), '', href);
    }
  }

  /** Keeps the scroll position of the entry about to be left (before a push changes the page). */
  leave(mode: HistoryMode): void {
    if (mode === 'push') this.#rememberScroll();
  }

  /**
   * Back or forward moved to the current entry. Undefined when the entry is not core's and a widget's platform
   * claims its URL (that platform shows the step itself); otherwise the scroll position the entry was left at,
   * if it is known.
   */
  popped(url: URL): { scrollY: number | undefined } | undefined {
    const state = readEntryState(this.#win.history.state);
    if (!state && this.#claimed(url)) return undefined;
    this.#entryId = state?.id ?? this.#adopt();
    return { scrollY: this.#scrollMemory.get(this.#entryId) };
  }

  stop(): void {
    this.#win.removeEventListener('scroll', this.#rememberScroll);
  }

  /** Gives the current entry an id of core's (its own, if it has one), keeping the state page code put there. */
  #adopt(): string {
    const { history } = this.#win;
    const id = readEntryState(history.state)?.id ?? newEntryId();
    history.replaceState(withEntryState(history.state, { id }), '');
    return id;
  }

  #claimed(url: URL): boolean {
    for (const owns of this.#claims) {
      try {
        if (owns(url)) return true;
      } catch (error) {
        console.error('[vitrine] a widget’s history claim failed; core shows the page', error);
      }
    }
    return false;
  }
}

function readEntryState(state: unknown): EntryState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const entry = (state as { vitrine?: unknown }).vitrine;
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { id } = entry as { id?: unknown };
  return typeof id === 'string' ? { id } : undefined;
}

function withEntryState(state: unknown, entry: EntryState): object {
  const base = typeof state === 'object' && state !== null ? state : {};
  return { ...base, vitrine: entry };
}
