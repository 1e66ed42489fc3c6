import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { build } from 'esbuild';

/**
 * The React modules every widget on a page shares through its import map, by file name in `vendor/` (without
 * `.js`), with the specifier each one stands for. `importMap()` in `@vitrine/runtime-core/markup` maps the
 * specifiers to these files. (The shared zod/mini is core's: `PackageBuild.sharedZodMiniModule`.)
 */
export const VENDOR_MODULES = {
  react: 'react',
  'react-jsx-runtime': 'react/jsx-runtime',
  'react-dom': 'react-dom',
  'react-dom-client': 'react-dom/client',
} as const;

export const BROWSER_TARGET = ['chrome111', 'edge111', 'firefox111', 'safari16.4'];

const isIdentifier = (name: string) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default';

/**
 * React ships CommonJS, which esbuild can only expose as a default export. Its entries are therefore small
 * generated modules that re-export every named export the package has, so `import { useState } from 'react'`
 * works in the browser.
 */
function vendorEntrySource(specifier: string, requireFrom: NodeJS.Require): string {
  const names = Object.keys(requireFrom(specifier) as object)
    .filter(isIdentifier)
    .sort();
  return [
    `import mod from ${JSON.stringify(specifier)};`,
    `export const { ${names.join(', ')} } = mod;`,
    'export default mod;',
  ].join('\n');
}

/**
 * Builds the vendor modules into `outdir` in one esbuild run with code splitting, so React itself lives in
 * one shared chunk and its four entries use the same instance. React and react-dom are resolved from
 * `packageRoot` (the package whose build ships them). Returns the build's metafile, for the notices.
 */
export async function buildVendorModules(packageRoot: string, outdir: string): Promise<Metafile> {
  const requireFrom = createRequire(join(packageRoot, 'package.json'));
  const namespace = 'vitrine-vendor';
  const result = await build({
    entryPoints: Object.keys(VENDOR_MODULES).map((name) => ({ in: `${namespace}:${name}`, out: name })),
    outdir,
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    sourcemap: true,
    platform: 'browser',
    target: BROWSER_TARGET,
    define: { 'process.env.NODE_ENV': '"production"' },
    chunkNames: 'chunks/[name]-[hash]',
    legalComments: 'eof',
    logLevel: 'warning',
    metafile: true,
    absWorkingDir: packageRoot,
    plugins: [
      {
        name: namespace,
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: new RegExp(`^${namespace}:`) }, (args) => ({
            path: args.path.slice(namespace.length + 1),
            namespace,
          }));
          pluginBuild.onLoad({ filter: /.*/, namespace }, (args) => ({
            contents: vendorEntrySource(
              VENDOR_MODULES[args.path as keyof typeof VENDOR_MODULES],
              requireFrom,
            ),
            resolveDir: packageRoot,
            loader: 'js',
          }));
        },
      },
    ],
  });
  return result.metafile;
}
