import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './commands';
import { publishedPackages, REPOSITORY } from './repository';

/**
 * Packs every published package with pnpm, as `pnpm publish` would (workspace ranges resolved, the
 * beforePacking hook applied), into `destination`. Returns each package's tarball by name.
 */
export async function packPublishedPackages(destination: string): Promise<Map<string, string>> {
  const packages = publishedPackages();
  await run(
    'pnpm',
    [
      'pack',
      '--recursive',
      '--pack-destination',
      destination,
      ...packages.flatMap(({ name }) => ['--filter', name]),
    ],
    { cwd: REPOSITORY },
  );
  const tarballs = new Map<string, string>();
  const files = readdirSync(destination);
  for (const { name, version } of packages) {
    const file = `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
    if (!files.includes(file))
      throw new Error(`pnpm pack wrote no ${file} for ${name} (wrote ${files.join(', ')})`);
    tarballs.set(name, join(destination, file));
  }
  return tarballs;
}
