import { widgetBuild } from '@vitrine/widget-build';
import { defineConfig } from 'tsup';

// One CDN module registers both widgets; each one's mount code is a chunk of its own, loaded on first need.
export default defineConfig(widgetBuild({ cdn: { 'widget-local': 'src/cdn.ts' } }));
