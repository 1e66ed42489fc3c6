import { widgetBuild } from '@vitrine/widget-build';
import { defineConfig } from 'tsup';

// The CDN module registers the coupon; its mount code, and the screenshot library behind it, load on first need.
export default defineConfig(widgetBuild({ cdn: { 'widget-promo': 'src/cdn.ts' } }));
