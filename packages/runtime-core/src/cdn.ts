// The CDN build's entry: a page that loads this module gets a running core, with nothing else to call.
import type { Runtime } from './runtime';
import { createRuntime } from './runtime';

declare global {
  interface Window {
    vitrine?: Runtime;
  }
}

// The engine's chunks: the build replaces the middle line with the JSON list of their paths (`CHUNK_LIST_MARKER`
// in packages/module-graph; widget-build fails the build if it cannot), so the first sign of navigating requests
// all of them at once rather than one level of imports after another.
const ENGINE_CHUNKS = `
__VITRINE_CHUNKS__ src/navigation/engine.ts
`;

function boot(): void {
  if (window.vitrine) {
    console.error('[vitrine] runtime-core was loaded twice on this page; the second copy does nothing');
    return;
  }
  // Our jQuery bundle ships beside this module, for custom widgets only.
  window.vitrine = createRuntime({
    jqueryUrl: new URL('./vendor/jquery.js', import.meta.url).href,
    engineModules: (JSON.parse(ENGINE_CHUNKS) as string[]).map((path) => new URL(path, import.meta.url).href),
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
