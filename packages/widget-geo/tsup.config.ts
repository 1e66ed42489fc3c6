import { defineConfig } from 'tsup';
import { packageBuild } from '../../config/tsup.ts';

export default defineConfig(
  packageBuild({
    entry: { index: 'src/index.ts', geocoder: 'src/geocoder/index.ts' },
    // The CDN module registers both map widgets; React and widget-api come from the page's import map,
    // Leaflet is bundled into a chunk of its own that only a map's first start imports.
    cdn: { 'widget-geo': 'src/cdn.ts' },
    cdnExternal: ['react', 'react-dom', 'react/jsx-runtime', '@vitrine/widget-api'],
  }),
);
