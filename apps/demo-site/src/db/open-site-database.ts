import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Database } from 'better-sqlite3';
import BetterSqlite3 from 'better-sqlite3';
import { MIGRATIONS_DIR } from '../app-paths';
import { OwnerAccount } from '../auth/owner-account';
import { PagePasswords } from '../auth/page-passwords';
import { BLOG_POSTS } from '../site/blog';
import { SITE_COLLECTIONS } from '../site/collections';
import { SITE_EXTENSIONS } from '../site/extensions';
import { ONLINE_ALBUMS } from '../site/online-albums';
import { STORE_CATALOG_SEED } from '../site/shop';
import { SITE_ALIAS } from '../site/site';
import { CONTENT_PAGES } from '../site/site-pages';
import { BlogPosts } from './blog-posts';
import { SQLITE_BUSY_TIMEOUT_MS } from './busy-retry';
import { ClientLogs, FlagNotifications } from './client-logs';
import { FormSubmissions } from './form-submissions';
import { loadMigrations, runMigrations } from './migration-runner';
import { OnlineAlbums } from './online-albums';
import { PagePublications } from './page-publications';
import { PushSubscriptions } from './push-subscriptions';
import { SiteCollections } from './site-collections';
import { SiteExtensions } from './site-extensions';
import { StoreCatalog } from './store-catalog';

export interface SiteDatabase {
  db: Database;
  publications: PagePublications;
  pagePasswords: PagePasswords;
  ownerAccount: OwnerAccount;
  collections: SiteCollections;
  extensions: SiteExtensions;
  storeCatalog: StoreCatalog;
  blogPosts: BlogPosts;
  clientLogs: ClientLogs;
  flagNotifications: FlagNotifications;
  formSubmissions: FormSubmissions;
  onlineAlbums: OnlineAlbums;
  pushSubscriptions: PushSubscriptions;
  close(): void;
}

/**
 * Opens (creating if needed) the site's SQLite file, brings its schema up to date and gives every page a
 * publication. `:memory:` gives a private database, for tests. Uploaded files go to `uploads/` beside the
 * database file (a temporary folder for `:memory:`).
 */
export function openSiteDatabase(
  path: string,
  migrationsDir = MIGRATIONS_DIR,
  uploadsDir?: string,
): SiteDatabase {
  // A private database's uploads go to a folder of its own, removed when it closes: every test and every export
  // opens one, and they piled up in the system's temporary folder by the thousand.
  const temporaryUploads = uploadsDir === undefined && path === ':memory:';
  const uploads = temporaryUploads
    ? mkdtempSync(join(tmpdir(), 'vitrine-uploads-'))
    : (uploadsDir ?? join(dirname(path), 'uploads'));
  const removeTemporaryUploads = () => {
    if (temporaryUploads) rmSync(uploads, { recursive: true, force: true });
  };
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new BetterSqlite3(path);
  try {
    if (path !== ':memory:') db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    // Opening may wait for another process (a second server starting on the same file): nothing is served yet.
    db.pragma('busy_timeout = 5000');
    runMigrations(db, loadMigrations(migrationsDir));
    const publications = new PagePublications(db);
    publications.seed(CONTENT_PAGES.map((page) => page.alias));
    const collections = new SiteCollections(db);
    collections.seed(SITE_ALIAS, SITE_COLLECTIONS);
    const onlineAlbums = new OnlineAlbums(db);
    onlineAlbums.seed(ONLINE_ALBUMS);
    const extensions = new SiteExtensions(db);
    extensions.seed(SITE_ALIAS, SITE_EXTENSIONS);
    const storeCatalog = new StoreCatalog(db);
    storeCatalog.seed(SITE_ALIAS, STORE_CATALOG_SEED);
    const blogPosts = new BlogPosts(db);
    blogPosts.seed(SITE_ALIAS, BLOG_POSTS);
    const pagePasswords = new PagePasswords(db);
    // From here on requests are served: a lock held elsewhere is waited for between turns (the write queue),
    // never inside a driver call that holds the event loop.
    db.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    return {
      db,
      publications,
      pagePasswords,
      ownerAccount: new OwnerAccount(db),
      collections,
      extensions,
      storeCatalog,
      blogPosts,
      clientLogs: new ClientLogs(db),
      flagNotifications: new FlagNotifications(db),
      formSubmissions: new FormSubmissions(db, uploads),
      onlineAlbums,
      pushSubscriptions: new PushSubscriptions(db),
      close: () => {
        db.close();
        removeTemporaryUploads();
      },
    };
  } catch (error) {
    db.close();
    removeTemporaryUploads();
    throw error;
  }
}
