import { describe, expect, it, vi } from 'vitest';
import type { ClaimedQueue } from './queue-claim';
import { claimQueue, pushToQueue } from './queue-claim';

const KEY = '__testQueue';

interface OwnedQueue extends ClaimedQueue<string> {
  readonly owner: string;
}

function ownedBy(owner: string, received: string[]): OwnedQueue {
  return {
    owner,
    push(...items: string[]) {
      received.push(...items);
      return items.length;
    },
  };
}

const isOwned = (existing: unknown) => typeof (existing as Partial<OwnedQueue> | null)?.owner === 'string';

describe('pushToQueue and claimQueue', () => {
  it('keeps what is pushed before the owner claims the queue, and hands it what is pushed after', () => {
    const scope = {};
    pushToQueue(scope, KEY, 'early');
    const received: string[] = [];
    expect(claimQueue(scope, KEY, ownedBy('first', received), isOwned)).toEqual(['early']);
    pushToQueue(scope, KEY, 'late');
    expect(received).toEqual(['late']);
  });

  it('starts an empty queue for an owner that comes first', () => {
    const scope = {};
    const received: string[] = [];
    expect(claimQueue(scope, KEY, ownedBy('first', received), isOwned)).toEqual([]);
    pushToQueue(scope, KEY, 'item');
    expect(received).toEqual(['item']);
  });

  it('leaves a queue another owner holds to it', () => {
    const scope = {};
    const first: string[] = [];
    const second: string[] = [];
    claimQueue(scope, KEY, ownedBy('first', first), isOwned);
    const seen = vi.fn(isOwned);
    expect(claimQueue(scope, KEY, ownedBy('second', second), seen)).toBeUndefined();
    expect(seen).toHaveBeenCalledWith((scope as Record<string, unknown>)[KEY]);
    pushToQueue(scope, KEY, 'item');
    expect(first).toEqual(['item']);
    expect(second).toEqual([]);
  });

  it('replaces garbage at the key, taking nothing from it', () => {
    const scope = { [KEY]: 'not a queue' };
    const received: string[] = [];
    expect(claimQueue(scope, KEY, ownedBy('first', received), isOwned)).toEqual([]);
    pushToQueue(scope, KEY, 'item');
    expect(received).toEqual(['item']);
  });
});
