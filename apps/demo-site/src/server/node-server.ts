import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';

/** How long a connection closed after a refused body stays open for its client to read the answer. */
export const LINGER_MS = 2_000;

/**
 * Node closes a `Connection: close` connection with `socket.destroySoon()`: once the answer is sent, it closes
 * the socket at once. With a request body still arriving that unread data makes the kernel reset the
 * connection, and a client still sending may lose the answer (a 413 it never sees). Closing lingers instead: the
 * answer and the end of the stream go out, nothing more is read (the client's sending stalls), and the socket
 * is destroyed once the client has had time to read the answer, or as soon as it closes its side.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.destroyed) return;
    this.end();
    this.pause();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
  };
}

/** The app as a Node HTTP server (not yet listening), closing refused connections gracefully. */
export function createNodeServer(app: Hono, hostname?: string): Server {
  const server = createAdaptorServer({ fetch: app.fetch, ...(hostname ? { hostname } : {}) }) as Server;
  server.on('connection', lingerOnClose);
  return server;
}
