/**
 * A global queue that code loaded in any order meets at (the analytics-snippet pattern): until its owner runs
 * it is a plain array that `pushToQueue` appends to; the owner claims it, takes what was queued, and puts in
 * its place a queue whose `push` hands items straight to the owner.
 */
export interface ClaimedQueue<Item> {
  push(...items: Item[]): unknown;
}

type QueueHolder<Item> = Record<string, ClaimedQueue<Item> | Item[] | undefined>;

/** Appends `item` to the queue at `scope[key]`: the owner's if it has claimed it, else the array for later. */
export function pushToQueue<Item>(scope: object, key: string, item: Item): void {
  const holder = scope as QueueHolder<Item>;
  holder[key] ??= [];
  holder[key].push(item);
}

/**
 * Claims the queue at `scope[key]` for an owner: returns the items queued so far and puts `claimed` (whose
 * `push` should hand items to the owner) in its place. When `isClaimed` says another owner already holds the
 * queue, it is left to that owner and `undefined` is returned; whatever else is there (garbage, another
 * script's value) is replaced, its items taken only from an array.
 */
export function claimQueue<Item, Claimed extends ClaimedQueue<Item>>(
  scope: object,
  key: string,
  claimed: Claimed,
  isClaimed: (existing: unknown) => boolean,
): Item[] | undefined {
  const holder = scope as Record<string, unknown>;
  const existing = holder[key];
  if (isClaimed(existing)) return undefined;
  holder[key] = claimed;
  return Array.isArray(existing) ? (existing as Item[]) : [];
}
