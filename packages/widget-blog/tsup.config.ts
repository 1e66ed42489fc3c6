import { widgetBuild } from '@vitrine/widget-build';
import { defineConfig } from 'tsup';

// One CDN module registers the five blog widgets; each one's mount code is a chunk of its own, loaded on first
// need. `protocol` is for servers answering the `wpl` calls. The code the entry shares with the mount chunks (the
// widgets' configs, the wpl schemas) stays in the entry: split out, it was four small files on every blog page,
// each gzipped on its own.
export default defineConfig(
  widgetBuild({
    entry: { index: 'src/index.ts', protocol: 'src/protocol.ts' },
    cdn: { 'widget-blog': 'src/cdn.ts' },
    mergeChunks: true,
  }),
);
