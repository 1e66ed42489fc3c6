import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeChunks } from './merge-chunks';
import { moduleGraphOf, staticClosure } from './module-graph';

let scratch: string | undefined;
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** An entry and a lazily imported module sharing a stateful module: esbuild splits the shared one out. */
async function buildFixture(root: string) {
  mkdirSync(join(root, 'src'));
  writeFileSync(
    join(root, 'src/counter.ts'),
    'export let count = 0;\nexport const increment = () => ++count;\n',
  );
  writeFileSync(
    join(root, 'src/lazy.ts'),
    "import { count } from './counter';\nexport const seen = () => count;\n",
  );
  writeFileSync(
    join(root, 'src/entry.ts'),
    "import { increment } from './counter';\nincrement();\nexport const later = () => import('./lazy').then((lazy) => lazy.seen());\n",
  );
  const result = await build({
    absWorkingDir: root,
    entryPoints: { entry: 'src/entry.ts' },
    outdir: 'dist/cdn',
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    sourcemap: true,
    metafile: true,
    chunkNames: 'chunks/[name]-[hash]',
  });
  return result.metafile;
}

describe('mergeChunks', () => {
  it('keeps what an entry shares with its lazy chunks in the entry, one instance of it, with the graph and sources', async () => {
    scratch = mkdtempSync(join(tmpdir(), 'vitrine-merge-'));
    const metafile = await buildFixture(scratch);
    const before = moduleGraphOf([metafile], { root: scratch, outDir: 'dist/cdn' });
    expect(staticClosure(before, 'entry.js').size).toBeGreaterThan(1);

    const merged = await mergeChunks(metafile, { root: scratch, outDir: 'dist/cdn', entries: ['entry'] });
    const graph = moduleGraphOf([merged], { root: scratch, outDir: 'dist/cdn' });

    expect([...staticClosure(graph, 'entry.js')]).toEqual(['entry.js']);
    const [lazy] = graph.files['entry.js']?.dynamicImports ?? [];
    expect(lazy).toMatch(/^chunks\/lazy-[\w-]+\.js$/);
    expect(graph.files[lazy ?? '']?.source).toBe('src/lazy.ts');
    expect(merged.outputs['dist/cdn/entry.js']?.inputs).toHaveProperty(['src/counter.ts']);
    // esbuild's files are gone; every file left has its map, whose sources lead back to the TypeScript.
    const files = readdirSync(join(scratch, 'dist/cdn'), { recursive: true }).map(String);
    expect(files.filter((file) => file.endsWith('.js')).sort()).toEqual(['entry.js', lazy].sort());
    const map = JSON.parse(readFileSync(join(scratch, 'dist/cdn/entry.js.map'), 'utf8')) as {
      sources: string[];
    };
    expect(map.sources).toContain('../../src/counter.ts');
    for (const source of map.sources) expect(existsSync(join(scratch, 'dist/cdn', source))).toBe(true);

    // The lazy chunk reads the entry's counter: the shared module runs once.
    const entry = (await import(pathToFileURL(join(scratch, 'dist/cdn/entry.js')).href)) as {
      [name: string]: unknown;
    };
    const later = Object.values(entry).find((value) => typeof value === 'function') as () => Promise<number>;
    expect(await later()).toBe(1);
  });

  it('with oneFile, takes the lazy chunks into the entry too: one file, its import() answered from it', async () => {
    scratch = mkdtempSync(join(tmpdir(), 'vitrine-merge-'));
    const metafile = await buildFixture(scratch);

    const merged = await mergeChunks(metafile, {
      root: scratch,
      outDir: 'dist/cdn',
      entries: ['entry'],
      oneFile: true,
    });
    const graph = moduleGraphOf([merged], { root: scratch, outDir: 'dist/cdn' });

    expect(Object.keys(graph.files)).toEqual(['entry.js']);
    expect(graph.files['entry.js']?.dynamicImports).toEqual([]);
    expect(merged.outputs['dist/cdn/entry.js']?.inputs).toHaveProperty(['src/lazy.ts']);
    const files = readdirSync(join(scratch, 'dist/cdn'), { recursive: true }).map(String);
    expect(files.filter((file) => file.endsWith('.js'))).toEqual(['entry.js']);
    const entry = (await import(pathToFileURL(join(scratch, 'dist/cdn/entry.js')).href)) as {
      [name: string]: unknown;
    };
    const later = Object.values(entry).find((value) => typeof value === 'function') as () => Promise<number>;
    expect(await later()).toBe(1);
  });
});
