// The CDN entry: a page importing this module registers the store with core, whenever core boots. Its mount
// code is a chunk of its own, loaded on first need; the platform's script after that.
import { registerWidget } from '@vitrine/widget-api';
import { storeWidget } from './definition';

registerWidget(storeWidget);
