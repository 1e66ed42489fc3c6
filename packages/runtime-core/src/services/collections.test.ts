import { describe, expect, it, vi } from 'vitest';
import { COLLECTION_NOT_FOUND_MESSAGE, createCollectionsService } from './collections';

const MENU = [
  { data: { name: 'Baguette', price: '4.00', category: 'bread' }, page_item_url: '/site/s/menu/baguette' },
  { data: { name: 'Cardamom knot', price: 4.5, category: 'pastry' }, page_item_url: '/site/s/menu/knot' },
  { data: { name: 'Dark rye', price: '10.00', category: 'bread' }, page_item_url: null },
  { data: { name: 'Seeded spelt', category: 'bread' } },
];

function answering(...bodies: Array<unknown | Response | Error>) {
  const fetch = vi.fn(async (_url: string) => {
    const next = bodies.length > 1 ? bodies.shift() : bodies[0];
    if (next instanceof Error) throw next;
    if (next instanceof Response) return next;
    return Response.json(next);
  });
  return fetch;
}

const service = (fetch: ReturnType<typeof answering>) =>
  createCollectionsService({
    siteName: 'harbor-and-rye',
    fetch: fetch as unknown as typeof globalThis.fetch,
  });

describe('collections', () => {
  it('asks the spec endpoint and parses the JSON string in `value`', async () => {
    const fetch = answering({ value: JSON.stringify(MENU) });
    await expect(service(fetch).get('menu items')).resolves.toEqual(MENU);
    expect(fetch).toHaveBeenCalledWith(
      '/_dm/s/rt/actions/sites/harbor-and-rye/collections/menu%20items',
      expect.anything(),
    );
  });

  it('asks once per collection, sharing a request in flight and its result afterwards', async () => {
    const fetch = answering({ value: '[]' });
    const collections = service(fetch);
    await Promise.all([collections.get('events'), collections.get('events')]);
    await collections.get('events');
    expect(fetch).toHaveBeenCalledTimes(1);
    await collections.get('menu-items');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('serves a collection a page answer carried from the cache, without asking the endpoint', async () => {
    const fetch = answering({ value: '["asked"]' });
    const collections = service(fetch);
    collections.preload('menu items', JSON.stringify(MENU));
    await expect(collections.get('menu items')).resolves.toEqual(MENU);
    await expect(
      collections.data('menu items').where('category', 'EQ', 'bread').get(),
    ).resolves.toMatchObject({
      values: [MENU[0], MENU[2], MENU[3]],
    });
    expect(fetch).not.toHaveBeenCalled();
    // A later page's answer brings the collection as it is now.
    collections.preload('menu items', '[]');
    await expect(collections.get('menu items')).resolves.toEqual([]);
    // What is not the endpoint's JSON string is left out: the endpoint is asked.
    collections.preload('events', '{broken');
    collections.preload('hours', { open: '7:00' });
    await expect(collections.get('events')).resolves.toEqual(['asked']);
    await expect(collections.get('hours')).resolves.toEqual(['asked']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['an HTTP error', new Response('{"error":"no"}', { status: 404 })],
    ['an answer that is not JSON', new Response('<html>', { status: 200 })],
    ['an answer without value', { values: '[]' }],
    ['a value that is not a string', { value: [1, 2] }],
    ['a value that is not JSON', { value: '{broken' }],
  ])('rejects %s with "Site or collection not found"', async (_case, answer) => {
    const error = await service(answering(answer))
      .get('menu-items')
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(COLLECTION_NOT_FOUND_MESSAGE);
    expect((error as Error).cause).toBeDefined();
  });

  it('forgets a failure, so the next call asks again', async () => {
    const fetch = answering(new TypeError('offline'), { value: '[1]' });
    const collections = service(fetch);
    await expect(collections.get('events')).rejects.toThrow(COLLECTION_NOT_FOUND_MESSAGE);
    await expect(collections.get('events')).resolves.toEqual([1]);
  });
});

describe('collections query chain', () => {
  const menu = () => service(answering({ value: JSON.stringify(MENU) })).data('menu-items');
  const names = (result: { values: Array<{ data: Record<string, unknown> }> }) =>
    result.values.map((row) => row.data.name);

  it('resolves to {values: [{data, page_item_url}]} in collection order without conditions', async () => {
    const result = await menu().get();
    expect(result.values).toEqual(MENU);
  });

  it('filters with where, numbers and numeric text comparing as numbers', async () => {
    expect(names(await menu().where('category', 'EQ', 'bread').get())).toEqual([
      'Baguette',
      'Dark rye',
      'Seeded spelt',
    ]);
    expect(names(await menu().where('price', 'EQ', 4).get())).toEqual(['Baguette']);
    expect(names(await menu().where('price', 'GT', '4.25').get())).toEqual(['Cardamom knot', 'Dark rye']);
    expect(names(await menu().where('price', 'LTE', 4.5).where('category', 'NE', 'pastry').get())).toEqual([
      'Baguette',
    ]);
    expect(names(await menu().where('name', 'CONTAINS', 'RYE').get())).toEqual(['Dark rye']);
    expect(names(await menu().where('price', 'IS_NOT_SET').get())).toEqual(['Seeded spelt']);
    expect(names(await menu().where('category', 'IN', ['pastry']).get())).toEqual(['Cardamom knot']);
  });

  it('sorts with orderBy, rows without the field last either way', async () => {
    expect(names(await menu().orderBy('price', 'DESC').get())).toEqual([
      'Dark rye',
      'Cardamom knot',
      'Baguette',
      'Seeded spelt',
    ]);
    expect(
      names(
        await menu()
          .orderBy('price', 'asc' as 'ASC')
          .get(),
      ),
    ).toEqual(['Baguette', 'Cardamom knot', 'Dark rye', 'Seeded spelt']);
  });

  it('pages with pageSize and a page number counted from 0', async () => {
    const query = menu().orderBy('name').pageSize(3);
    expect(names(await query.pageNumber(0).get())).toEqual(['Baguette', 'Cardamom knot', 'Dark rye']);
    expect(names(await query.pageNumber(1).get())).toEqual(['Seeded spelt']);
    expect(names(await query.pageNumber(2).get())).toEqual([]);
  });

  it.each([
    [
      'an unknown operator',
      (q: ReturnType<typeof menu>) => q.where('a', 'LIKE' as 'EQ', 1),
      /Unknown operator "LIKE"/,
    ],
    [
      'an unknown direction',
      (q: ReturnType<typeof menu>) => q.orderBy('a', 'UP' as 'ASC'),
      /Unknown sort direction/,
    ],
    ['a page size of 0', (q: ReturnType<typeof menu>) => q.pageSize(0), /pageSize must be/],
    ['a negative page number', (q: ReturnType<typeof menu>) => q.pageNumber(-1), /pageNumber must be/],
    ['a fractional page size', (q: ReturnType<typeof menu>) => q.pageSize(2.5), /pageSize must be/],
  ])('rejects %s from get()', async (_case, build, message) => {
    await expect(build(menu()).get()).rejects.toThrow(message);
  });

  it('skips rows without a data object and rejects a value that is not a list', async () => {
    const rows = [{ data: { name: 'ok' } }, 'garbage', { name: 'no data' }, null];
    const ok = service(answering({ value: JSON.stringify(rows) })).data('x');
    expect(names(await ok.get())).toEqual(['ok']);
    const notList = service(answering({ value: '{"name":"x"}' })).data('x');
    await expect(notList.get()).rejects.toThrow(COLLECTION_NOT_FOUND_MESSAGE);
  });

  it('rejects an unknown collection with "Site or collection not found"', async () => {
    const missing = service(answering(new Response('{}', { status: 404 }))).data('nope');
    await expect(missing.where('a', 'EQ', 1).get()).rejects.toThrow(COLLECTION_NOT_FOUND_MESSAGE);
  });
});
