import { reactMount } from '@vitrine/widget-api/react';
import { TwitterFeed } from './TwitterFeed';

export const mount = reactMount(TwitterFeed);
