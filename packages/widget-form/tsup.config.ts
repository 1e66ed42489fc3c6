import { widgetBuild } from '@vitrine/widget-build';
import { defineConfig } from 'tsup';

export default defineConfig(
  widgetBuild({
    // `protocol` is for servers: the field rules and limits the browser applies, to enforce them again.
    entry: { index: 'src/index.ts', protocol: 'src/protocol/index.ts' },
    // The CDN module registers the widget when a page imports it; React, widget-api and zod/mini come from
    // the page.
    cdn: { 'widget-form': 'src/cdn.ts' },
  }),
);
