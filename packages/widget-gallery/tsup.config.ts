import { widgetBuild } from '@vitrine/widget-build';
import { defineConfig } from 'tsup';

export default defineConfig(
  widgetBuild({
    // `protocol` is for servers answering the album call; `markup` for servers rendering the widgets.
    entry: { index: 'src/index.ts', protocol: 'src/protocol/index.ts', markup: 'src/markup/index.ts' },
    // The CDN module registers the four widgets; React, widget-api and zod/mini come from the page's import
    // map, PhotoSwipe and Swiper are bundled into chunks of their own that only a lightbox or a slider imports.
    cdn: { 'widget-gallery': 'src/cdn.ts' },
  }),
);
