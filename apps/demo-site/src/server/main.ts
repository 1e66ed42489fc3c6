// `node dist/server.js [--port N] [--db path] [--admin] …`: serves the demo site on 127.0.0.1.
import { parsedOrExit, parseServerOptions, SERVER_USAGE } from '../cli/cli-options';

// React reads NODE_ENV when it is first imported, so this runs before the server code is loaded.
process.env.NODE_ENV ??= 'production';

const options = await parsedOrExit(
  () => parseServerOptions(process.argv.slice(2), process.env),
  SERVER_USAGE,
);

const { startServer } = await import('./start-server');
const server = await startServer({ ...options, host: '127.0.0.1' }).catch((error: unknown) => {
  console.error('Vitrine demo site could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

// Tests and scripts read this exact line to learn the port; everything else goes to stderr.
process.stdout.write(`Vitrine demo site: ${server.url}\n`);
if (options.admin) {
  process.stdout.write(`Owner inbox: ${server.origin}/_demo/inbox\n`);
  // Shown this once: only its hash is kept. `--owner-password` sets another.
  if (server.generatedOwnerPassword)
    process.stdout.write(`Owner password (shown once, keep it): ${server.generatedOwnerPassword}\n`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Vitrine demo site did not stop cleanly:', error);
        process.exit(1);
      },
    );
  });
}
