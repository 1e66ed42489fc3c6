import { defineWidget, lazySchema } from '@vitrine/widget-api';

// Each mount module is named after its widget, and so is its chunk: a page with share buttons downloads no
// Twitter feed code, and bench/widget-sizes.mjs tells the two apart by that name.

/** Share buttons (spec widgets §3 Share widget): the networks' share pages in a 600 by 560 window. */
export const shareButtonsWidget = defineWidget({
  name: 'share-buttons',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./share/config').shareButtonsConfig>(() =>
    import('./share/mount-share-buttons').then(({ shareButtonsConfig }) => shareButtonsConfig),
  ),
  load: () => import('./share/mount-share-buttons'),
});

/** The Twitter (X) feed (spec widgets §3 Twitter feed) through the platform's widgets script. */
export const twitterFeedWidget = defineWidget({
  name: 'twitter-feed',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./twitter/config').twitterFeedConfig>(() =>
    import('./twitter/mount-twitter-feed').then(({ twitterFeedConfig }) => twitterFeedConfig),
  ),
  load: () => import('./twitter/mount-twitter-feed'),
});
