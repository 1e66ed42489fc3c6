import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMENT_COUNT_WAIT_MS, commentLabel, MISSING_LABEL, totalComments } from './comment-count';

describe('commentLabel', () => {
  it('uses the singular label for exactly 1, the plural one otherwise', () => {
    expect(commentLabel(1, 'comment', 'comments')).toBe('comment');
    expect(commentLabel(0, 'comment', 'comments')).toBe('comments');
    expect(commentLabel(2, 'comment', 'comments')).toBe('comments');
  });

  it("shows 'value not specified' for a missing or empty label", () => {
    expect(MISSING_LABEL).toBe('value not specified');
    expect(commentLabel(1, undefined, 'comments')).toBe(MISSING_LABEL);
    expect(commentLabel(3, 'comment', '  ')).toBe(MISSING_LABEL);
  });
});

describe('totalComments', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sums both providers', async () => {
    await expect(totalComments([async () => 2, async () => 3])).resolves.toBe(5);
  });

  it('counts a failing provider, a malformed count and a silent one as 0', async () => {
    const total = totalComments([
      async () => 4,
      () => Promise.reject(new Error('offline')),
      async () => Number.NaN,
      () => new Promise<number>(() => {}),
      () => {
        throw new Error('synchronous');
      },
    ]);
    await vi.advanceTimersByTimeAsync(COMMENT_COUNT_WAIT_MS);
    await expect(total).resolves.toBe(4);
  });

  it('waits 5000 ms for a late provider, not one more', async () => {
    expect(COMMENT_COUNT_WAIT_MS).toBe(5000);
    let answer: (count: number) => void = () => {};
    const total = totalComments([() => new Promise<number>((resolve) => (answer = resolve)), async () => 1]);
    await vi.advanceTimersByTimeAsync(COMMENT_COUNT_WAIT_MS - 1);
    answer(6);
    await expect(total).resolves.toBe(7);
    let late: (count: number) => void = () => {};
    const timedOut = totalComments([() => new Promise<number>((resolve) => (late = resolve)), async () => 1]);
    await vi.advanceTimersByTimeAsync(COMMENT_COUNT_WAIT_MS);
    late(6);
    await expect(timedOut).resolves.toBe(1);
  });
});
