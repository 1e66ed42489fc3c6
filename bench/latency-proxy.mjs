// A loopback HTTP proxy that waits `latency` ms before passing each request on: the demo server as if it were
// farther away. Every request pays the delay once, as a round trip to a distant server would.
import { createServer, request as forward } from 'node:http';

export async function startLatencyProxy(targetOrigin, latency) {
  const target = new URL(targetOrigin);
  const server = createServer((incoming, outgoing) => {
    setTimeout(() => {
      const upstream = forward(
        {
          host: target.hostname,
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.writeHead(502).end());
      incoming.pipe(upstream);
    }, latency);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
