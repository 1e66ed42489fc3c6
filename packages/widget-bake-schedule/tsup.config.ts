import { widgetBuild } from '@vitrine/widget-build';
import { defineConfig } from 'tsup';

// The CDN module registers the widget when a page imports it; React, widget-api and zod/mini come from the page.
export default defineConfig(widgetBuild({ cdn: { 'widget-bake-schedule': 'src/cdn.ts' } }));
