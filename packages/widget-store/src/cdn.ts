// The CDN entry: a page importing this module registers the store and its cart link with core, whenever core
// boots. Their mount code is a chunk of its own, loaded on first need; the platform's script after that.
import { registerWidget } from '@vitrine/widget-api';
import { storeCartLinkWidget, storeWidget } from './definitions';

registerWidget(storeWidget);
registerWidget(storeCartLinkWidget);
