// The module-graph file format, declared once. @vitrine/widget-build writes the file beside every CDN build
// (its module-graph.ts); @vitrine/runtime-core/markup reads it for a page's preload hints, and servers load it
// to give it to them. This package is not published: both take it into their builds (`PackageBuild.inline`), so
// their code, their declarations and their tarballs name nothing here. It builds with tsc alone: built with
// widget-build, which depends on it, it would make a cycle in the build graph.

/** The file's name, in the CDN build's folder (`dist/cdn/module-graph.json`). */
export const MODULE_GRAPH_FILE = 'module-graph.json';

/** One file of a CDN build, as its `module-graph.json` lists it (every Vitrine CDN build writes one). */
export interface ModuleGraphFile {
  /** The source file this output is the entry of: an entry point or a dynamically imported module. */
  source?: string;
  /** Static imports: files of the same build (relative to its folder), or bare specifiers (`react`). */
  imports: string[];
  /** Dynamic imports, named the same way. */
  dynamicImports: string[];
}

/** The `module-graph.json` beside a CDN build: each JavaScript file of the build, by its path in the folder. */
export interface ModuleGraph {
  files: Record<string, ModuleGraphFile>;
}

/**
 * A CDN entry's source may hold, alone on a line inside a template literal, `__VITRINE_CHUNKS__ <source file>`:
 * the build replaces that line with the JSON list of the chunks that source's dynamic import needs and the
 * entry does not load already, from the same graph (runtime-core's `cdn.ts` lists its engine's so).
 */
export const CHUNK_LIST_MARKER = '__VITRINE_CHUNKS__';
