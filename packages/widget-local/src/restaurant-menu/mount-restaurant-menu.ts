import { reactMount } from '@vitrine/widget-api/react';
import { RestaurantMenu } from './RestaurantMenu';

export const mount = reactMount(RestaurantMenu);
