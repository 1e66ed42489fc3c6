import { defineConfig } from 'tsup';
import { packageBuild } from '../../config/tsup.ts';

export default defineConfig(
  packageBuild({
    // `protocol` is for servers: the field rules and limits the browser applies, to enforce them again.
    entry: { index: 'src/index.ts', protocol: 'src/protocol/index.ts' },
    // The CDN module registers the widget when a page imports it; React and widget-api come from the page.
    cdn: { 'widget-form': 'src/cdn.ts' },
    cdnExternal: ['react', 'react-dom', 'react/jsx-runtime', '@vitrine/widget-api'],
  }),
);
