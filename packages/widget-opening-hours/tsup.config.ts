import { defineConfig } from 'tsup';
import { packageBuild } from '../../config/tsup.ts';

export default defineConfig(
  packageBuild({
    entry: { index: 'src/index.ts' },
    // The CDN module registers the widget when a page imports it; React and widget-api come from the page.
    cdn: { 'widget-opening-hours': 'src/cdn.ts' },
    cdnExternal: ['react', 'react-dom', 'react/jsx-runtime', '@vitrine/widget-api'],
  }),
);
