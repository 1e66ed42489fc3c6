// The CDN entry: a page importing this module registers the reviews and the restaurant menu with core.
import { registerWidget } from '@vitrine/widget-api';
import { restaurantMenuWidget, reviewsWidget } from './definitions';

registerWidget(reviewsWidget);
registerWidget(restaurantMenuWidget);
