import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo: read to pack its packages, never referred to by the projects the tests install. */
export const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));

export interface WorkspacePackage {
  name: string;
  version: string;
  dir: string;
}

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/** Every package `packages/` publishes. */
export function publishedPackages(): WorkspacePackage[] {
  const root = join(REPOSITORY, 'packages');
  return readdirSync(root)
    .map((folder) => join(root, folder))
    .map((dir) => ({ dir, manifest: readManifest(dir) }))
    .filter(({ manifest }) => !manifest.private)
    .map(({ dir, manifest }) => ({ name: manifest.name, version: manifest.version, dir }));
}

/**
 * The version the repository pins for a tool (vite, react, …), read from the package that uses it, so the
 * projects the tests install use what the repository is tested with.
 */
export function pinnedVersion(packageDir: string, dependency: string): string {
  const manifest = readManifest(join(REPOSITORY, packageDir));
  const version = manifest.dependencies?.[dependency] ?? manifest.devDependencies?.[dependency];
  if (!version) throw new Error(`${packageDir}/package.json pins no ${dependency}`);
  return version;
}
