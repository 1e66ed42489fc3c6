import { defineConfig } from 'tsup';
import { packageBuild } from './src/package-build.ts';

// The preset builds itself: a Node module for tsup configs, with its types, and the module-graph format in it.
export default defineConfig(
  packageBuild({ entry: { index: 'src/index.ts' }, platform: 'node', inline: ['@vitrine/module-graph'] }),
);
