// The CDN build's entry: a page that loads this module gets a running core, with nothing else to call.
import type { Runtime } from './runtime';
import { createRuntime } from './runtime';

declare global {
  interface Window {
    vitrine?: Runtime;
  }
}

function boot(): void {
  if (window.vitrine) {
    console.error('[vitrine] runtime-core was loaded twice on this page; the second copy does nothing');
    return;
  }
  // Our jQuery bundle ships beside this module, for custom widgets only.
  window.vitrine = createRuntime({ jqueryUrl: new URL('./vendor/jquery.js', import.meta.url).href });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
