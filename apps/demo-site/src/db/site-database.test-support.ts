import { afterEach } from 'vitest';
import type { SiteDatabase } from './open-site-database';
import { openSiteDatabase } from './open-site-database';

/** Opens site databases for a test file's tests (private ones unless a path is given), each closed after its test. */
export function testDatabases(): (path?: string) => SiteDatabase {
  const open: SiteDatabase[] = [];
  afterEach(() => {
    for (const database of open.splice(0)) database.close();
  });
  return (path = ':memory:') => {
    const database = openSiteDatabase(path);
    open.push(database);
    return database;
  };
}
