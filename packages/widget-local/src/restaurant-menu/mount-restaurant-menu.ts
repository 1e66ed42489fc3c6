import { reactMount } from '@vitrine/widget-api/react';
import { RestaurantMenu } from './RestaurantMenu';

export const mount = reactMount(RestaurantMenu);

// The schema travels in this chunk: the host asks for it and for the mount at once, and gets both in one file.
export { restaurantMenuConfig } from './config';
