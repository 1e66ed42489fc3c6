// `node dist/export.js --out <dir> --origin <public origin> --api-origin <api origin> [--db path] [--consent-mode m]`: writes the
// whole site as static files (docs/cdn.md, "A static host").
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseConsentMode, parsedOrExit, UsageError } from './cli-options';

// React reads NODE_ENV when it is first imported, so this runs before the rendering code is loaded.
process.env.NODE_ENV ??= 'production';

const EXPORT_USAGE =
  'Usage: node dist/export.js --out <dir> --origin <public origin> --api-origin <api origin> [--db path]\n' +
  '       [--consent-mode opt-in|notice|none]';

const options = await parsedOrExit(() => {
  const { values } = asUsageError(() =>
    parseArgs({
      // `pnpm … export -- --out …` passes the `--` on.
      args: process.argv.slice(2).filter((arg, index) => index > 0 || arg !== '--'),
      options: {
        out: { type: 'string' },
        origin: { type: 'string' },
        'api-origin': { type: 'string' },
        db: { type: 'string' },
        'consent-mode': { type: 'string' },
      },
      strict: true,
    }),
  );
  if (!values.out || !values.origin || !values['api-origin'])
    throw new UsageError('--out, --origin and --api-origin are required');
  return {
    outDir: resolve(values.out),
    origin: originOf('--origin', values.origin),
    apiOrigin: originOf('--api-origin', values['api-origin']),
    ...(values.db ? { dbPath: resolve(values.db) } : {}),
    ...(values['consent-mode'] ? { consentMode: parseConsentMode(values['consent-mode']) } : {}),
  };
}, EXPORT_USAGE);

function asUsageError<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function originOf(flag: string, value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/$/, ''))
    throw new UsageError(`${flag} takes an origin (scheme and host, like https://bakery.example): ${value}`);
  return url.origin;
}

const { exportSite } = await import('../export/export-site');
const { files } = await exportSite(options);
process.stdout.write(`Exported ${files.length} files to ${options.outDir}\n`);
