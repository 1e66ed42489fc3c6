import { mkdirSync, writeFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Options } from 'tsup';
import { mergeChunks } from './merge-chunks';
import { writeModuleGraph } from './module-graph';
import { sharedZodMiniPlugin, sharedZodMiniSource } from './shared-zod-mini';
import { readKeptContents, thirdPartyNoticesPlugin, writeNotices } from './third-party-notices';
import { BROWSER_TARGET } from './vendor-modules';

/**
 * The one build configuration every Vitrine package uses, and widget packages through `widgetBuild`.
 * Keeping it in a single file means a move to another bundler (tsup upstream points at tsdown) is one
 * change, not one per package.
 */
export interface PackageBuild {
  /** Entry points of the npm build, keyed by output name (`index`, `protocol`, …). */
  entry: Record<string, string>;
  /** Where the npm build runs: `browser` (default) or `node` (build tools). */
  platform?: 'browser' | 'node';
  /** Entry points of the browser ES module build for CDN use, written to `dist/cdn/`. */
  cdn?: Record<string, string>;
  /** Bare imports the CDN build leaves to the page's import map (react and react-dom always are). */
  cdnExternal?: string[];
  /**
   * Files copied as they are into `dist/cdn/`, keyed by their path there, valued by a module path resolved
   * from the package (`{ 'vendor/jquery.js': 'jquery/dist/jquery.min.js' }`).
   */
  cdnAssets?: Record<string, string>;
  /**
   * Takes `zod/mini` from the page's shared module instead of bundling it, and fails the build when the code
   * uses a name that module lacks (`SHARED_ZOD_MINI_EXPORTS`).
   */
  sharedZodMini?: boolean;
  /** Builds the modules every widget on a page shares (`VENDOR_MODULES`) into `dist/cdn/vendor/`. */
  vendor?: boolean;
  /**
   * Builds the page's one zod/mini (`SHARED_ZOD_MINI_EXPORTS`) as `dist/cdn/vendor/zod-mini.js`, an entry of this
   * package's CDN build: the package's own lazy chunks use that same module, so a page whose import map maps
   * `zod/mini` to it downloads one copy for the package and every widget (runtime-core's build).
   */
  sharedZodMiniModule?: boolean;
  /**
   * Unpublished workspace packages (`@vitrine/module-graph`) the npm build takes in, code and declarations
   * alike, so the published files name nothing that cannot be installed (the CDN build bundles them anyway).
   */
  inline?: string[];
  /**
   * Re-chunks the CDN build with Rollup so the code an entry shares with its lazy chunks stays in the entry
   * (`merge-chunks.ts`): one file on the critical path instead of several small ones. `'one-file'`: the lazy
   * chunks too, for a package whose every page runs all its code (widget-blog); its `import()`s still keep that
   * code out of a bundled site's entry, which the npm build (split as ever) is for.
   */
  mergeChunks?: boolean | 'one-file';
}

const CDN_OUT_DIR = 'dist/cdn';
/** The shared zod/mini's entry name in a CDN build: `importMap()` maps `zod/mini` to `{folder}/vendor/zod-mini.js`. */
export const SHARED_ZOD_MINI_MODULE = 'vendor/zod-mini';

/**
 * tsup builds entries from files: the shared zod/mini's is generated from `SHARED_ZOD_MINI_EXPORTS` into the
 * package's `node_modules/.vitrine/`, where `zod/mini` resolves as from the package itself.
 */
function writeSharedZodMiniEntry(root: string): string {
  const dir = join(root, 'node_modules', '.vitrine');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'shared-zod-mini.js');
  writeFileSync(file, sharedZodMiniSource());
  return file;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function bundledExceptReactAnd(external: string[]): RegExp {
  const kept = external.map((name) => `${escapeRegExp(name)}(?:\\/.*)?$`);
  return new RegExp(`^(?!react$|react-dom|react\\/${kept.map((pattern) => `|${pattern}`).join('')})`);
}

