import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Metafile } from 'esbuild';
import { rollup } from 'rollup';

/**
 * Re-chunks a written CDN build with Rollup, whose chunking esbuild lacks: code an entry shares with the chunks
 * it imports lazily stays in the entry (it is in memory whenever they load), where esbuild splits it into small
 * shared chunks. For runtime-core that was eight files on the critical path instead of one — 1.1 KB of gzip
 * and request overhead on every page. Rollup reads esbuild's minified output with its source maps, so the
 * maps still lead to the TypeScript sources.
 *
 * With `oneFile`, the entry (there must be one) takes its lazy chunks in too.
 *
 * Returns the metafile of the new files, in esbuild's shape (entry points, imports and the sources each file
 * was made from, through the esbuild file it took them from), for the module graph and the notices.
 */
export async function mergeChunks(
  metafile: Metafile,
  {
    root,
    outDir,
    entries,
    oneFile = false,
  }: { root: string; outDir: string; entries: string[]; oneFile?: boolean },
): Promise<Metafile> {
  const folder = resolve(root, outDir);
  const fromRoot = (path: string) => relative(root, path).split('\\').join('/');
  const bundle = await rollup({
    input: Object.fromEntries(entries.map((name) => [name, join(folder, `${name}.js`)])),
    // Bare imports are the page's import map's to resolve; esbuild already tree-shook what is here.
    external: (source) => !source.startsWith('.') && !isAbsolute(source),
    treeshake: false,
    // The shared code stays in the entry, which exports it to the lazy chunks: no facade file in between.
    preserveEntrySignatures: 'allow-extension',
    plugins: [
      {
        name: 'vitrine-cdn-files',
        resolveId: (source, importer) => (importer ? resolve(dirname(importer), source) : source),
        async load(id) {
          const map = await readFile(`${id}.map`, 'utf8').catch(() => null);
          return { code: await readFile(id, 'utf8'), map };
        },
      },
    ],
    onwarn(warning, warn) {
      // esbuild's chunks hold its hoisted `var`s; nothing else is worth a line in the build log.
      if (warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
    },
  });
  const { output } = await bundle.generate({
    // Where the files go, so the source maps' paths are relative to them.
    dir: folder,
    format: 'es',
    compact: true,
    sourcemap: true,
    entryFileNames: '[name].js',
    // One entry takes its lazy chunks in too: their `import()` becomes a promise of what the file already holds.
    inlineDynamicImports: oneFile,
    // esbuild's names carry its hash already (`engine-UETLQF53`): the chunk keeps its name and takes Rollup's.
    chunkFileNames: ({ name }) => `chunks/${name.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js`,
  });
  await bundle.close();

  const esbuildFiles = Object.keys(metafile.outputs).filter((path) => path.endsWith('.js'));
  await Promise.all(
    esbuildFiles.flatMap((path) => [
      rm(join(root, path), { force: true }),
      rm(join(root, `${path}.map`), { force: true }),
    ]),
  );
  const written = new Set(output.map((file) => file.fileName));
  const outputs: Metafile['outputs'] = {};
  for (const file of output) {
    const path = join(folder, file.fileName);
    await mkdir(dirname(path), { recursive: true });
    if (file.type === 'asset') {
      await writeFile(path, file.source);
      continue;
    }
    await writeFile(path, file.code);
    const taken = file.moduleIds.map((id) => metafile.outputs[fromRoot(id)]);
    const facade = file.facadeModuleId ? metafile.outputs[fromRoot(file.facadeModuleId)] : undefined;
    const local = (name: string) => ({ path: fromRoot(join(folder, name)) });
    outputs[fromRoot(path)] = {
      bytes: Buffer.byteLength(file.code),
      inputs: Object.assign({}, ...taken.map((taken) => taken?.inputs ?? {})),
      imports: [
        ...file.imports.map((name) =>
          written.has(name)
            ? { ...local(name), kind: 'import-statement' as const }
            : { path: name, kind: 'import-statement' as const, external: true },
        ),
        ...file.dynamicImports.map((name) => ({ ...local(name), kind: 'dynamic-import' as const })),
      ],
      exports: file.exports,
      ...(facade?.entryPoint ? { entryPoint: facade.entryPoint } : {}),
    };
  }
  return { inputs: metafile.inputs, outputs };
}
