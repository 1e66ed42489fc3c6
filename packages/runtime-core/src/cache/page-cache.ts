import { checkPageContent } from '../protocol/check-page';
import type { PageContent } from '../protocol/page-response';
import { whenIdle } from '../util/when-idle';
import type { SafeStorage } from './safe-storage';

/** The localStorage key the cache lives under (spec §9). */
export const PAGE_CACHE_STORAGE_KEY = 'pages';

export interface CachedPage {
  readonly content: PageContent;
  /** When the server last confirmed this content (ms since the epoch). */
  readonly storedAt: number;
}

export interface PageCacheOptions {
  storage: SafeStorage;
  /** CacheSize: the cache accepts new pages only while it holds fewer. */
  limit: number;
  /** Runs storage writes later, off the interaction path. */
  scheduleWrite?: (write: () => void) => void;
  now?: () => number;
}

/**
 * The page cache (core-runtime spec §4, §5, §9): memory first, mirrored to localStorage under `pages`.
 * A page is added only if it is not cached yet and the cache holds fewer than `limit` pages; there is no
 * eviction. A cached page can be replaced when the server has a newer version of it.
 *
 * Storage is never trusted: a value that is not JSON is dropped whole, an entry that fails the schema is
 * dropped alone, and storage that throws leaves the cache working in memory.
 */
export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  /** Addresses the host redirected, to the address it answered at: for this document only. */
  readonly #moved = new Map<string, string>();
  readonly #storage: SafeStorage;
  readonly #limit: number;
  readonly #scheduleWrite: (write: () => void) => void;
  readonly #now: () => number;
  #writePending = false;

  constructor({ storage, limit, scheduleWrite = scheduleIdle, now = Date.now }: PageCacheOptions) {
    this.#storage = storage;
    this.#limit = limit;
    this.#scheduleWrite = scheduleWrite;
    this.#now = now;
    this.#load();
  }

  get size(): number {
    return this.#entries.size;
  }

  has(key: string): boolean {
    return this.#entries.has(key);
  }

  get(key: string): CachedPage | undefined {
    return this.#entries.get(key);
  }

  /** Adds a page unless it is cached already or the cache is full; answers whether it was added. */
  add(key: string, content: PageContent): boolean {
    if (this.#entries.has(key) || this.#entries.size >= this.#limit) return false;
    this.#entries.set(key, { content, storedAt: this.#now() });
    this.#persistLater();
    return true;
  }

  /** Replaces a cached page with a newer version; pages that are not cached stay out. */
  replace(key: string, content: PageContent): boolean {
    if (!this.#entries.has(key)) return false;
    this.#entries.set(key, { content, storedAt: this.#now() });
    this.#persistLater();
    return true;
  }

  /**
   * The host answered a request for `from` at `to` (a redirect, such as a static host's `/archives` to the
   * folder `/archives/`): a later visit to `from` shows the page cached at `to` and asks for `to` itself, so a
   * click costs no redirect. Turbo pays the redirect on every click; it also asks the server every time.
   */
  moved(from: string, to: string): void {
    if (from !== to) this.#moved.set(from, to);
  }

  /** Where the page of `key` is cached when the host once redirected it there; undefined otherwise. */
  movedTo(key: string): string | undefined {
    const to = this.#moved.get(key);
    return to !== undefined && this.#entries.has(to) ? to : undefined;
  }

  delete(key: string): void {
    if (this.#entries.delete(key)) this.#persistLater();
  }

  #load(): void {
    const stored = this.#storage.read(PAGE_CACHE_STORAGE_KEY);
    if (stored === null) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(stored);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      console.warn('[vitrine] the stored page cache is corrupted; it was cleared');
      this.#storage.remove(PAGE_CACHE_STORAGE_KEY);
      return;
    }
    let dropped = 0;
    for (const [key, value] of Object.entries(parsed)) {
      const entry = readStoredPage(value);
      if (entry) this.#entries.set(key, entry);
      else dropped++;
    }
    if (dropped > 0) {
      console.warn(
        `[vitrine] dropped ${dropped} unreadable page cache ${dropped === 1 ? 'entry' : 'entries'}`,
      );
      this.#persistLater();
    }
  }

  #persistLater(): void {
    if (this.#writePending) return;
    this.#writePending = true;
    this.#scheduleWrite(() => {
      this.#writePending = false;
      this.#storage.write(PAGE_CACHE_STORAGE_KEY, JSON.stringify(Object.fromEntries(this.#entries)));
    });
  }
}

/** Whether two versions of a page are the same publication: by uuid when both have one, else by value. */
export function isSameVersion(cached: PageContent, fresh: PageContent): boolean {
  if (cached.uuid && fresh.uuid) return cached.uuid === fresh.uuid;
  return JSON.stringify(cached) === JSON.stringify(fresh);
}

function scheduleIdle(task: () => void): void {
  whenIdle(window, task);
}

/** A cache entry as storage gave it back, checked as a page answer is; undefined for one that cannot be used. */
function readStoredPage(value: unknown): CachedPage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { content, storedAt } = value as Record<string, unknown>;
  const checked = checkPageContent(content);
  return checked.success && typeof storedAt === 'number' && Number.isFinite(storedAt)
    ? { content: checked.data, storedAt }
    : undefined;
}
