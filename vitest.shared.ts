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
    // A ceiling, not a measurement: every test waits for a definite event, and on a busy 2-core machine the first
    // dynamic import of a library (Leaflet in jsdom) alone was seen to take more than vitest's default 5 s.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    server: { deps: { inline: [/@vitrine\//] } },
  },
});
