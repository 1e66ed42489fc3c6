import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../app-paths';
import { loadMigrations, runMigrations } from './migration-runner';
import { PagePublications } from './page-publications';

function publications(): PagePublications {
  const db = new BetterSqlite3(':memory:');
  runMigrations(db, loadMigrations(MIGRATIONS_DIR));
  return new PagePublications(db);
}

describe('page publications', () => {
  it('seeds missing pages and keeps existing publications', () => {
    const store = publications();
    store.seed(['home', 'about'], new Date('2025-01-01T00:00:00Z'));
    const home = store.get('home');
    store.seed(['home', 'about', 'menu'], new Date('2025-02-01T00:00:00Z'));

    expect(store.get('home')).toEqual(home);
    expect(store.get('menu')?.published_at).toBe('2025-02-01T00:00:00.000Z');
    expect(store.get('home')?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.get('nothing')).toBeUndefined();
  });

  it('republishing gives a new uuid and a new date', async () => {
    const store = publications();
    store.seed(['about'], new Date('2025-01-01T00:00:00Z'));
    const before = store.get('about')!;

    const after = await store.republish('about', new Date('2025-06-01T12:00:00Z'));

    expect(after).toEqual({
      alias: 'about',
      uuid: expect.any(String),
      published_at: '2025-06-01T12:00:00.000Z',
    });
    expect(after!.uuid).not.toBe(before.uuid);
    expect(store.get('about')).toEqual(after);
  });

  it('two republishes in the same millisecond still get distinct, increasing dates', async () => {
    const store = publications();
    const now = new Date('2025-01-01T00:00:00Z');
    store.seed(['about'], now);
    const first = (await store.republish('about', now))!;
    const second = (await store.republish('about', now))!;
    expect(Date.parse(first.published_at)).toBeGreaterThan(now.getTime());
    expect(Date.parse(second.published_at)).toBeGreaterThan(Date.parse(first.published_at));
  });

  it('does not invent publications for unknown pages', async () => {
    expect(await publications().republish('no-such-page')).toBeUndefined();
  });
});
