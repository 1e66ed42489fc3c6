/**
 * For `vi.waitFor` on a condition that needs a lazily imported module (the whole-document path, the viewport
 * prefetcher, …): on a busy machine, or fresh after another file, that import takes longer than waitFor's
 * default second. The condition awaited is definite, so a long timeout costs nothing when it holds.
 */
export const UNTIL_IMPORTED = { timeout: 10_000 };
