import { widgetBuild } from '@vitrine/widget-build';
import { defineConfig } from 'tsup';

// The CDN module registers the store and its cart link; their mount code is plain DOM (no React: the
// platform draws the store itself), split into a chunk loaded on first need.
export default defineConfig(widgetBuild({ cdn: { 'widget-store': 'src/cdn.ts' } }));
