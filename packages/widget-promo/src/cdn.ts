// The CDN entry: a page importing this module registers the coupon with core, whenever core boots.
import { registerWidget } from '@vitrine/widget-api';
import { couponWidget } from './definition';

registerWidget(couponWidget);
