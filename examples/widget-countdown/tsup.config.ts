import { widgetBuild } from '@vitrine/widget-build';
import { defineConfig } from 'tsup';

// dist/: the npm build and its types. dist/cdn/<the package's name without its scope>.js: the module a page
// imports (src/cdn.ts), which registers the widget; React, @vitrine/widget-api and zod/mini come from the page's
// import map. Renaming the package in package.json renames the module with it.
export default defineConfig(widgetBuild());
