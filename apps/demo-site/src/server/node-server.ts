import type { IncomingMessage, RequestListener, Server, ServerOptions, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ConnectionLimits } from './connection-limits';
import { DEFAULT_CONNECTION_LIMITS } from './connection-limits';

/** How long a connection closed after a refused body stays open for its client to read the answer. */
export const LINGER_MS = 2_000;
/** How often Node looks for connections past their headers timeout (its default, 30 s, made it 30 s late). */
const CONNECTIONS_CHECK_MS = 1_000;

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

/** Sockets refused for their client's connection cap: their requests never reach the app. */
const refused = new WeakSet<Socket>();

const TOO_MANY_CONNECTIONS = [
  'HTTP/1.1 429 Too Many Requests',
  'Content-Type: text/plain; charset=utf-8',
  'Retry-After: 1',
  'Connection: close',
  'Content-Length: 50',
  '',
  'Too many connections from your address at once.\r\n',
].join('\r\n');

/**
 * Counts each client address's open connections; past the cap a new one gets a bare 429 and is closed (it is
 * never parsed, so it costs no request). A browser opens six per site; thousands from one address are not
 * visitors.
 */
function capConnectionsPerClient(server: Server, maxPerClient: number): void {
  const open = new Map<string, number>();
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > maxPerClient) {
      refused.add(socket);
      socket.on('error', () => {});
      socket.end(TOO_MANY_CONNECTIONS);
      socket.pause();
      const timer = setTimeout(() => socket.destroy(), LINGER_MS);
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** Whether a request names its host more than once: which one it meant is anyone's guess. */
function hasDuplicateHost(request: IncomingMessage): boolean {
  let hosts = 0;
  for (let index = 0; index < request.rawHeaders.length; index += 2)
    if (request.rawHeaders[index]?.toLowerCase() === 'host') hosts += 1;
  return hosts > 1;
}

/** Requests the app never sees: on a refused connection, or with two `Host` headers (400). */
function screened(listener: RequestListener): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (refused.has(request.socket)) {
      request.socket.destroy();
      return;
    }
    if (hasDuplicateHost(request)) {
      response.writeHead(400, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'close',
      });
      response.end('A request names one host.\n');
      return;
    }
    listener(request, response);
  };
}

/**
 * The app as a Node HTTP server (not yet listening), closing refused connections gracefully. Headers must
 * arrive within `headersTimeoutMs`; a body has no fixed total time (a photo from a slow phone takes what it
 * takes), its pace is watched instead (`SlowBodyWatch`); a connection idle for `idleTimeoutMs` is closed, as
 * is one kept alive with nothing asked for `keepAliveTimeoutMs`.
 */
export function createNodeServer(
  app: Hono,
  hostname?: string,
  limits: Pick<
    ConnectionLimits,
    'connectionsPerClient' | 'headersTimeoutMs' | 'idleTimeoutMs' | 'keepAliveTimeoutMs'
  > = DEFAULT_CONNECTION_LIMITS,
): Server {
  const server = createAdaptorServer({
    fetch: app.fetch,
    ...(hostname ? { hostname } : {}),
    createServer: ((options: ServerOptions, listener: RequestListener) =>
      createServer(
        {
          ...options,
          headersTimeout: limits.headersTimeoutMs,
          // No fixed time for a whole request: slow bodies are cut by their pace, not their length.
          requestTimeout: 0,
          keepAliveTimeout: limits.keepAliveTimeoutMs,
          connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
        },
        screened(listener),
      )) as typeof createServer,
  }) as Server;
  server.setTimeout(limits.idleTimeoutMs);
  capConnectionsPerClient(server, limits.connectionsPerClient);
  server.on('connection', lingerOnClose);
  return server;
}
