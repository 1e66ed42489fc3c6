import { reactMount } from '@vitrine/widget-api/react';
import { TwitterFeed } from './TwitterFeed';

export const mount = reactMount(TwitterFeed);

// The schema travels in this chunk: the host asks for it and for the mount at once, and gets both in one file.
export { twitterFeedConfig } from './config';
