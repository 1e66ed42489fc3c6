import type { Options } from 'tsup';
import { packageBuild } from './package-build';

export interface WidgetBuild {
  /** Entry points of the npm build, keyed by output name; `{ index: 'src/index.ts' }` by default. */
  entry?: Record<string, string>;
  /**
   * The CDN module a page imports, keyed by its file name in `dist/cdn/` (`{ 'widget-countdown':
   * 'src/cdn.ts' }`): the entry that calls `registerWidget`.
   */
  cdn: Record<string, string>;
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
   * file of their own on every page.
   */
  mergeChunks?: boolean;
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
 * export default defineConfig(widgetBuild({ cdn: { 'widget-countdown': 'src/cdn.ts' } }));
 * ```
 */
export function widgetBuild({
  entry = { index: 'src/index.ts' },
  cdn,
  cdnExternal = [],
  cdnAssets,
  sharedZodMini = true,
  mergeChunks = false,
}: WidgetBuild): Options[] {
  return packageBuild({
    entry,
    cdn,
    cdnExternal: [...WIDGET_CDN_EXTERNAL, ...cdnExternal],
    cdnAssets,
    sharedZodMini,
    mergeChunks,
  });
}
