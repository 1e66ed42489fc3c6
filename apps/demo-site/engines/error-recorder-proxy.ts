import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';

/**
 * What the recorder keeps in every document: uncaught errors and unhandled rejections (what fails a page), and
 * console errors (the cause the suite prints when a widget does not start).
 */
export interface PageLog {
  errors: string[];
  consoleErrors: string[];
}

declare global {
  interface Window {
    __engineLog?: PageLog;
  }
}

/** Runs first in every document, before any of the page's own scripts. */
function recordPageErrors(): void {
  const log: PageLog = { errors: [], consoleErrors: [] };
  window.__engineLog = log;
  window.addEventListener('error', (event) => {
    log.errors.push(`${event.message} (${event.filename}:${event.lineno}:${event.colno})`);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { stack?: string } | undefined;
    log.errors.push(`unhandled rejection: ${reason?.stack ?? String(reason)}`);
  });
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    log.consoleErrors.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '));
    consoleError.apply(console, args);
  };
}

const RECORDER = `(${recordPageErrors.toString()})();`;

/** The nonce of the document's Content-Security-Policy, which the recorder's script must carry to run. */
function cspNonce(headers: IncomingHttpHeaders): string | undefined {
  return /'nonce-([^']+)'/.exec(String(headers['content-security-policy'] ?? ''))?.[1];
}

/**
 * A reverse proxy in front of the demo server that puts the error recorder at the top of every HTML document.
 * Classic WebDriver (WebKit) has no init scripts and no console events, so all three engines record the same way,
 * from inside the page. Everything else passes through untouched; the Host header travels as the browser sent it.
 */
export async function startErrorRecorderProxy(
  upstream: string,
): Promise<{ origin: string; close(): Promise<void> }> {
  const target = new URL(upstream);
  const server: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers };
    // An identity body, so a document can be edited.
    delete headers['accept-encoding'];
    const forwarded = request(
      { hostname: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const nonce = cspNonce(answer.headers);
          const script = `<script${nonce ? ` nonce="${nonce}"` : ''}>${RECORDER}</script>`;
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head[^>]*>/i, (head) => `${head}${script}`);
          const body = Buffer.from(html);
          outgoing.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            'content-length': String(body.length),
          });
          outgoing.end(body);
        });
      },
    );
    forwarded.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`the error recorder's proxy could not reach the demo server: ${error.message}`);
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
