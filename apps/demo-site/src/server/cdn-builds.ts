import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CdnBuild, ModuleGraph } from '@vitrine/runtime-core/markup';
import { MODULE_GRAPH_FILE } from '@vitrine/runtime-core/markup';

const require = createRequire(import.meta.url);

/** A workspace package's `dist/cdn/` folder, found the way Node resolves the package itself. */
function cdnDirOf(packageName: string): string {
  return join(dirname(require.resolve(`${packageName}/package.json`)), 'dist', 'cdn');
}

/** Every CDN build the demo serves, at `/cdn/{name}/`: core's first. */
export const CDN_FOLDERS: ReadonlyArray<readonly [name: string, root: string]> = [
  ['runtime-core', cdnDirOf('@vitrine/runtime-core')],
  // widget-api's folder holds the shared React too, in vendor/ (core's holds the shared zod/mini).
  ['widget-api', cdnDirOf('@vitrine/widget-api')],
  ['widget-opening-hours', cdnDirOf('@vitrine/widget-opening-hours')],
  ['widget-bake-schedule', cdnDirOf('@vitrine/widget-bake-schedule')],
  ['widget-countdown', cdnDirOf('@vitrine-examples/widget-countdown')],
  ['widget-form', cdnDirOf('@vitrine/widget-form')],
  ['widget-geo', cdnDirOf('@vitrine/widget-geo')],
  ['widget-gallery', cdnDirOf('@vitrine/widget-gallery')],
  ['widget-store', cdnDirOf('@vitrine/widget-store')],
  ['widget-promo', cdnDirOf('@vitrine/widget-promo')],
  ['widget-social', cdnDirOf('@vitrine/widget-social')],
  ['widget-push', cdnDirOf('@vitrine/widget-push')],
  ['widget-local', cdnDirOf('@vitrine/widget-local')],
  ['widget-booking', cdnDirOf('@vitrine/widget-booking')],
  ['widget-media', cdnDirOf('@vitrine/widget-media')],
  ['widget-blog', cdnDirOf('@vitrine/widget-blog')],
];

/**
 * The served builds with the module graphs their builds wrote (`module-graph.json`), for the pages' preload
 * hints. A build not made yet has an empty graph: its modules are then hinted alone, without their imports.
 */
export function readCdnBuilds(folders = CDN_FOLDERS): { core: CdnBuild; others: CdnBuild[] } {
  const [core, ...others] = folders.map(([name, root]): CdnBuild => {
    const path = join(root, MODULE_GRAPH_FILE);
    const graph: ModuleGraph = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : { files: {} };
    return { url: `/cdn/${name}/`, graph };
  });
  if (!core) throw new Error('no CDN build to serve core from');
  return { core, others };
}
