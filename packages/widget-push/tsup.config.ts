import { widgetBuild } from '@vitrine/widget-build';
import { defineConfig } from 'tsup';

// `protocol` is the subscription call's schema, which the demo server checks requests with.
export default defineConfig(
  widgetBuild({
    entry: { index: 'src/index.ts', protocol: 'src/protocol.ts' },
    cdn: { 'widget-push': 'src/cdn.ts' },
  }),
);
