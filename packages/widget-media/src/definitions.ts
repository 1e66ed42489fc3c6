import { defineWidget } from '@vitrine/widget-api';
import { videoBackgroundConfig } from './background/config';
import { parallaxBackgroundConfig } from './parallax/config';
import { videoPlayerConfig } from './player/config';

// Each mount module is named after its widget, and so is its chunk (`mount-video-player-…`): a page downloads
// one widget's mount code without the others', and bench/widget-sizes.mjs tells them apart by that name.

/** A video player: the site's own files, or YouTube, Vimeo, Dailymotion behind a facade until play. */
export const videoPlayerWidget = defineWidget({
  name: 'video-player',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: videoPlayerConfig,
  load: () => import('./player/mount-video-player'),
});

/** A video background, on the builder's own attribute, `data-video-bg` (its config, `background/config.ts`). */
export const videoBackgroundWidget = defineWidget({
  name: 'video-background',
  version: '0.1.0',
  requires: '^0.1.0',
  selector: '[data-video-bg]',
  configSchema: videoBackgroundConfig,
  load: () => import('./background/mount-video-background'),
});

/** A background picture that moves slower than the page. */
export const parallaxBackgroundWidget = defineWidget({
  name: 'parallax-background',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: parallaxBackgroundConfig,
  load: () => import('./parallax/mount-parallax-background'),
});
