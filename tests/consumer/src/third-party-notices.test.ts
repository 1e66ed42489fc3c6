// The license check: every third-party package whose code a CDN file bundles (from the esbuild metafiles the
// build keeps beside dist/cdn/) is named for that file in THIRD_PARTY_NOTICES.md with its license, and every
// license banner in the bundled sources survives into the file.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedPackages, REPOSITORY, readManifest } from './repository';

interface KeptMetafiles {
  root: string;
  outDir: string;
  metafiles: Array<{ outputs: Record<string, { inputs: Record<string, unknown> }> }>;
  assets: Record<string, string>;
}

/** The package.json folder a bundled file belongs to, found by walking up from it. */
function owningPackage(file: string): string {
  let dir = dirname(file);
  while (!existsSync(join(dir, 'package.json')) || readManifest(dir).name === undefined) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${file} belongs to no package`);
    dir = parent;
  }
  return dir;
}

/** Legal comments as esbuild keeps them: `/*!`, or a block comment saying `@license` or `@preserve`. */
const LEGAL_COMMENT = /\/\*(?:!|\*?[^*]*?@(?:license|preserve))[\s\S]*?\*\//g;

const builds = [
  ...publishedPackages(),
  {
    name: '@vitrine-examples/widget-countdown',
    version: '',
    dir: join(REPOSITORY, 'examples/widget-countdown'),
  },
];

describe.each(builds.filter(({ dir }) => existsSync(join(dir, 'dist', 'cdn'))))(
  'the CDN build of $name',
  ({ name, dir }) => {
    const kept = JSON.parse(readFileSync(join(dir, 'dist', 'cdn.metafile.json'), 'utf8')) as KeptMetafiles;
    const notices = readFileSync(join(dir, 'dist', 'cdn', 'THIRD_PARTY_NOTICES.md'), 'utf8');
    // The kept paths are relative to the package (`root` is '.'), so they name this checkout's files.
    const root = resolve(dir, kept.root);
    const cdnDir = resolve(root, kept.outDir);

    /** Each CDN file with the third-party files it was made from. */
    const bundles = new Map<string, string[]>();
    for (const metafile of kept.metafiles)
      for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
        if (!output.endsWith('.js')) continue;
        const thirdParty = Object.keys(inputs)
          // A dot folder in node_modules holds a tool's generated files (the shared zod/mini's entry), not a package.
          .filter((input) => !input.includes(':') && /node_modules\/(?!\.)/.test(input))
          .map((input) => resolve(root, input));
        bundles.set(relative(cdnDir, resolve(root, output)), thirdParty);
      }
    for (const [file, source] of Object.entries(kept.assets)) bundles.set(file, [resolve(root, source)]);

    it.each([...bundles].filter(([, inputs]) => inputs.length > 0))(
      '%s: its packages and their licenses are in the notices',
      (file, inputs) => {
        const packages = new Set(inputs.map(owningPackage));
        const row = notices.split('\n').find((line) => line.startsWith(`| \`${file}\` |`));
        expect(row, `${file} has no row in ${name}'s THIRD_PARTY_NOTICES.md`).toBeDefined();
        for (const packageDir of packages) {
          const { name: bundled, version } = readManifest(packageDir) as { name: string; version: string };
          expect(row).toContain(`${bundled} ${version}`);
          expect(notices).toContain(`## ${bundled} ${version} (`);
        }
      },
    );

    it.each([...bundles].filter(([, inputs]) => inputs.length > 0))(
      '%s keeps the license banners of what it bundles',
      (file, inputs) => {
        const output = readFileSync(join(cdnDir, file), 'utf8');
        for (const input of inputs)
          for (const [comment] of readFileSync(input, 'utf8').matchAll(LEGAL_COMMENT)) {
            // esbuild may re-indent a banner: its first line that says who holds the rights is what must stay.
            const credit = comment
              .split('\n')
              .find((line) => /\(c\)|copyright|@license/i.test(line))
              ?.replace(/^[\s/*!]+/, '')
              .trim();
            if (credit) expect(output, `${file} lost the banner of ${input}`).toContain(credit);
          }
      },
    );

    it('files without third-party code are not listed', () => {
      for (const [file, inputs] of bundles)
        if (inputs.length === 0) expect(notices).not.toContain(`| \`${file}\` |`);
    });
  },
);
