import { defineConfig } from 'tsup';
import { packageBuild } from '../../config/tsup.ts';

export default defineConfig(
  packageBuild({
    entry: { index: 'src/index.ts', geocoder: 'src/geocoder/index.ts' },
  }),
);
