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
    // turbo runs every package's tests beside the builds and typechecks on 2 cores: a file's first test, which
    // pays for loading React and jsdom, can take more than vitest's default 5 s there.
    testTimeout: 20_000,
    server: { deps: { inline: [/@vitrine\//] } },
  },
});
