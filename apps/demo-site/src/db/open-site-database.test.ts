import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../app-paths';
import { CONTENT_PAGES } from '../site/site-pages';
import { SQLITE_BUSY_TIMEOUT_MS } from './busy-retry';
import { loadMigrations } from './migration-runner';
import { openSiteDatabase } from './open-site-database';

describe('openSiteDatabase', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("removes a private database's uploads folder when it closes", () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-tmp-'));
    dirs.push(dir);
    const systemTemp = process.env.TMPDIR;
    process.env.TMPDIR = dir;
    try {
      const database = openSiteDatabase(':memory:');
      expect(readdirSync(dir).filter((name) => name.startsWith('vitrine-uploads-'))).toHaveLength(1);
      database.close();
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      if (systemTemp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = systemTemp;
    }
  });

  it('creates the folder and file, and gives every content page a publication', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-db-'));
    dirs.push(dir);
    const path = join(dir, 'nested', 'folder', 'site.db');

    const database = openSiteDatabase(path);
    try {
      expect(existsSync(path)).toBe(true);
      for (const page of CONTENT_PAGES) expect(database.publications.get(page.alias)).toBeDefined();
      expect(database.publications.get('old-menu')).toBeUndefined();
    } finally {
      database.close();
    }
  });

  it('opening the same file again keeps the schema and the publications', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-db-'));
    dirs.push(dir);
    const path = join(dir, 'site.db');
    const first = openSiteDatabase(path);
    const republished = await first.publications.republish('about');
    first.close();

    const second = openSiteDatabase(path);
    try {
      expect(second.publications.get('about')).toEqual(republished);
      expect(second.db.prepare('SELECT COUNT(*) AS count FROM schema_migrations').get()).toEqual({
        count: loadMigrations(MIGRATIONS_DIR).length,
      });
    } finally {
      second.close();
    }
  });

  it('leaves waiting for another writer to the write queue: SQLite itself holds the event loop 10 ms at most', () => {
    const database = openSiteDatabase(':memory:');
    try {
      expect(database.db.pragma('busy_timeout', { simple: true })).toBe(SQLITE_BUSY_TIMEOUT_MS);
      expect(SQLITE_BUSY_TIMEOUT_MS).toBeLessThanOrEqual(10);
    } finally {
      database.close();
    }
  });
});
