/**
 * The numbering of live-search queries (core-runtime spec §4): each request carries the next number, and an
 * answer is used only while its number is still the latest. Clearing the term moves the number on too, so
 * whatever was pending is dropped when it arrives.
 */
export class SearchQueries {
  #latest = 0;

  /** The number for a new request. */
  next(): number {
    return ++this.#latest;
  }

  /** Every pending query becomes stale. */
  invalidate(): void {
    this.#latest++;
  }

  /** Whether the answer numbered `queryNumber` is the one to show. */
  isLatest(queryNumber: number): boolean {
    return queryNumber === this.#latest;
  }
}

/** The spec's search term: trimmed; empty means no search. */
export function searchTerm(raw: string): string {
  return raw.trim();
}

/**
 * The search page's address for `term` (spec §2: `/{searchpage}?searchTerm={encoded term}`), with the preview
 * flag in preview.
 */
export function searchPageUrl(searchPage: string, term: string, preview: boolean): string {
  const base = searchPage.startsWith('/') ? searchPage : `/${searchPage}`;
  return `${base}?searchTerm=${encodeURIComponent(term)}${preview ? '&preview=true' : ''}`;
}

/** What the panel says above its results, and what is announced. */
export function resultsMessage(count: number): string {
  if (count === 0) return 'No posts found.';
  return count === 1 ? '1 post found.' : `${count} posts found.`;
}
