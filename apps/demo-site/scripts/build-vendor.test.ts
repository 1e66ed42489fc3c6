import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAP } from '../src/server/import-map';

const outdir = mkdtempSync(join(tmpdir(), 'vitrine-vendor-'));
const load = (name: string) => import(/* @vite-ignore */ pathToFileURL(join(outdir, `${name}.js`)).href);

describe('the React vendor bundle', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [join(import.meta.dirname, 'build-vendor.mjs'), '--outdir', outdir], {
      stdio: 'pipe',
    });
  }, 60_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('writes every file the import map points at, with shared code in chunks/', () => {
    for (const [specifier, url] of Object.entries(IMPORT_MAP.imports)) {
      if (!url.startsWith('/cdn/vendor/')) continue;
      expect(existsSync(join(outdir, url.slice('/cdn/vendor/'.length))), specifier).toBe(true);
    }
    expect(readdirSync(join(outdir, 'chunks')).some((file) => file.endsWith('.js'))).toBe(true);
  });

  it('exposes the named exports as ES modules', async () => {
    const [react, jsxRuntime, reactDom, client] = await Promise.all(
      ['react', 'react-jsx-runtime', 'react-dom', 'react-dom-client'].map(load),
    );
    expect(typeof react.useState).toBe('function');
    expect(typeof react.default.createElement).toBe('function');
    expect(typeof jsxRuntime.jsx).toBe('function');
    expect(typeof reactDom.createPortal).toBe('function');
    expect(typeof client.createRoot).toBe('function');
    expect(react.version).toMatch(/^19\.3\./);
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
