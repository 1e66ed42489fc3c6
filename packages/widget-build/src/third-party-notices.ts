import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Metafile, Plugin } from 'esbuild';
import { buildVendorModules } from './vendor-modules';

/** A package whose code a CDN file bundles. */
export interface BundledPackage {
  name: string;
  version: string;
  /** The `license` field of its package.json. */
  license: string;
  /** Its LICENSE (or LICENCE, COPYING) file, as it ships it; undefined when it ships none. */
  licenseText: string | undefined;
}

/** What a CDN build's notices are made from: its esbuild metafiles and the files copied in as they are. */
export interface CdnContents {
  /** Paths in the metafiles are relative to this folder (the package being built). */
  root: string;
  /** The CDN build's folder, relative to `root` (`dist/cdn`). */
  outDir: string;
  metafiles: Metafile[];
  /** Files copied into `outDir` as they are: their path there → their absolute source path. */
  assets: Record<string, string>;
}

const NODE_MODULES = 'node_modules/';

/** The folder of the package an input file belongs to, when it comes from a `node_modules` folder. */
export function packageDirOf(inputPath: string): string | undefined {
  const path = inputPath.replaceAll('\\', '/');
  const at = path.lastIndexOf(NODE_MODULES);
  if (at < 0) return undefined;
  const segments = path.slice(at + NODE_MODULES.length).split('/');
  const nameLength = segments[0]?.startsWith('@') ? 2 : 1;
  if (segments.length <= nameLength) return undefined;
  // `node_modules/.vitrine/`, `.cache/`, …: a tool's files, not a package (the shared zod/mini's generated entry).
  if (segments[0]?.startsWith('.')) return undefined;
  return path.slice(0, at + NODE_MODULES.length) + segments.slice(0, nameLength).join('/');
}

/**
 * Each CDN file (by its path in the CDN folder; source maps and notices aside) with the folders of the
 * third-party packages it bundles: every metafile input from a `node_modules` folder, and the package an
 * asset was copied from.
 */
export function bundledPackageDirs({ root, outDir, metafiles, assets }: CdnContents): Map<string, string[]> {
  const cdnRoot = resolve(root, outDir);
  const bundles = new Map<string, string[]>();
  for (const metafile of metafiles)
    for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
      if (!output.endsWith('.js')) continue;
      const dirs = new Set<string>();
      for (const input of Object.keys(inputs)) {
        const dir = packageDirOf(input);
        if (dir) dirs.add(resolve(root, dir));
      }
      bundles.set(relative(cdnRoot, resolve(root, output)).replaceAll('\\', '/'), [...dirs].sort());
    }
  for (const [file, source] of Object.entries(assets)) {
    const dir = packageDirOf(source);
    bundles.set(file, dir ? [resolve(root, dir)] : []);
  }
  return bundles;
}

const LICENSE_FILE = /^(licen[cs]e|copying)(\.(md|txt))?$/i;

export function readBundledPackage(dir: string): BundledPackage {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    license?: string;
  };
  const licenseFile = readdirSync(dir).find((file) => LICENSE_FILE.test(file));
  return {
    name: manifest.name,
    version: manifest.version,
    license: manifest.license ?? 'UNKNOWN',
    licenseText: licenseFile && readFileSync(join(dir, licenseFile), 'utf8').trim(),
  };
}

