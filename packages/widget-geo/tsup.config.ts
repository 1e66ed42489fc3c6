import { widgetBuild } from '@vitrine/widget-build';
import { defineConfig } from 'tsup';

export default defineConfig(
  widgetBuild({
    entry: { index: 'src/index.ts', geocoder: 'src/geocoder/index.ts' },
    // The CDN module registers both map widgets; React, widget-api and zod/mini come from the page's import
    // map, Leaflet is bundled into a chunk of its own that only a map's first start imports.
    cdn: { 'widget-geo': 'src/cdn.ts' },
  }),
);
