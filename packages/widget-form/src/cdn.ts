// The CDN entry: a page importing this module registers the widget with core, whenever core boots.
import { registerWidget } from '@vitrine/widget-api';
import { contactFormWidget } from './definition';

registerWidget(contactFormWidget);
