import { widgetBuild } from '@vitrine/widget-build';
import { defineConfig } from 'tsup';

export default defineConfig(
  widgetBuild({
    // The CDN module registers the three widgets; React, widget-api and zod/mini come from the page's import
    // map, hls.js is bundled into a chunk of its own that only the first play of an HLS stream imports.
    cdn: { 'widget-media': 'src/cdn.ts' },
  }),
);
