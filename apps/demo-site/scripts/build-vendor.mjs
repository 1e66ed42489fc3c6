// Builds the React that every widget on a page shares, as ES modules for the page's import map:
// react, react/jsx-runtime, react-dom and react-dom/client in one esbuild run with code splitting, so
// React itself lives in one shared chunk and the four entries use the same instance.
//
//   node scripts/build-vendor.mjs [--outdir dir]      (default: dist/public/cdn/vendor)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { MODULE_GRAPH_FILE, moduleGraphOf } from '../../../config/module-graph.mjs';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(appRoot, 'package.json'));

/** Output name → module specifier. The names are the ones the import map points at. */
export const VENDOR_ENTRIES = {
  react: 'react',
  'react-jsx-runtime': 'react/jsx-runtime',
  'react-dom': 'react-dom',
  'react-dom-client': 'react-dom/client',
};

const isIdentifier = (name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default';

/**
 * React ships CommonJS, which esbuild can only expose as a default export. Each entry is therefore a small
 * generated module that re-exports every named export the package has, so `import { useState } from
 * 'react'` works in the browser.
 */
function entrySource(specifier) {
  const names = Object.keys(require(specifier)).filter(isIdentifier).sort();
  return [
    `import mod from ${JSON.stringify(specifier)};`,
    `export const { ${names.join(', ')} } = mod;`,
    'export default mod;',
  ].join('\n');
}

export async function buildVendor(outdir) {
  const result = await build({
    entryPoints: Object.keys(VENDOR_ENTRIES).map((name) => ({ in: `vendor:${name}`, out: name })),
    outdir,
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    sourcemap: true,
    platform: 'browser',
    target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
    define: { 'process.env.NODE_ENV': '"production"' },
    chunkNames: 'chunks/[name]-[hash]',
    legalComments: 'linked',
    logLevel: 'warning',
    metafile: true,
    absWorkingDir: appRoot,
    plugins: [
      {
        name: 'vendor-entries',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^vendor:/ }, (args) => ({
            path: args.path.slice(7),
            namespace: 'vendor',
          }));
          pluginBuild.onLoad({ filter: /.*/, namespace: 'vendor' }, (args) => ({
            contents: entrySource(VENDOR_ENTRIES[args.path]),
            resolveDir: appRoot,
            loader: 'js',
          }));
        },
      },
    ],
  });
  // Like every CDN build, it says what each file imports, for the pages' preload hints.
  const graph = moduleGraphOf(result.metafile, { outdir, cwd: appRoot });
  writeFileSync(join(outdir, MODULE_GRAPH_FILE), `${JSON.stringify(graph, null, 2)}\n`);
  assertVendorOutputs(outdir);
}

/** Fails the build unless every entry was written and React's code is in exactly one file. */
export function assertVendorOutputs(outdir) {
  for (const name of Object.keys(VENDOR_ENTRIES)) {
    const file = join(outdir, `${name}.js`);
    if (!existsSync(file)) throw new Error(`vendor bundle: ${file} was not written`);
    if (readFileSync(file, 'utf8').length === 0) throw new Error(`vendor bundle: ${file} is empty`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
  const outdir = values.outdir ?? join(appRoot, 'dist', 'public', 'cdn', 'vendor');
  await buildVendor(outdir);
  console.log(`vendor bundle: ${Object.keys(VENDOR_ENTRIES).length} entries in ${outdir}`);
}
