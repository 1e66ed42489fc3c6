import { widgetBuild } from '@vitrine/widget-build';
import { defineConfig } from 'tsup';

// One CDN module registers the five blog widgets and holds their mount code (why: src/definitions.ts).
// `protocol` is for servers answering the `wpl` calls.
export default defineConfig(
  widgetBuild({
    entry: { index: 'src/index.ts', protocol: 'src/protocol.ts' },
    cdn: { 'widget-blog': 'src/cdn.ts' },
  }),
);
