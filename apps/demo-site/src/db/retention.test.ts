import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteDatabase } from './open-site-database';
import { openSiteDatabase } from './open-site-database';
import { applyRetention, DEFAULT_RETENTION } from './retention';

const databases: SiteDatabase[] = [];
afterEach(() => {
  for (const database of databases.splice(0)) database.close();
});

function open(): SiteDatabase {
  const database = openSiteDatabase(':memory:');
  databases.push(database);
  return database;
}

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-06-30T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('retention of client logs and flag notifications', () => {
  it('deletes entries older than the days kept', async () => {
    const database = open();
    await database.clientLogs.add([{ priority: 'INFO', log: 'last spring' }], undefined, daysAgo(90));
    await database.clientLogs.add([{ priority: 'INFO', log: 'last week' }], undefined, daysAgo(7));
    await database.flagNotifications.add(['old-flag'], daysAgo(90));
    await database.flagNotifications.add(['new-flag'], daysAgo(1));
    const removed = await applyRetention(
      database,
      { ...DEFAULT_RETENTION, logs: { days: 30, rows: 1000, bytes: 1024 * 1024 } },
      NOW,
    );
    expect(removed).toMatchObject({ logs: 1, flags: 1 });
    expect(database.clientLogs.recent().map((entry) => entry.log)).toEqual(['last week']);
    expect(database.flagNotifications.recent().map((entry) => entry.flags)).toEqual([['new-flag']]);
  });

  it('keeps only the newest rows past the row limit, however many batches that takes', async () => {
    const database = open();
    const entries = Array.from({ length: 5_000 }, (_, index) => ({
      priority: 'INFO' as const,
      log: `entry ${index}`,
    }));
    await database.clientLogs.add(entries, undefined, daysAgo(1));
    const { logs } = await applyRetention(
      database,
      { ...DEFAULT_RETENTION, logs: { days: 30, rows: 100, bytes: 1024 * 1024 } },
      NOW,
    );
    expect(logs).toBe(4_900);
    const kept = database.clientLogs.recent(1_000).map((entry) => entry.log);
    expect(kept).toHaveLength(100);
    expect(kept[0]).toBe('entry 4900');
    expect(kept.at(-1)).toBe('entry 4999');
  });
});

/** A stored message with one uploaded file on disk. */
async function storeWithUpload(database: SiteDatabase) {
  const upload = database.formSubmissions.newUpload();
  writeFileSync(upload.path, 'a sketch');
  const file = { fieldName: 'dmform-7', originalName: 'sketch.txt', contentType: 'text/plain', size: 8 };
  const stored = await database.formSubmissions.add(
    'harbor-and-rye',
    { formId: 'contact', formTitle: 'Write to the bakery', fields: [], integrations: {} },
    [{ ...file, storedName: upload.storedName }],
  );
  return { upload, id: stored.id };
}

describe('retention of uploads', () => {
  it('removes uploads no message points at once they are older than the grace period, and keeps the rest', async () => {
    const database = open();
    const { upload: kept } = await storeWithUpload(database);
    const orphan = database.formSubmissions.newUpload();
    writeFileSync(orphan.path, 'left by a request that died');
    const young = database.formSubmissions.newUpload();
    writeFileSync(young.path, 'still on its way in');
    const twoHoursAgo = (NOW.getTime() - 2 * 60 * 60 * 1000) / 1000;
    for (const path of [kept.path, orphan.path]) utimesSync(path, twoHoursAgo, twoHoursAgo);
    utimesSync(young.path, NOW.getTime() / 1000, NOW.getTime() / 1000);

    const { uploads } = await applyRetention(database, DEFAULT_RETENTION, NOW);
    expect(uploads).toBe(1);
    expect(existsSync(kept.path)).toBe(true);
    expect(existsSync(orphan.path)).toBe(false);
    expect(existsSync(young.path)).toBe(true);
  });

  it('removes a deleted message’s uploads with it', async () => {
    const database = open();
    const { upload, id } = await storeWithUpload(database);
    expect(await database.formSubmissions.delete(id)).toBe(true);
    expect(existsSync(upload.path)).toBe(false);
    expect(database.formSubmissions.storedUploadBytes()).toBe(0);
    expect(await database.formSubmissions.delete(id)).toBe(false);
  });
});
