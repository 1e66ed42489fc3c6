import { cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// The server runs on Node from `dist/`: our code is bundled, every dependency stays in node_modules.
export default defineConfig({
  entry: {
    server: 'src/server/main.ts',
    republish: 'src/cli/republish.ts',
    'page-password': 'src/cli/page-password.ts',
    export: 'src/cli/export.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  dts: false,
  async onSuccess() {
    // The migration runner reads its SQL files from beside the built code (see src/app-paths.ts).
    await cp('src/db/migrations', 'dist/db/migrations', { recursive: true });
  },
});
