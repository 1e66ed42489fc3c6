import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BundledPackage } from './third-party-notices';
import {
  bundledPackageDirs,
  metafilePathOf,
  packageDirOf,
  readBundledPackage,
  readKeptContents,
  renderNotices,
  writeNotices,
} from './third-party-notices';

describe('packageDirOf', () => {
  it('finds the package of an input under node_modules, scoped or not, in pnpm and npm layouts', () => {
    expect(packageDirOf('../../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/core.js')).toBe(
      '../../node_modules/.pnpm/zod@4.6.7/node_modules/zod',
    );
    expect(packageDirOf('node_modules/@scope/lib/dist/index.js')).toBe('node_modules/@scope/lib');
    expect(packageDirOf('node_modules/a/node_modules/b/index.js')).toBe('node_modules/a/node_modules/b');
  });

  it('finds none for first-party code and generated modules', () => {
    expect(packageDirOf('src/mount.tsx')).toBeUndefined();
    expect(packageDirOf('../widget-api/src/index.ts')).toBeUndefined();
    expect(packageDirOf('vitrine-vendor:react')).toBeUndefined();
    expect(packageDirOf('node_modules/.vitrine/shared-zod-mini.js')).toBeUndefined();
  });
});

let scratch: string | undefined;
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

describe('bundledPackageDirs and the notices', () => {
  it('lists, file by file, the packages whose code each bundles, with their license text', () => {
    scratch = mkdtempSync(join(tmpdir(), 'vitrine-notices-'));
    const leaflet = join(scratch, 'node_modules', 'leaflet');
    mkdirSync(leaflet, { recursive: true });
    writeFileSync(
      join(leaflet, 'package.json'),
      JSON.stringify({ name: 'leaflet', version: '1.9.4', license: 'BSD-2-Clause' }),
    );
    writeFileSync(
      join(leaflet, 'LICENSE'),
      'BSD 2-Clause License\nCopyright (c) 2010-2023, Volodymyr Agafonkin\n',
    );
    const bundles = bundledPackageDirs({
      root: scratch,
      outDir: 'dist/cdn',
      metafiles: [
        {
          inputs: {},
          outputs: {
            'dist/cdn/widget-geo.js': {
              bytes: 1,
              imports: [],
              exports: [],
              inputs: { 'src/cdn.ts': { bytesInOutput: 1 } },
            },
            'dist/cdn/chunks/leaflet-src-ABC.js': {
              bytes: 1,
              imports: [],
              exports: [],
              inputs: { 'node_modules/leaflet/dist/leaflet-src.js': { bytesInOutput: 1 } },
            },
            'dist/cdn/chunks/leaflet-src-ABC.js.map': { bytes: 1, imports: [], exports: [], inputs: {} },
          },
        },
      ],
      assets: {},
    });
    expect([...bundles]).toEqual([
      ['widget-geo.js', []],
      ['chunks/leaflet-src-ABC.js', [leaflet]],
    ]);
    const notices = renderNotices(
      '@vitrine/widget-geo',
      new Map([...bundles].map(([file, dirs]) => [file, dirs.map(readBundledPackage)])),
    );
    expect(notices).toContain('| `chunks/leaflet-src-ABC.js` | leaflet 1.9.4 |');
    expect(notices).not.toContain('`widget-geo.js`');
    expect(notices).toContain(
      '## leaflet 1.9.4 (BSD-2-Clause)\n\nBSD 2-Clause License\nCopyright (c) 2010-2023',
    );
  });

  it('says so when nothing is bundled, and when a package ships no license file', () => {
    expect(renderNotices('@vitrine/widget-api', new Map([['widget-api.js', []]]))).toContain(
      "No file here bundles third-party code: every one is @vitrine/widget-api's own.",
    );
    const bare: BundledPackage = { name: 'bare', version: '1.0.0', license: 'ISC', licenseText: undefined };
    expect(renderNotices('x', new Map([['x.js', [bare]]]))).toContain(
      'bare ships no license file; its package.json says ISC.',
    );
  });
});

describe('the contents kept beside the CDN folder', () => {
  it('name no absolute path, so a build replayed into another checkout reads that checkout’s files', async () => {
    scratch = mkdtempSync(join(tmpdir(), 'vitrine-kept-'));
    const first = join(scratch, 'first', 'packages', 'widget-x');
    const vendored = join(scratch, 'first', 'node_modules', 'lib', 'lib.css');
    mkdirSync(join(vendored, '..'), { recursive: true });
    writeFileSync(vendored, '');
    writeFileSync(
      join(vendored, '..', 'package.json'),
      JSON.stringify({ name: 'lib', version: '1.0.0', license: 'MIT' }),
    );
    mkdirSync(first, { recursive: true });
    writeFileSync(join(first, 'package.json'), JSON.stringify({ name: '@vitrine/widget-x' }));
    await writeNotices({ root: first, outDir: 'dist/cdn', metafiles: [], assets: { 'lib.css': vendored } });

    const kept = readFileSync(join(first, metafilePathOf('dist/cdn')), 'utf8');
    expect(kept).not.toContain(scratch);

    const second = join(scratch, 'second');
    cpSync(join(scratch, 'first'), second, { recursive: true });
    const replayed = await readKeptContents(join(second, 'packages', 'widget-x'), 'dist/cdn');
    expect(replayed.root).toBe(join(second, 'packages', 'widget-x'));
    expect(replayed.assets).toEqual({ 'lib.css': join(second, 'node_modules', 'lib', 'lib.css') });
  });
});
