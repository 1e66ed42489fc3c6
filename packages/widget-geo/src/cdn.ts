// The CDN entry: a page importing this module registers both map widgets with core, whenever core boots, and
// the geo service the public API's drawMap and geocoding calls use. Their mount code, React components, the
// service's code, the geocoder and Leaflet are separate chunks, loaded on first use.
import { registerService, registerWidget } from '@vitrine/widget-api';
import { geoLocationsWidget, geoServiceDefinition, inlineMapWidget } from './definitions';

registerWidget(inlineMapWidget);
registerWidget(geoLocationsWidget);
registerService(geoServiceDefinition);
