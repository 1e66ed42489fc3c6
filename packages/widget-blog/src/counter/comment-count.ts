/** Comment count wait (widgets spec §9): a provider silent for this long counts 0. */
export const COMMENT_COUNT_WAIT_MS = 5000;

/** Widgets spec §5: what shows in place of a label the markup does not give. */
export const MISSING_LABEL = 'value not specified';

/** The singular label when the total is exactly 1, the plural one otherwise (widgets spec §5). */
export function commentLabel(
  total: number,
  singular: string | undefined,
  plural: string | undefined,
): string {
  const label = total === 1 ? singular : plural;
  return label?.trim() ? label.trim() : MISSING_LABEL;
}

/**
 * One provider's count: what `count` resolves to when it is a whole number of at least 0; 0 when it rejects,
 * answers anything else, or does not answer within `waitMs` (widgets spec §8).
 */
export function countOrZero(
  count: () => Promise<number>,
  waitMs: number,
  timers: Pick<Window, 'setTimeout'> = globalThis,
): Promise<number> {
  return Promise.race([
    // A count that throws before it returns its promise fails like one that rejects.
    new Promise<number>((resolve) => resolve(count())).then(
      (value) => (Number.isInteger(value) && value >= 0 ? value : 0),
      () => 0,
    ),
    new Promise<number>((resolve) => timers.setTimeout(resolve, waitMs, 0)),
  ]);
}

/** The sum of every provider's count (widgets spec §5), each falling back to 0 on its own. */
export async function totalComments(
  counts: ReadonlyArray<() => Promise<number>>,
  waitMs = COMMENT_COUNT_WAIT_MS,
  timers: Pick<Window, 'setTimeout'> = globalThis,
): Promise<number> {
  const each = await Promise.all(counts.map((count) => countOrZero(count, waitMs, timers)));
  return each.reduce((sum, value) => sum + value, 0);
}
