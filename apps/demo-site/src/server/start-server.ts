import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConsentMode } from '@vitrine/widget-api/consent';
import { DEFAULT_DB_PATH } from '../app-paths';
import { generateOwnerPassword } from '../auth/owner-account';
import { openSiteDatabase } from '../db/open-site-database';
import type { RetentionOptions } from '../db/retention';
import { DEFAULT_RETENTION, startRetention } from '../db/retention';
import { setWriteQueue, WriteQueue } from '../db/write-queue';
import { pagePath } from '../site/site';
import type { ConnectionLimits } from './connection-limits';
import { DEFAULT_CONNECTION_LIMITS } from './connection-limits';
import { createApp } from './create-app';
import { DEFAULT_PORT } from './default-port';
import { createNodeServer } from './node-server';
import type { RateLimits } from './rate-limits';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './rate-limits';
import { ThrottledLog } from './server-log';

export interface StartServerOptions {
  /** 0 picks a free port. Default 4321. */
  port?: number;
  /** Default 127.0.0.1: the demo is never reachable from other machines. */
  host?: string;
  dbPath?: string;
  /** The owner's pages (inbox, logs, republishing) behind the owner login. */
  admin?: boolean;
  /**
   * With `admin`: the owner password to set (or change to). Without one, the first start makes one up and
   * answers it once in `generatedOwnerPassword`; later starts keep the stored one.
   */
  ownerPassword?: string;
  /** The site's public origin, for canonical links; the server's own address by default. */
  siteOrigin?: string;
  /** Site origins served elsewhere (a static export) that call this server as their API: CORS for them. */
  corsOrigins?: readonly string[];
  /** Overrides of the per-client limits, by name. */
  rateLimits?: Partial<RateLimits>;
  retention?: Partial<Omit<RetentionOptions, 'logs'>> & { logs?: Partial<RetentionOptions['logs']> };
  uploadsQuotaBytes?: number;
  /** Writes allowed to wait for the database at once; past it a write is answered 503. */
  maxQueuedWrites?: number;
  /** What one client address may hold at once, and how slow it may be; the defaults unless given. */
  connectionLimits?: Partial<ConnectionLimits>;
  /** How the site asks for consent (the site parameter `ConsentMode`, docs/consent.md); `opt-in` by default. */
  consentMode?: ConsentMode;
}

export interface RunningServer {
  /** The home page's URL. */
  url: string;
  origin: string;
  /** The owner password this start made up (first start with `admin` and no password given): show it once. */
  generatedOwnerPassword?: string;
  /** Stops accepting connections, ends open ones, stops the retention passes and closes the database. */
  close(): Promise<void>;
}

/** Keep-alive connections get this long to finish before they are cut. */
const CLOSE_GRACE_MS = 2000;

export async function startServer({
  port = DEFAULT_PORT,
  host = '127.0.0.1',
  dbPath = DEFAULT_DB_PATH,
  admin = false,
  ownerPassword,
  siteOrigin,
  corsOrigins = [],
  rateLimits = {},
  retention = {},
  uploadsQuotaBytes,
  maxQueuedWrites,
  connectionLimits = {},
  consentMode,
}: StartServerOptions = {}): Promise<RunningServer> {
  const database = openSiteDatabase(dbPath);
  if (maxQueuedWrites !== undefined)
    setWriteQueue(database.db, new WriteQueue({ maxQueued: maxQueuedWrites }));
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...connectionLimits };
  const errorLog = new ThrottledLog();
  let generatedOwnerPassword: string | undefined;
  let origin = '';
  let server: Server;
  try {
    if (admin) {
      const account = database.ownerAccount;
      if (ownerPassword !== undefined) {
        if (!account.hasPassword() || !(await account.verify(ownerPassword)))
          await account.setPassword(ownerPassword);
      } else if (!account.hasPassword()) {
        generatedOwnerPassword = generateOwnerPassword();
        await account.setPassword(generatedOwnerPassword);
      }
    }
    const app = createApp({
      publications: database.publications,
      pagePasswords: database.pagePasswords,
      ownerAccount: database.ownerAccount,
      admin,
      services: database,
      blogPosts: database.blogPosts,
      siteOrigin: () => siteOrigin ?? origin,
      corsOrigins,
      ...(consentMode ? { consentMode } : {}),
      // The server's own address, by IP and by name, besides the configured origin.
      ownerHosts: () => {
        const { port: listening } = server.address() as AddressInfo;
        return [`127.0.0.1:${listening}`, `localhost:${listening}`, `[::1]:${listening}`];
      },
      rateLimiter: new RateLimiter({ ...DEFAULT_RATE_LIMITS, ...rateLimits }),
      uploadsQuotaBytes,
      connectionLimits: limits,
      errorLog,
    });
    server = createNodeServer(app, host, limits);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    database.close();
    throw error;
  }
  // Once listening, an error here is a connection the kernel would not hand over (no descriptor left):
  // that client is not served, everyone else is, and the process stays up.
  server.on('error', (error: NodeJS.ErrnoException) =>
    errorLog.report(
      'accept',
      `[demo-site] a connection could not be accepted: ${error.code ?? error.message}`,
    ),
  );
  const address = server.address() as AddressInfo;
  origin = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  const retentionPasses = startRetention(database, {
    ...DEFAULT_RETENTION,
    ...retention,
    logs: { ...DEFAULT_RETENTION.logs, ...retention.logs },
  });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve) => {
      const forceClose = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
      server.close(() => {
        clearTimeout(forceClose);
        void retentionPasses.stop().finally(() => {
          database.close();
          resolve();
        });
      });
      server.closeIdleConnections();
    });
    return closing;
  };
  return {
    url: origin + pagePath('home'),
    origin,
    ...(generatedOwnerPassword ? { generatedOwnerPassword } : {}),
    close,
  };
}
