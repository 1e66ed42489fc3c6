// What a CDN build is made of, file by file, written beside it as `module-graph.json`: servers read it to name
// a module's whole graph in preload hints (`widgetPreloadHints` in `@vitrine/runtime-core/markup`), and an
// entry can ask for the list of a lazy chunk's files (runtime-core's engine) to request them in one wave. The
// format itself, which runtime-core reads, is declared once in packages/module-graph.
import { readFile, writeFile } from 'node:fs/promises';
import { join, posix, relative, resolve } from 'node:path';
import type { ModuleGraph, ModuleGraphFile } from '@vitrine/module-graph';
import { CHUNK_LIST_MARKER, MODULE_GRAPH_FILE } from '@vitrine/module-graph';
import type { Metafile } from 'esbuild';

export type { ModuleGraph, ModuleGraphFile };
export { MODULE_GRAPH_FILE };

/**
 * A source line `__VITRINE_CHUNKS__ <source file>` (`CHUNK_LIST_MARKER`) is replaced in the built file by the
 * JSON list of the chunks that source's dynamic import needs and the built file does not load already, relative
 * to the built file. Keeping it on a line of its own leaves the source map valid.
 */
const CHUNK_LIST_LINE = new RegExp(`^${CHUNK_LIST_MARKER} (\\S+)$`, 'gm');

/**
 * The module graph of esbuild metafiles' outputs under `outDir`: for each JavaScript file (relative to
 * `outDir`), the source it is the entry of (if any), its static imports and its dynamic imports. Externals stay
 * bare (`react`), for the page's import map to resolve. The metafiles' paths are relative to `root`.
 */
export function moduleGraphOf(
  metafiles: Metafile[],
  { root, outDir }: { root: string; outDir: string },
): ModuleGraph {
  const files: Record<string, ModuleGraphFile> = {};
  const local = (path: string) => relative(resolve(root, outDir), resolve(root, path)).split('\\').join('/');
  for (const metafile of metafiles)
    for (const [output, meta] of Object.entries(metafile.outputs)) {
      if (!output.endsWith('.js')) continue;
      const target = (entry: { path: string; external?: boolean }) =>
        entry.external ? entry.path : local(entry.path);
      files[local(output)] = {
        ...(meta.entryPoint ? { source: meta.entryPoint } : {}),
        imports: meta.imports.filter((entry) => entry.kind === 'import-statement').map(target),
        dynamicImports: meta.imports.filter((entry) => entry.kind === 'dynamic-import').map(target),
      };
    }
  return { files };
}

/** `file` and every build file it imports statically, directly or not. */
export function staticClosure(graph: ModuleGraph, file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    const node = graph.files[name];
    if (!node || seen.has(name)) return;
    seen.add(name);
    for (const next of node.imports) visit(next);
  };
  visit(file);
  return seen;
}

/**
 * The files a dynamic import of `source` from `file` downloads: its chunk and every chunk that chunk imports
 * statically, without those `file` has loaded already. Paths are relative to `file`'s folder.
 */
export function chunksOfDynamicImport(graph: ModuleGraph, file: string, source: string): string[] {
  const target = Object.keys(graph.files).find((name) => graph.files[name]?.source === source);
  if (!target || !graph.files[file]?.dynamicImports.includes(target)) {
    throw new Error(`${file} has no dynamic import of ${source}: nothing to list for its chunks`);
  }
  const loaded = staticClosure(graph, file);
  const base = posix.dirname(file);
  return [...staticClosure(graph, target)]
    .filter((name) => !loaded.has(name))
    .map((name) => {
      const path = posix.relative(base, name);
      return path.startsWith('.') ? path : `./${path}`;
    });
}

/** Replaces every `__VITRINE_CHUNKS__ <source>` line of a built file's text (see `CHUNK_LIST_LINE`). */
export function fillChunkLists(code: string, graph: ModuleGraph, file: string): string {
  const filled = code.replace(CHUNK_LIST_LINE, (_line, source: string) =>
    JSON.stringify(chunksOfDynamicImport(graph, file, source)),
  );
  if (filled.includes(CHUNK_LIST_MARKER)) {
    throw new Error(`${file}: a chunk list placeholder is not alone on its line, so it was not filled`);
  }
  return filled;
}

/**
 * After a CDN build was written to `outDir`: writes `module-graph.json` there and fills the chunk lists of
 * `entries` (file names relative to `outDir`).
 */
export async function writeModuleGraph(
  metafiles: Metafile[],
  { root, outDir, entries }: { root: string; outDir: string; entries: string[] },
): Promise<ModuleGraph> {
  const graph = moduleGraphOf(metafiles, { root, outDir });
  const folder = resolve(root, outDir);
  await writeFile(join(folder, MODULE_GRAPH_FILE), `${JSON.stringify(graph, null, 2)}\n`);
  for (const entry of entries) {
    const path = join(folder, entry);
    const code = await readFile(path, 'utf8');
    const filled = fillChunkLists(code, graph, entry);
    if (filled !== code) await writeFile(path, filled);
  }
  return graph;
}
