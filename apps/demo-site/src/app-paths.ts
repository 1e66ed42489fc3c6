import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Source (`src/`) and build (`dist/`) both sit one level below the app folder, so these resolve the same
// whether this module runs as TypeScript under vitest or bundled into `dist/server.js`.

/** `apps/demo-site/`. */
export const APP_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Static files served as they are: `/assets/*` and `/files/*`. */
export const PUBLIC_DIR = join(APP_ROOT, 'public');
/** Runtime app chunks (`scripts/build-runtime-apps.mjs`), served at `/editor/apps/modules/runtime/*`. */
export const RUNTIME_APPS_DIR = join(APP_ROOT, 'dist', 'public', 'editor', 'apps', 'modules', 'runtime');
/** `src/db/migrations/` from source; the build copies them to `dist/db/migrations/`. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./db/migrations/', import.meta.url));
export const DEFAULT_DB_PATH = join(APP_ROOT, 'data', 'vitrine.db');
