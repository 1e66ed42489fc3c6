import { platformUrl } from '@vitrine/widget-api';
import { loadOncePerKey } from '@vitrine/widget-api/dom/load-once';
import type { CollectionRow } from '../protocol/services';
import { collectionResponseSchema, collectionRowSchema } from '../protocol/services';

/** The one error every failed collection load rejects with (spec §8). */
export const COLLECTION_NOT_FOUND_MESSAGE = 'Site or collection not found';

/** Operators of `where(field, op, value)`; written in capitals as the established builder API does. */
export const COLLECTION_OPERATORS = [
  'EQ',
  'NE',
  'GT',
  'GTE',
  'LT',
  'LTE',
  'IN',
  'NIN',
  'CONTAINS',
  'NOT_CONTAINS',
  'IS_SET',
  'IS_NOT_SET',
] as const;
export type CollectionOperator = (typeof COLLECTION_OPERATORS)[number];
export type SortDirection = 'ASC' | 'DESC';

/** Rows per page when a query sets no `pageSize`. */
export const DEFAULT_COLLECTION_PAGE_SIZE = 50;

export interface CollectionQueryResult {
  values: CollectionRow[];
}

/**
 * `data(name).where(field, op, value).orderBy(field, dir).pageSize(n).pageNumber(n).get()`. Each call
 * returns a new query, so a base query can be reused. Page numbers count from 0.
 */
export interface CollectionQuery {
  where(field: string, operator: CollectionOperator, value?: unknown): CollectionQuery;
  orderBy(field: string, direction?: SortDirection): CollectionQuery;
  pageSize(size: number): CollectionQuery;
  pageNumber(page: number): CollectionQuery;
  get(): Promise<CollectionQueryResult>;
}

export interface CollectionsService {
  /** The collection's value parsed from its JSON string; loaded once per collection and shared. */
  get(collectionName: string): Promise<unknown>;
  /** A query over the collection's rows. */
  data(collectionName: string): CollectionQuery;
  /**
   * Puts a collection a page answer carried (its `collections`) in the cache, as the endpoint's `value` would:
   * a JSON string. Anything else is left out (the collection is then asked for as usual).
   */
  preload(collectionName: string, value: unknown): void;
}

export interface CollectionsOptions {
  siteName: string;
  fetch?: typeof fetch;
}

export function collectionUrl(siteName: string, collectionName: string): string {
  return `/_dm/s/rt/actions/sites/${encodeURIComponent(siteName)}/collections/${encodeURIComponent(collectionName)}`;
}

/**
 * Loads named site collections. Every failure (network, an HTTP error, an answer without a string `value`,
 * a `value` that is not JSON) rejects with 'Site or collection not found', the original reason as `cause`,
 * and is forgotten so a later call asks again.
 */