export function packageBuild({
  entry,
  platform = 'browser',
  cdn,
  cdnExternal = [],
  cdnAssets = {},
  sharedZodMini = false,
  vendor = false,
  sharedZodMiniModule = false,
  mergeChunks: merge = false,
  inline = [],
}: PackageBuild): Options[] {
  const builds: Options[] = [
    {
      entry,
      format: ['esm'],
      // The CDN modules' declarations too, beside them (`dist/cdn/<name>.d.ts`, from their sources: most export
      // nothing, being imported for what they do), so their `exports` subpaths type-check and pass attw. Made by
      // this build's declaration pass, which deletes every other `.d.ts` under `dist/` when it starts.
      dts: { entry: { ...entry, ...cdnDeclarations(entry, cdn) }, resolve: inline },
      noExternal: inline,
      // Both builds start together: the npm build's clean must leave what the CDN build may already have written
      // (its folder, and its metafiles beside it), or the third-party notices can vanish in a race.
      clean: cdn ? ['!cdn/**', '!*.metafile.json'] : true,
      sourcemap: true,
      splitting: true,
      treeshake: true,
      target: platform === 'node' ? 'node20' : 'es2022',
      platform,
      outDir: 'dist',
    },
  ];
  if (cdn) {
    const root = process.cwd();
    const cdnEntries = sharedZodMiniModule
      ? { ...cdn, [SHARED_ZOD_MINI_MODULE]: writeSharedZodMiniEntry(root) }
      : cdn;
    builds.push({
      entry: cdnEntries,
      format: ['esm'],
      dts: false,
      clean: true,
      sourcemap: true,
      splitting: true,
      treeshake: true,
      minify: true,
      target: BROWSER_TARGET,
      platform: 'browser',
      outDir: CDN_OUT_DIR,
      // Everything is bundled but React and the bare imports the page's import map provides.
      noExternal: [bundledExceptReactAnd(cdnExternal)],
      external: cdnExternal,
      esbuildPlugins: [
        ...(sharedZodMini ? [sharedZodMiniPlugin()] : []),
        thirdPartyNoticesPlugin({ root, outDir: CDN_OUT_DIR, vendor, assets: cdnAssets }),
      ],
      esbuildOptions(options) {
        // Workspace packages bundled in are read from source, file by file, so code splitting can keep a
        // dependency's lazily used parts (widget-api's semver matcher, say) out of the boot chunk.
        options.conditions = ['@vitrine/source'];
        options.chunkNames = 'chunks/[name]-[hash]';
        // Third-party copyright banners (`/*! … */`, `@license`, `@preserve`) stay, at the end of each file.
        options.legalComments = 'eof';
      },
      async onSuccess() {
        // Written files only now: `module-graph.json` for servers' preload hints, and the chunk lists entries
        // ask for (`module-graph.ts`), so a CDN page can request a lazy chunk's whole graph in one wave. The
        // metafiles are the ones the notices plugin kept (the vendor modules' included).
        await dropRepeatedSourceMapComments(join(root, CDN_OUT_DIR));
        const contents = await readKeptContents(root, CDN_OUT_DIR);
        const entries = Object.keys(cdnEntries);
        if (merge) {
          const [built, ...others] = contents.metafiles;
          if (!built) throw new Error('the CDN build kept no metafile to re-chunk');
          contents.metafiles = [
            await mergeChunks(built, { root, outDir: CDN_OUT_DIR, entries, oneFile: merge === 'one-file' }),
            ...others,
          ];
          await writeNotices(contents);
        }
        await writeModuleGraph(contents.metafiles, {
          root,
          outDir: CDN_OUT_DIR,
          entries: entries.map((name) => `${name}.js`),
        });
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

/** The CDN entries whose source is not an npm entry already (widget-api's are typed as those), as `cdn/<name>`. */
function cdnDeclarations(
  entry: Record<string, string>,
  cdn: Record<string, string> = {},
): Record<string, string> {
  const typed = new Set(Object.values(entry));
  return Object.fromEntries(
    Object.entries(cdn)
      .filter(([, source]) => !typed.has(source))
      .map(([name, source]) => [`cdn/${name}`, source]),
  );
}
