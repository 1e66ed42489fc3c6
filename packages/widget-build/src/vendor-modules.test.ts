import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendorModules, VENDOR_MODULES } from './vendor-modules';

const packageRoot = join(import.meta.dirname, '..');
const outdir = mkdtempSync(join(tmpdir(), 'vitrine-vendor-'));
const load = (name: keyof typeof VENDOR_MODULES) =>
  import(/* @vite-ignore */ pathToFileURL(join(outdir, `${name}.js`)).href);

// Importing React's 200 KB bundle through the test runner's module loader takes seconds on a busy machine.
describe('the vendor modules', { timeout: 60_000 }, () => {
  beforeAll(() => buildVendorModules(packageRoot, outdir), 60_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('writes one file per module, with the code they share in chunks/', () => {
    for (const name of Object.keys(VENDOR_MODULES))
      expect(existsSync(join(outdir, `${name}.js`)), name).toBe(true);
    expect(readdirSync(join(outdir, 'chunks')).some((file) => file.endsWith('.js'))).toBe(true);
  });

  it("exposes React's named exports as ES modules", async () => {
    const [react, jsxRuntime, reactDom, client] = await Promise.all([
      load('react'),
      load('react-jsx-runtime'),
      load('react-dom'),
      load('react-dom-client'),
    ]);
    expect(typeof react.useState).toBe('function');
    expect(typeof react.default.createElement).toBe('function');
    expect(typeof jsxRuntime.jsx).toBe('function');
    expect(typeof reactDom.createPortal).toBe('function');
    expect(typeof client.createRoot).toBe('function');
    expect(react.version).toMatch(/^19\./);
  });

  it('gives react-dom the same React instance as react', async () => {
    const react = await load('react');
    const reactDom = await load('react-dom');
    // react-dom reads hooks through React's shared internals: with one instance, it sees what we set there.
    const internals = react.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
    const previous = internals.H;
    internals.H = { useHostTransitionStatus: () => 'one React' };
    try {
      // biome-ignore lint/correctness/useHookAtTopLevel: called outside React on purpose, with our own dispatcher
      expect(reactDom.useFormStatus()).toBe('one React');
    } finally {
      internals.H = previous;
    }
  });
});
