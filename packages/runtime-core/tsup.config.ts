import { packageBuild } from '@vitrine/widget-build';
import { defineConfig } from 'tsup';

export default defineConfig(
  packageBuild({
    entry: {
      index: 'src/index.ts',
      protocol: 'src/protocol/index.ts',
      markup: 'src/markup/index.ts',
      services: 'src/services/index.ts',
      chrome: 'src/chrome/index.ts',
    },
    cdn: { 'runtime-core': 'src/cdn.ts' },
    // jQuery for custom widgets written for the established builder, downloaded only by pages that have them.
    cdnAssets: { 'vendor/jquery.js': 'jquery/dist/jquery.min.js' },
    // The page's one zod/mini, which core's own schemas use too: the import map gives it to every widget.
    sharedZodMiniModule: true,
    // Boot code in one file: the pieces it shares with the engine and the features are not split out of it.
    mergeChunks: true,
    // The module-graph format the markup helpers read, declared with its writer (packages/module-graph).
    inline: ['@vitrine/module-graph'],
  }),
);
