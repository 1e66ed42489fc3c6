import { widgetBuild } from '@vitrine/widget-build';
import { defineConfig } from 'tsup';

// dist/: the npm build and its types. dist/cdn/widget-countdown.js: the module a page imports, which
// registers the widget; React, @vitrine/widget-api and zod/mini come from the page's import map.
export default defineConfig(widgetBuild({ cdn: { 'widget-countdown': 'src/cdn.ts' } }));
