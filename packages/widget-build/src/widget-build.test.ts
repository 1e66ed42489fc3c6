import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cdnModuleName, widgetBuild } from './widget-build';

let scratch: string | undefined;
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

function packageNamed(name: unknown): string {
  scratch = mkdtempSync(join(tmpdir(), 'vitrine-widget-build-'));
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name }));
  return scratch;
}

describe('the CDN module of a widget package', () => {
  it('is named after the package without its scope, the file cdnModuleUrl() points a page at', () => {
    expect(cdnModuleName(packageNamed('@acme/widget-solstice'))).toBe('widget-solstice');
    expect(cdnModuleName(packageNamed('bakery-widgets'))).toBe('bakery-widgets');
  });

  it('says so when the package has no name to go by', () => {
    expect(() => cdnModuleName(packageNamed(''))).toThrow(/has no name to call the CDN module by/);
  });

  it('keeps a name given in the build config', () => {
    const [, cdnBuild] = widgetBuild({ cdn: { countdown: 'src/cdn.ts' } });
    expect(cdnBuild?.entry).toEqual({ countdown: 'src/cdn.ts' });
  });
});
