import { build } from 'esbuild';
import { describe, expect, it, vi } from 'vitest';
import { sharedZodMiniPlugin } from './shared-zod-mini';

const packageRoot = new URL('..', import.meta.url).pathname;

function bundle(source: string) {
  return build({
    stdin: { contents: source, resolveDir: packageRoot, loader: 'ts' },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [sharedZodMiniPlugin()],
  });
}

describe('sharedZodMiniPlugin', () => {
  it('leaves zod/mini to the import map', async () => {
    const result = await bundle(
      "import * as z from 'zod/mini'; export const config = z.looseObject({ label: z._default(z.string(), 'x') });",
    );
    const code = result.outputFiles[0]?.text ?? '';
    // Read from the page's module: the names the code uses and no other, so no unused import is left for the
    // tree-shaking pass after esbuild to warn about on every build.
    expect(code).toMatch(/import \* as \w+ from "zod\/mini";/);
    expect(code).toMatch(/\.looseObject\b/);
    expect(code).not.toMatch(/\.(?:strictObject|discriminatedUnion|safeParseAsync)\b/);
    // Nothing of zod itself is in the output.
    expect(code).not.toContain('$ZodType');
  });

  it('fails the build, naming the export, when the code uses a name the shared module lacks', async () => {
    const hint = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(bundle("import * as z from 'zod/mini'; export const email = z.email();")).rejects.toThrow(
      /Import "email" will always be undefined/,
    );
    expect(hint).toHaveBeenCalledWith(expect.stringContaining('sharedZodMini: false'));
  });
});