/** `THIRD_PARTY_NOTICES.md`: which file bundles which package, then each package's license in full. */
export function renderNotices(
  packageName: string,
  bundles: ReadonlyMap<string, readonly BundledPackage[]>,
): string {
  const label = (bundled: BundledPackage) => `${bundled.name} ${bundled.version}`;
  const everyPackage = new Map<string, BundledPackage>();
  for (const packages of bundles.values())
    for (const bundled of packages) everyPackage.set(label(bundled), bundled);
  const files = [...bundles.entries()]
    .filter(([, packages]) => packages.length > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  const lines = [
    `# Third-party notices: the CDN build of ${packageName}`,
    '',
    everyPackage.size === 0
      ? `No file here bundles third-party code: every one is ${packageName}'s own.`
      : `These files bundle third-party code, under the licenses below. Every other file here is ${packageName}'s own.`,
    '',
  ];
  if (files.length > 0) {
    lines.push('| File | Bundles |', '| --- | --- |');
    for (const [file, packages] of files) lines.push(`| \`${file}\` | ${packages.map(label).join(', ')} |`);
    lines.push('');
  }
  for (const bundled of [...everyPackage.values()].sort((a, b) => label(a).localeCompare(label(b)))) {
    lines.push(`## ${label(bundled)} (${bundled.license})`, '');
    lines.push(
      bundled.licenseText ??
        `${bundled.name} ships no license file; its package.json says ${bundled.license}.`,
    );
    lines.push('');
  }
  return lines.join('\n');
}

export const NOTICES_FILE = 'THIRD_PARTY_NOTICES.md';

/** Where a CDN build's metafiles are kept beside it (not published), for the license check. */
export const metafilePathOf = (outDir: string) => `${outDir.replace(/\/+$/, '')}.metafile.json`;

export interface NoticesPluginOptions {
  /** The package being built (its folder holds package.json); esbuild's working directory. */
  root: string;
  outDir: string;
  /** Builds the shared vendor modules into `outDir/vendor/` too (widget-api's CDN build does). */
  vendor: boolean;
  /** Files copied into `outDir` as they are: their path there → a module path resolved from `root`. */
  assets: Record<string, string>;
}

/**
 * Once the CDN build has succeeded: builds the vendor modules if asked, copies the assets, and writes
 * `THIRD_PARTY_NOTICES.md` into the CDN folder and the metafiles beside it.
 */
export function thirdPartyNoticesPlugin({ root, outDir, vendor, assets }: NoticesPluginOptions): Plugin {
  return {
    name: 'vitrine-third-party-notices',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0 || !result.metafile) return;
        const absoluteOutDir = isAbsolute(outDir) ? outDir : join(root, outDir);
        const metafiles = [result.metafile];
        if (vendor) metafiles.push(await buildVendorModules(root, join(absoluteOutDir, 'vendor')));
        const requireFrom = createRequire(join(root, 'package.json'));
        const copied: Record<string, string> = {};
        for (const [target, source] of Object.entries(assets)) {
          const from = requireFrom.resolve(source);
          const destination = join(absoluteOutDir, target);
          await mkdir(dirname(destination), { recursive: true });
          await writeFile(destination, readFileSync(from));
          copied[target] = from;
        }
        await writeNotices({ root, outDir, metafiles, assets: copied });
      });
    },
  };
}

/**
 * Writes `THIRD_PARTY_NOTICES.md` into the CDN folder for what each of its files bundles, and keeps the metafiles
 * beside the folder (`metafilePathOf`) for the license check.
 */
export async function writeNotices(contents: CdnContents): Promise<void> {
  const { root, outDir } = contents;
  const absoluteOutDir = isAbsolute(outDir) ? outDir : join(root, outDir);
  const known = new Map<string, BundledPackage>();
  const bundles = new Map<string, BundledPackage[]>();
  for (const [file, dirs] of bundledPackageDirs(contents))
    bundles.set(
      file,
      dirs.map((dir) => {
        let bundled = known.get(dir);
        if (!bundled) {
          bundled = readBundledPackage(dir);
          known.set(dir, bundled);
        }
        return bundled;
      }),
    );
  const ownName = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string }).name;
  await mkdir(absoluteOutDir, { recursive: true });
  await writeFile(join(absoluteOutDir, NOTICES_FILE), renderNotices(ownName, bundles));
  await writeFile(join(root, metafilePathOf(outDir)), JSON.stringify(keptContents(contents)));
}

/**
 * The contents as they are kept beside the CDN folder: paths relative to the package, never absolute. Build caches
 * (turbo's) replay `dist/` into other checkouts of the repository, where an absolute path would name the first
 * checkout's files.
 */
function keptContents({ root, outDir, metafiles, assets }: CdnContents): CdnContents {
  const fromRoot = (path: string) => relative(root, path).replaceAll('\\', '/');
  return {
    root: '.',
    outDir: isAbsolute(outDir) ? fromRoot(outDir) : outDir,
    metafiles,
    assets: Object.fromEntries(Object.entries(assets).map(([file, source]) => [file, fromRoot(source)])),
  };
}

/** Reads the contents `writeNotices` kept for the package at `root`, with absolute paths again. */
export async function readKeptContents(root: string, outDir: string): Promise<CdnContents> {
  const kept = JSON.parse(await readFile(join(root, metafilePathOf(outDir)), 'utf8')) as CdnContents;
  const packageRoot = resolve(root, kept.root);
  return {
    ...kept,
    root: packageRoot,
    assets: Object.fromEntries(
      Object.entries(kept.assets).map(([file, source]) => [file, resolve(packageRoot, source)]),
    ),
  };
}
