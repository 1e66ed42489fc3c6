import { request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Hono } from 'hono';
import type { SiteDatabase } from '../db/open-site-database';
import type { AppOptions } from './create-app';
import { createApp } from './create-app';
import { createNodeServer } from './node-server';

export interface Listening {
  origin: string;
  port: number;
  /** Every byte the server has read from its connections so far, headers included. */
  bytesRead(): number;
  close(): Promise<void>;
}

/** Serves the app on a real socket on 127.0.0.1, counting what the server reads from each connection. */
export async function listen(app: Hono, limits?: Parameters<typeof createNodeServer>[2]): Promise<Listening> {
  const server = createNodeServer(app, undefined, limits);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    bytesRead: () => [...sockets].reduce((sum, socket) => sum + socket.bytesRead, 0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The site app on a database (its pages, services and journal), served on a real socket as `listen` does. */
export function listenToSite(
  database: SiteDatabase,
  options: Partial<AppOptions> = {},
  limits?: Parameters<typeof createNodeServer>[2],
): Promise<Listening> {
  return listen(
    createApp({
      publications: database.publications,
      pagePasswords: database.pagePasswords,
      services: database,
      blogPosts: database.blogPosts,
      ...options,
    }),
    limits,
  );
}

export interface Flood {
  /** The answer's status, when one came before the connection closed. */
  status?: number;
  /** Bytes the client managed to hand to its socket (the kernel buffers some the server never read). */
  sent: number;
}

/**
 * Posts an endless body (up to `maxBytes`) as an attacker would: chunked, written as fast as the socket takes
 * it, ignoring the answer until the server closes the connection.
 */
export async function flood(
  port: number,
  path: string,
  {
    headers = {},
    preamble = '',
    maxBytes = 64 * 1024 * 1024,
    declaredLength,
  }: {
    headers?: Record<string, string>;
    preamble?: string;
    maxBytes?: number;
    /** Declares this Content-Length instead of sending chunked. */
    declaredLength?: number;
  } = {},
): Promise<Flood> {
  const outgoing = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    headers: {
      ...headers,
      ...(declaredLength !== undefined
        ? { 'content-length': String(declaredLength) }
        : { 'transfer-encoding': 'chunked' }),
    },
  });
  const result: Flood = { sent: 0 };
  let closed = false;
  const ended = new Promise<void>((resolve) => {
    outgoing.on('response', (response) => {
      result.status = response.statusCode;
      response.resume();
      response.on('end', resolve);
    });
    outgoing.on('error', () => resolve());
    outgoing.on('close', () => {
      closed = true;
      resolve();
    });
  });
  outgoing.setMaxListeners(0);
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  if (preamble) {
    outgoing.write(preamble);
    result.sent += Buffer.byteLength(preamble);
  }
  while (!closed && result.sent < maxBytes) {
    result.sent += chunk.length;
    if (!outgoing.write(chunk))
      await new Promise<void>((resolve) => {
        const done = () => {
          outgoing.off('drain', done);
          outgoing.off('close', done);
          resolve();
        };
        outgoing.once('drain', done);
        outgoing.once('close', done);
      });
  }
  if (!closed) outgoing.end();
  await ended;
  return result;
}
