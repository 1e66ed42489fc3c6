// What a browser build is made of, file by file, written beside it as `module-graph.json`: servers read it
// to name a module's whole graph in preload hints, and core's CDN entry gets its engine's chunk list from it.
// Plain JavaScript, so both the tsup configuration and plain Node build scripts (the demo's vendor bundle)
// can use it.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, posix, relative, resolve } from 'node:path';

export const MODULE_GRAPH_FILE = 'module-graph.json';

/**
 * A source line `__VITRINE_CHUNKS__ <source file>` (alone on its line, inside a template literal) is replaced
 * in the built file by the JSON list of the chunks that source's dynamic import needs and the built file does
 * not load already, relative to the built file. Keeping it on a line of its own leaves the source map valid.
 */
const CHUNK_LIST_LINE = /^__VITRINE_CHUNKS__ (\S+)$/gm;

/**
 * The module graph of an esbuild metafile's outputs under `outdir`: for each JavaScript file (relative to
 * `outdir`), the source it is the entry of (if any), its static imports and its dynamic imports. Files of the
 * build are relative to `outdir`; externals stay bare (`react`), for the page's import map to resolve. The
 * metafile's paths are relative to `cwd`, the build's working directory.
 */
export function moduleGraphOf(metafile, { outdir, cwd = process.cwd() }) {
  const files = {};
  const local = (path) => relative(resolve(cwd, outdir), resolve(cwd, path)).split('\\').join('/');
  for (const [output, meta] of Object.entries(metafile.outputs)) {
    if (!output.endsWith('.js')) continue;
    const target = (entry) => (entry.external ? entry.path : local(entry.path));
    files[local(output)] = {
      ...(meta.entryPoint ? { source: meta.entryPoint } : {}),
      imports: meta.imports.filter((entry) => entry.kind === 'import-statement').map(target),
      dynamicImports: meta.imports.filter((entry) => entry.kind === 'dynamic-import').map(target),
    };
  }
  return { files };
}

/** `file` and every build file it imports statically, directly or not. */
export function staticClosure(graph, file) {
  const seen = new Set();
  const visit = (name) => {
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
export function chunksOfDynamicImport(graph, file, source) {
  const target = Object.keys(graph.files).find((name) => graph.files[name].source === source);
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
export function fillChunkLists(code, graph, file) {
  return code.replace(CHUNK_LIST_LINE, (_line, source) =>
    JSON.stringify(chunksOfDynamicImport(graph, file, source)),
  );
}

/**
 * After a build that wrote `metafile-esm.json` into `outdir`: writes `module-graph.json` there, fills the
 * chunk lists of `entries` (file names relative to `outdir`), and removes the metafile (it names every source
 * file and is no use to a package's users).
 */
export async function writeModuleGraph(outdir, entries, { cwd = process.cwd() } = {}) {
  const metafilePath = join(outdir, 'metafile-esm.json');
  const metafile = JSON.parse(await readFile(metafilePath, 'utf8'));
  const graph = moduleGraphOf(metafile, { outdir, cwd });
  await writeFile(join(outdir, MODULE_GRAPH_FILE), `${JSON.stringify(graph, null, 2)}\n`);
  for (const entry of entries) {
    const path = join(outdir, entry);
    const code = await readFile(path, 'utf8');
    const filled = fillChunkLists(code, graph, entry);
    if (filled.includes('__VITRINE_CHUNKS__')) {
      throw new Error(`${path}: a chunk list placeholder is not alone on its line, so it was not filled`);
    }
    if (filled !== code) await writeFile(path, filled);
  }
  await rm(metafilePath);
  return graph;
}
