import { packageBuild } from '@vitrine/widget-build';
import { defineConfig } from 'tsup';

const DOM_PRIMITIVES = [
  'focus-trap',
  'load-once',
  'queue-claim',
  'reduced-motion',
  'sticky-header',
  'viewport-visibility',
];

export default defineConfig(
  packageBuild({
    entry: {
      index: 'src/index.ts',
      constants: 'src/constants.ts',
      // Core's chrome chunks (and the chunks that load scripts, the third-party loader) import these alone:
      // through the root they would share one chunk with widget code.
      consent: 'src/consent.ts',
      // The categories' names in the notice's languages: core's settings dialog alone, not the notice's chunk.
      'consent-texts': 'src/consent-texts.ts',
      'third-party': 'src/third-party.ts',
      // Core's script runner (in the navigation engine) needs the nonce without the loader.
      'csp-nonce': 'src/csp-nonce.ts',
      styles: 'src/styles.ts',
      dom: 'src/dom/index.ts',
      // Each primitive alone too (`/dom/focus-trap`, …): core's chunks import only the one they use, which the
      // barrel would not let its CDN build tell apart (every chunk that reached it would carry them all).
      ...Object.fromEntries(DOM_PRIMITIVES.map((name) => [`dom/${name}`, `src/dom/${name}.ts`])),
      react: 'src/react/index.ts',
      testing: 'src/testing.ts',
    },
    // The adapter is its own CDN module so every widget on a page shares one copy of it, and React.
    cdn: { 'widget-api': 'src/index.ts', react: 'src/react/index.ts' },
    cdnExternal: ['react', 'react-dom', 'react/jsx-runtime'],
    // React and zod/mini as ES modules for the page's import map, in `vendor/`: one copy per page.
    vendor: true,
  }),
);
