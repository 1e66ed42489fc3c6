import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { DEFAULT_DB_PATH } from '../app-paths';
import { openSiteDatabase } from '../db/open-site-database';
import { pagePath } from '../site/site';
import { createApp } from './create-app';
import { DEFAULT_PORT } from './default-port';

export interface StartServerOptions {
  /** 0 picks a free port. Default 4321. */
  port?: number;
  /** Default 127.0.0.1: the demo is never reachable from other machines. */
  host?: string;
  dbPath?: string;
  admin?: boolean;
}

export interface RunningServer {
  /** The home page's URL. */
  url: string;
  origin: string;
  /** Stops accepting connections, ends open ones and closes the database. */
  close(): Promise<void>;
}

/** Keep-alive connections get this long to finish before they are cut. */
const CLOSE_GRACE_MS = 2000;

export async function startServer({
  port = DEFAULT_PORT,
  host = '127.0.0.1',
  dbPath = DEFAULT_DB_PATH,
  admin = false,
}: StartServerOptions = {}): Promise<RunningServer> {
  const database = openSiteDatabase(dbPath);
  const app = createApp({
    publications: database.publications,
    pagePasswords: database.pagePasswords,
    admin,
    services: database,
  });
  const server = createAdaptorServer({ fetch: app.fetch, hostname: host }) as Server;
  try {
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
  const address = server.address() as AddressInfo;
  const origin = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve) => {
      const forceClose = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
      server.close(() => {
        clearTimeout(forceClose);
        database.close();
        resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  };
  return { url: origin + pagePath('home'), origin, close };
}
