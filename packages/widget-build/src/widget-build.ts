import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Options } from 'tsup';
import { packageBuild } from './package-build';

export interface WidgetBuild {
  /** Entry points of the npm build, keyed by output name; `{ index: 'src/index.ts' }` by default. */
  entry?: Record<string, string>;
  /**
   * The CDN module a page imports: the entry that calls `registerWidget`. By default `src/cdn.ts`, written to
   * `dist/cdn/` under the package's name without its scope (`@acme/widget-countdown` → `widget-countdown.js`),
   * the file `cdnModuleUrl()` points a page at, so renaming the package renames its module too. Or a record
   * keyed by file name (`{ 'widget-countdown': 'src/cdn.ts' }`) to name it yourself.
   */
  cdn?: string | Record<string, string>;
  /** More bare imports the page's import map provides. */
  cdnExternal?: string[];
  /** Files copied as they are into `dist/cdn/` (see `PackageBuild.cdnAssets`). */
  cdnAssets?: Record<string, string>;
  /**
   * `true` (default): `zod/mini` comes from the page's shared module, and the build fails when the code uses
   * a name it lacks. `false`: the package bundles the parts of zod/mini it uses.
   */
  sharedZodMini?: boolean;
  /**
   * Re-chunks the CDN build so the code the entry shares with the mount chunks stays in the entry
   * (`PackageBuild.mergeChunks`): for a package of several widgets whose small shared chunks would each be a
   * file of their own on every page. `'one-file'`: the mount chunks too (`PackageBuild.mergeChunks`).
   */
  mergeChunks?: boolean | 'one-file';
}

/** What every page that runs Vitrine widgets provides through its import map. */
export const WIDGET_CDN_EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', '@vitrine/widget-api'];

/**
 * The build of a widget package (tsup): the npm build with its types in `dist/`, and in `dist/cdn/` the
 * module a page imports, with React, `@vitrine/widget-api` and `zod/mini` left to the page's import map
 * (one copy per page, however many widget packages it has), everything else bundled and split so that the
 * mount code loads on first need, and `THIRD_PARTY_NOTICES.md` naming what the files bundle.
 *
 * ```ts
 * // tsup.config.ts
 * import { widgetBuild } from '@vitrine/widget-build';
 * import { defineConfig } from 'tsup';
 * export default defineConfig(widgetBuild());
 * ```
 */
export function widgetBuild({
  entry = { index: 'src/index.ts' },
  cdn = 'src/cdn.ts',
  cdnExternal = [],
  cdnAssets,
  sharedZodMini = true,
  mergeChunks = false,
}: WidgetBuild = {}): Options[] {
  return packageBuild({
    entry,
    cdn: typeof cdn === 'string' ? { [cdnModuleName(process.cwd())]: cdn } : cdn,
    cdnExternal: [...WIDGET_CDN_EXTERNAL, ...cdnExternal],
    cdnAssets,
    sharedZodMini,
    mergeChunks,
  });
}

/**
 * The CDN module's file name for the package in `packageDir`: its name without the scope, as `cdnFolderOf()` in
 * `@vitrine/runtime-core/markup` names the folder a page loads it from (`{base}{folder}/{folder}.js`).
 */
export function cdnModuleName(packageDir: string): string {
  const { name } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { name?: unknown };
  if (typeof name !== 'string' || name === '')
    throw new Error(
      `[widget-build] ${join(packageDir, 'package.json')} has no name to call the CDN module by`,
    );
  return name.replace(/^@[^/]+\//, '');
}
