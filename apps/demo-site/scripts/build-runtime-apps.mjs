// Builds the runtime app chunks that core's chunk loader imports from /editor/apps/modules/runtime/:
// one self-contained ES module per app, named after the app.
//
//   node scripts/build-runtime-apps.mjs [--outdir dir]   (default: dist/public/editor/apps/modules/runtime)
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Chunk name → source. */
export const RUNTIME_APPS = { 'open-now': 'src/runtime-apps/open-now.ts' };

export async function buildRuntimeApps(outdir) {
  await build({
    entryPoints: Object.entries(RUNTIME_APPS).map(([name, source]) => ({ in: source, out: name })),
    outdir,
    bundle: true,
    format: 'esm',
    minify: true,
    sourcemap: true,
    platform: 'browser',
    target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
    legalComments: 'none',
    logLevel: 'warning',
    absWorkingDir: appRoot,
  });
  for (const name of Object.keys(RUNTIME_APPS))
    if (!existsSync(join(outdir, `${name}.js`))) throw new Error(`runtime apps: ${name}.js was not written`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
  const outdir = values.outdir ?? join(appRoot, 'dist', 'public', 'editor', 'apps', 'modules', 'runtime');
  await buildRuntimeApps(outdir);
  console.log(`runtime apps: ${Object.keys(RUNTIME_APPS).join(', ')} in ${outdir}`);
}
