import { defineWidget, lazySchema } from '@vitrine/widget-api';

/** The embedded online store. Its code, and the platform's script, load when the store element nears the viewport. */
export const storeWidget = defineWidget({
  name: 'store',
  version: '0.1.0',
  requires: '^0.1.0',
  // The schema never refuses: the store opens even with a bad setting, which falls back to its default with a
  // warning (`resolveStoreConfig`). It loads with the mount code, when the store starts: a page without one
  // downloads none of it.
  configSchema: lazySchema<typeof import('./config').storeConfig>(() =>
    import('./mount-store').then(({ storeConfig }) => storeConfig),
  ),
  load: () => import('./mount-store'),
});