export function createCollectionsService({
  siteName,
  fetch: fetchImpl = globalThis.fetch.bind(globalThis),
}: CollectionsOptions): CollectionsService {
  const load = async (collectionName: string): Promise<unknown> => {
    try {
      const response = await fetchImpl(platformUrl(collectionUrl(siteName, collectionName)), {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const answer = collectionResponseSchema.parse(await response.json());
      return JSON.parse(answer.value) as unknown;
    } catch (cause) {
      throw new Error(COLLECTION_NOT_FOUND_MESSAGE, { cause });
    }
  };

  // One request per collection however many callers ask; a failure is not kept, the next call asks again.
  const fetchOnce = loadOncePerKey(load);
  // Collections a page brought with it (its JSON's `collections`): no request for them.
  const preloaded = new Map<string, unknown>();
  const get = (collectionName: string): Promise<unknown> =>
    preloaded.has(collectionName)
      ? Promise.resolve(preloaded.get(collectionName))
      : fetchOnce(collectionName);

  return {
    get,
    preload(collectionName, value) {
      if (typeof value !== 'string') return;
      try {
        preloaded.set(collectionName, JSON.parse(value) as unknown);
      } catch {
        // Not JSON: the endpoint is asked when the collection is wanted.
      }
    },
    data: (collectionName) =>
      createQuery(async () => rowsOf(await get(collectionName)), {
        filters: [],
        pageSize: DEFAULT_COLLECTION_PAGE_SIZE,
        pageNumber: 0,
      }),
  };
}

interface QueryState {
  filters: Array<{ field: string; operator: CollectionOperator; value: unknown }>;
  sort?: { field: string; direction: SortDirection };
  pageSize: number;
  pageNumber: number;
}

/**
 * The spec defines no server endpoint for the chain, so it runs over the collection the service loaded:
 * filtered, sorted and paged here. Bad arguments reject from `get()` rather than throw mid-chain, so the
 * chain reads as one expression and its errors arrive where the caller awaits.
 */
function createQuery(rows: () => Promise<CollectionRow[]>, state: QueryState): CollectionQuery {
  const next = (change: Partial<QueryState>) => createQuery(rows, { ...state, ...change });
  return {
    where: (field, operator, value) => next({ filters: [...state.filters, { field, operator, value }] }),
    // Lower case is accepted, as the established API does; anything else is refused by `get()`.
    orderBy: (field, direction = 'ASC') =>
      next({ sort: { field, direction: String(direction).toUpperCase() as SortDirection } }),
    pageSize: (size) => next({ pageSize: size }),
    pageNumber: (page) => next({ pageNumber: page }),
    async get() {
      validate(state);
      const all = await rows();
      let matching = all.filter((row) => state.filters.every((filter) => matches(row, filter)));
      if (state.sort) matching = sortRows(matching, state.sort);
      const start = state.pageNumber * state.pageSize;
      return { values: matching.slice(start, start + state.pageSize) };
    },
  };
}

function validate(state: QueryState): void {
  for (const { operator } of state.filters) {
    if (!(COLLECTION_OPERATORS as readonly string[]).includes(operator))
      throw new Error(
        `Unknown operator "${String(operator)}": use one of ${COLLECTION_OPERATORS.join(', ')}`,
      );
  }
  if (state.sort && state.sort.direction !== 'ASC' && state.sort.direction !== 'DESC')
    throw new Error(`Unknown sort direction "${String(state.sort.direction)}": use ASC or DESC`);
  if (!Number.isInteger(state.pageSize) || state.pageSize < 1)
    throw new Error(`pageSize must be a whole number of at least 1, not ${String(state.pageSize)}`);
  if (!Number.isInteger(state.pageNumber) || state.pageNumber < 0)
    throw new Error(`pageNumber must be a whole number of at least 0, not ${String(state.pageNumber)}`);
}

/** A collection whose value is not a list of rows is as unusable as a missing one. */
function rowsOf(value: unknown): CollectionRow[] {
  if (!Array.isArray(value)) throw new Error(COLLECTION_NOT_FOUND_MESSAGE, { cause: 'value is not a list' });
  return value.flatMap((row) => {
    const parsed = collectionRowSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

function matches(row: CollectionRow, { field, operator, value }: QueryState['filters'][number]): boolean {
  const actual = row.data[field];
  switch (operator) {
    case 'EQ':
      return looselyEqual(actual, value);
    case 'NE':
      return !looselyEqual(actual, value);
    case 'GT':
      return compare(actual, value) > 0;
    case 'GTE':
      return compare(actual, value) >= 0;
    case 'LT':
      return compare(actual, value) < 0;
    case 'LTE':
      return compare(actual, value) <= 0;
    case 'IN':
      return Array.isArray(value) && value.some((candidate) => looselyEqual(actual, candidate));
    case 'NIN':
      return !Array.isArray(value) || !value.some((candidate) => looselyEqual(actual, candidate));
    case 'CONTAINS':
      return contains(actual, value);
    case 'NOT_CONTAINS':
      return !contains(actual, value);
    case 'IS_SET':
      return isSet(actual);
    case 'IS_NOT_SET':
      return !isSet(actual);
  }
}

/** Collections store what site owners typed: `"4.50"` and `4.5` are the same price. */
function looselyEqual(actual: unknown, expected: unknown): boolean {
  if (actual === expected) return true;
  const a = asNumber(actual);
  const b = asNumber(expected);
  if (a !== undefined && b !== undefined) return a === b;
  return isSet(actual) && isSet(expected) && String(actual) === String(expected);
}

function contains(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(actual)) return actual.some((item) => looselyEqual(item, expected));
  if (!isSet(actual) || !isSet(expected)) return false;
  return String(actual).toLowerCase().includes(String(expected).toLowerCase());
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value.trim().replace(/^\$/, ''));
    if (Number.isFinite(number)) return number;
  }
  return undefined;
}

/** Numbers compare as numbers, everything else as text; a missing value compares as NaN (matches nothing). */
function compare(actual: unknown, expected: unknown): number {
  if (!isSet(actual) || !isSet(expected)) return Number.NaN;
  const a = asNumber(actual);
  const b = asNumber(expected);
  if (a !== undefined && b !== undefined) return a - b;
  return String(actual).localeCompare(String(expected));
}

function sortRows(
  rows: CollectionRow[],
  { field, direction }: NonNullable<QueryState['sort']>,
): CollectionRow[] {
  const sign = direction === 'DESC' ? -1 : 1;
  // Rows without the field go last whichever the direction, as a reader of a sorted list expects.
  return [...rows].sort((left, right) => {
    const a = left.data[field];
    const b = right.data[field];
    if (!isSet(a) || !isSet(b)) return Number(!isSet(a)) - Number(!isSet(b));
    return sign * compare(a, b);
  });
}
