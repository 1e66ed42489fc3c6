import { widgetBuild } from '@vitrine/widget-build';
import { defineConfig } from 'tsup';

// One CDN module registers the five blog widgets and holds their mount code (why: src/blog-widgets.ts): the
// definitions' lazy import of it is taken into the module ('one-file'). The npm build keeps it a chunk of its own,
// out of a bundled site's entry. `protocol` is for servers answering the `wpl` calls.
export default defineConfig(
  widgetBuild({
    entry: { index: 'src/index.ts', protocol: 'src/protocol.ts' },
    cdn: { 'widget-blog': 'src/cdn.ts' },
    mergeChunks: 'one-file',
  }),
);
