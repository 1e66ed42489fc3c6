import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../app-paths';
import type { Migration } from './migration-runner';
import { loadMigrations, runMigrations } from './migration-runner';

const tables = (db: BetterSqlite3.Database) =>
  (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
    }[]
  ).map((row) => row.name);

describe('migration runner', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('applies every migration to a fresh database and records it', () => {
    const db = new BetterSqlite3(':memory:');
    const migrations = loadMigrations(MIGRATIONS_DIR);
    expect(migrations[0]).toMatchObject({ version: 1, name: 'page-publications' });

    const applied = runMigrations(db, migrations, () => new Date('2025-03-01T08:00:00Z'));

    expect(applied).toEqual(migrations.map((migration) => migration.version));
    expect(tables(db)).toEqual(expect.arrayContaining(['page_publications', 'schema_migrations']));
    expect(db.prepare('SELECT version, name, applied_at FROM schema_migrations').all()).toContainEqual({
      version: 1,
      name: 'page-publications',
      applied_at: '2025-03-01T08:00:00.000Z',
    });
  });

  it('is idempotent: a second run applies nothing and changes nothing', () => {
    const db = new BetterSqlite3(':memory:');
    const migrations = loadMigrations(MIGRATIONS_DIR);
    runMigrations(db, migrations);
    const recorded = db.prepare('SELECT * FROM schema_migrations').all();

    expect(runMigrations(db, migrations)).toEqual([]);
    expect(db.prepare('SELECT * FROM schema_migrations').all()).toEqual(recorded);
  });

  it('applies only the migrations added since the last run', () => {
    const db = new BetterSqlite3(':memory:');
    const first: Migration = { version: 1, name: 'a', sql: 'CREATE TABLE a (id INTEGER)' };
    const second: Migration = { version: 2, name: 'b', sql: 'CREATE TABLE b (id INTEGER)' };
    runMigrations(db, [first]);
    expect(runMigrations(db, [first, second])).toEqual([2]);
    expect(tables(db)).toEqual(expect.arrayContaining(['a', 'b']));
  });

  it('rolls a failing migration back whole, leaving it to be retried', () => {
    const db = new BetterSqlite3(':memory:');
    const broken: Migration = {
      version: 1,
      name: 'broken',
      sql: 'CREATE TABLE half (id INTEGER); INSERT INTO missing VALUES (1);',
    };
    expect(() => runMigrations(db, [broken])).toThrow(/missing/);
    expect(tables(db)).not.toContain('half');
    expect(db.prepare('SELECT COUNT(*) AS count FROM schema_migrations').get()).toEqual({ count: 0 });
  });

  it('reads NNNN-name.sql files in version order and ignores other files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-migrations-'));
    dirs.push(dir);
    writeFileSync(join(dir, '0010-later.sql'), 'SELECT 10;');
    writeFileSync(join(dir, '0002-sooner.sql'), 'SELECT 2;');
    writeFileSync(join(dir, 'README.md'), 'not a migration');
    expect(loadMigrations(dir).map(({ version, name }) => [version, name])).toEqual([
      [2, 'sooner'],
      [10, 'later'],
    ]);
  });

  it('refuses two migrations with one version number', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-migrations-'));
    dirs.push(dir);
    writeFileSync(join(dir, '0001-one.sql'), 'SELECT 1;');
    writeFileSync(join(dir, '001-other.sql'), 'SELECT 1;');
    expect(() => loadMigrations(dir)).toThrow(/share a version/);
  });
});
