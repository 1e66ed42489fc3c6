// The CDN entry: a page importing this module registers the push button with core, whenever core boots.
import { registerWidget } from '@vitrine/widget-api';
import { pushButtonWidget } from './definition';

registerWidget(pushButtonWidget);
