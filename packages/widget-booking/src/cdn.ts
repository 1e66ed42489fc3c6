// The CDN entry: a page importing this module registers the booking button, OpenTable and the health plugin.
import { registerWidget } from '@vitrine/widget-api';
import { bookingButtonWidget, healthBookingWidget, openTableWidget } from './definitions';

registerWidget(bookingButtonWidget);
registerWidget(openTableWidget);
registerWidget(healthBookingWidget);
