// The CDN entry: a page importing this module registers both map widgets with core, whenever core boots.
// Their mount code, React components and Leaflet are separate chunks, loaded on first use.
import { registerWidget } from '@vitrine/widget-api';
import { geoLocationsWidget, inlineMapWidget } from './definitions';

registerWidget(inlineMapWidget);
registerWidget(geoLocationsWidget);
