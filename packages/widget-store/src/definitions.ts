import type { StandardSchemaV1 } from '@vitrine/widget-api';
import { defineWidget } from '@vitrine/widget-api';

/**
 * Hands the raw config to the mount untouched. The store must open even with a bad setting (each one falls
 * back to its default with a warning, `resolveStoreConfig`), where a refusing schema would leave no store.
 */
const passThrough: StandardSchemaV1<unknown, unknown> = {
  '~standard': { version: 1, vendor: 'vitrine', validate: (value) => ({ value }) },
};

/** The embedded online store. Its code, and the platform's script, load when the store element nears the viewport. */
export const storeWidget = defineWidget({
  name: 'store',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: passThrough,
  load: () => import('./mount-store'),
});
