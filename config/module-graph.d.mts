// The graph's shape is runtime-core's (`ModuleGraph` in its markup subpath, what servers read); the build that
// writes it only borrows the type.
import type { ModuleGraph } from '../packages/runtime-core/src/markup/preload-hints.ts';

export type { ModuleGraph };
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
