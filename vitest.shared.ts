import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const SOURCE_CONDITION = '@vitrine/source';

/**
 * Tests resolve workspace packages to their TypeScript source, so no build is needed to run them: in the
 * browser-like environments (`resolve`) and in Node (`ssr`), where workspace packages are also inlined so
 * Node's own resolver, which knows nothing of the condition, never sees them.
 */
export const sharedVitestConfig = defineConfig({
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // One jsdom window per worker instead of one per file: each file's modules are still evaluated afresh, and
    // the setup file puts the window back between files (see it for what that covers). Building a window per
    // file was most of the time: runtime-core's 57 files took 108 s of CPU in forks, 8 s here.
    pool: 'vmThreads',
    setupFiles: [fileURLToPath(new URL('./vitest.dom-reset.ts', import.meta.url))],
    // A file's first test pays for its cold imports and first render. On a shared 2-core machine at load 50 that
    // took more than vitest's 5 s default (GeoLocations' first test); a test that hangs still fails, later.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    server: { deps: { inline: [/@vitrine\//] } },
  },
});
