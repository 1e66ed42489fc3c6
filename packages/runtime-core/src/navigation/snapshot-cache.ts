import { parseFragment } from '../util/parse-fragment';
import { whenIdle } from '../util/when-idle';

/** As many parsed pages as Turbo's snapshot cache keeps. */
export const SNAPSHOT_CACHE_SIZE = 10;

interface Snapshot {
  /** The markup it was parsed from: a snapshot serves that version of the page only. */
  readonly html: string;
  /** Owned by the `<template>`'s inert document: nothing in it runs or loads. */
  readonly fragment: DocumentFragment;
}

/**
 * Parsed, pristine copies of the content of recently shown pages (Turbo's `SnapshotCache`), so Back to one of
 * them copies nodes instead of parsing its markup again. Unlike Turbo's, a snapshot is never the live page:
 * it is parsed from the page's markup while the browser is idle, so its scripts have not run, no widget has
 * mounted in it and it carries no visitor's state; showing it gives the page as a first arrival would. A
 * snapshot is used only for the very markup it was parsed from: a republished page (new content from a
 * revalidation) misses, is parsed as usual, and its new snapshot replaces the old one.
 */
export class SnapshotCache {
  readonly #entries = new Map<string, Snapshot>();
  readonly #doc: Document;
  readonly #size: number;
  readonly #schedule: (task: () => void) => void;

  constructor(
    doc: Document,
    {
      size = SNAPSHOT_CACHE_SIZE,
      schedule = (task: () => void) => whenIdle(doc.defaultView ?? window, task),
    }: { size?: number; schedule?: (task: () => void) => void } = {},
  ) {
    this.#doc = doc;
    this.#size = size;
    this.#schedule = schedule;
  }

  /** A copy, owned by the page's document and ready to insert, of `html` as parsed for `key`; else undefined. */
  take(key: string, html: string): DocumentFragment | undefined {
    const snapshot = this.#entries.get(key);
    if (snapshot?.html !== html) return undefined;
    // Most recently used last: the first entry is the one to evict.
    this.#entries.delete(key);
    this.#entries.set(key, snapshot);
    return this.#doc.importNode(snapshot.fragment, true);
  }

  /** Parses `html` for `key` once the browser is idle, unless that very markup is kept already. */
  keep(key: string, html: string): void {
    if (this.#entries.get(key)?.html === html) return;
    this.#schedule(() => {
      if (this.#entries.get(key)?.html === html) return;
      this.#entries.delete(key);
      this.#entries.set(key, { html, fragment: parseFragment(this.#doc, html) });
      for (const oldest of this.#entries.keys()) {
        if (this.#entries.size <= this.#size) break;
        this.#entries.delete(oldest);
      }
    });
  }

  has(key: string): boolean {
    return this.#entries.has(key);
  }
}
