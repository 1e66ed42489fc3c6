import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Options } from 'tsup';
import { writeModuleGraph } from './module-graph.mjs';

/**
 * The one build configuration every published package uses. Keeping it in a single file means a move
 * to another bundler (tsup upstream points at tsdown) is one change, not one per package.
 */
export interface PackageBuild {
  /** Entry points of the npm build, keyed by output name (`index`, `protocol`, …). */
  entry: Record<string, string>;
  /** Entry points of the browser ES module build for CDN use, written to `dist/cdn/`. */
  cdn?: Record<string, string>;
  /** Bare imports the CDN build leaves to the page's import map (react, react-dom, …). */
  cdnExternal?: string[];
  /**
   * Files copied as they are into `dist/cdn/`, keyed by their path there, valued by a module path resolved
   * from the package (`{ 'vendor/jquery.js': 'jquery/dist/jquery.min.js' }`).
   */
  cdnAssets?: Record<string, string>;
}

const browserTarget = ['chrome111', 'edge111', 'firefox111', 'safari16.4'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function bundledExceptReactAnd(external: string[]): RegExp {
  const kept = external.map((name) => `${escapeRegExp(name)}(?:\\/.*)?$`);
  return new RegExp(`^(?!react$|react-dom|react\\/${kept.map((pattern) => `|${pattern}`).join('')})`);
}

export function packageBuild({ entry, cdn, cdnExternal = [], cdnAssets = {} }: PackageBuild): Options[] {
  const builds: Options[] = [
    {
      entry,
      format: ['esm'],
      dts: true,
      clean: true,
      sourcemap: true,
      splitting: true,
      treeshake: true,
      target: 'es2022',
      platform: 'browser',
      outDir: 'dist',
    },
  ];
  if (cdn) {
    builds.push({
      entry: cdn,
      format: ['esm'],
      dts: false,
      clean: false,
      sourcemap: true,
      splitting: true,
      treeshake: true,
      minify: true,
      // Read by `writeModuleGraph` below, which removes it once `module-graph.json` is written.
      metafile: true,
      target: browserTarget,
      platform: 'browser',
      outDir: 'dist/cdn',
      // Everything is bundled but React and the bare imports the page's import map provides.
      noExternal: [bundledExceptReactAnd(cdnExternal)],
      external: cdnExternal,
      esbuildOptions(options) {
        // Workspace packages bundled in are read from source, file by file, so code splitting can keep a
        // dependency's lazily used parts (widget-api's semver matcher, say) out of the boot chunk.
        options.conditions = ['@vitrine/source'];
        options.chunkNames = 'chunks/[name]-[hash]';
        options.legalComments = 'none';
      },
      async onSuccess() {
        // `module-graph.json` for servers' preload hints, and the chunk lists entries ask for (see
        // `config/module-graph.mjs`): a CDN page can then request a lazy chunk's whole graph in one wave.
        await dropRepeatedSourceMapComments('dist/cdn');
        await writeModuleGraph(
          'dist/cdn',
          Object.keys(cdn).map((name) => `${name}.js`),
        );
        const require = createRequire(join(process.cwd(), 'package.json'));
        for (const [target, source] of Object.entries(cdnAssets)) {
          const destination = join('dist/cdn', target);
          await mkdir(dirname(destination), { recursive: true });
          await copyFile(require.resolve(source), destination);
        }
      },
    });
  }
  return builds;
}

/**
 * tsup adds a `sourceMappingURL` comment after the one its tree-shaking pass already wrote, so every CDN file
 * ended with two: bytes every page downloads for nothing.
 */
async function dropRepeatedSourceMapComments(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { recursive: true })) {
    if (!entry.endsWith('.js')) continue;
    const path = join(dir, entry);
    const code = await readFile(path, 'utf8');
    const deduplicated = code.replace(/(\n?\/\/# sourceMappingURL=\S+)\n\1$/, '$1');
    if (deduplicated !== code) await writeFile(path, deduplicated);
  }
}
