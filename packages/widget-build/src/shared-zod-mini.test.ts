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
    // The shared names, imported from the page's module (tsup's tree shaking then keeps the used ones).
    expect(code).toMatch(/import \{[^}]*\blooseObject\b[^}]*\} from "zod\/mini";/);
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
