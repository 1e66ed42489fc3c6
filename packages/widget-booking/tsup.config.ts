import { widgetBuild } from '@vitrine/widget-build';
import { defineConfig } from 'tsup';

// One CDN module registers the three widgets; each one's mount code is a chunk of its own.
export default defineConfig(widgetBuild({ cdn: { 'widget-booking': 'src/cdn.ts' } }));
