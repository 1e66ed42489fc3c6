import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedPackages, readManifest } from './repository';

/** The entry points a user imports from TypeScript: every `exports` key but the CDN modules and data files. */
function typedEntryPoints(): string[] {
  return publishedPackages().flatMap(({ name, dir }) => {
    const exportsMap = (readManifest(dir) as { exports?: Record<string, unknown> }).exports ?? {};
    return Object.keys(exportsMap)
      .filter((key) => !key.startsWith('./cdn/') && !/\.(json|css)$/.test(key))
      .map((key) => (key === '.' ? name : `${name}/${key.slice(2)}`));
  });
}

/** The widget starter's build preset: the starter installs and typechecks it, the site template does not. */
const STARTER_ONLY = '@vitrine/widget-build';

describe('the consumer typecheck', () => {
  // The site fixture's typecheck reads only the declarations surfaces.ts imports: a package or subpath missing
  // there ships declarations nobody checks with skipLibCheck off.
  it('imports every entry point a published package exports', () => {
    const surfaces = readFileSync(
      join(import.meta.dirname, '..', 'fixtures', 'site', 'src', 'surfaces.ts'),
      'utf8',
    );
    const imported = [...surfaces.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    // A pattern (`./dom/*`) is covered by any import under it.
    const covered = (entry: string) =>
      entry.endsWith('/*')
        ? imported.some((path) => path?.startsWith(entry.slice(0, -1)))
        : imported.includes(entry);
    const missing = typedEntryPoints().filter((entry) => entry !== STARTER_ONLY && !covered(entry));
    expect(missing).toEqual([]);
  });
});
