/** One file of a browser build, as `module-graph.json` lists it. */
export interface ModuleGraphFile {
  /** The source file this output is the entry of (entries and dynamically imported modules). */
  source?: string;
  /** Static imports: files of the build (relative to its folder) or bare specifiers left to the import map. */
  imports: string[];
  /** Dynamic imports, named the same way. */
  dynamicImports: string[];
}

export interface ModuleGraph {
  files: Record<string, ModuleGraphFile>;
}

export declare const MODULE_GRAPH_FILE: string;
export declare function moduleGraphOf(
  metafile: {
    outputs: Record<
      string,
      { entryPoint?: string; imports: { path: string; kind: string; external?: boolean }[] }
    >;
  },
  options: { outdir: string; cwd?: string },
): ModuleGraph;
export declare function staticClosure(graph: ModuleGraph, file: string): Set<string>;
export declare function chunksOfDynamicImport(graph: ModuleGraph, file: string, source: string): string[];
export declare function fillChunkLists(code: string, graph: ModuleGraph, file: string): string;
export declare function writeModuleGraph(
  outdir: string,
  entries: string[],
  options?: { cwd?: string },
): Promise<ModuleGraph>;
