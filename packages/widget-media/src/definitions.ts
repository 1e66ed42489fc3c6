import { defineWidget, lazySchema } from '@vitrine/widget-api';

// Each mount module is named after its widget, and so is its chunk (`mount-video-player-…`): a page downloads
// one widget's mount code without the others', and bench/widget-sizes.mjs tells them apart by that name.
// Each schema comes with its mount (which re-exports it): a bundled page that registers the definitions gets
// zod only when a widget starts.

/** A video player: the site's own files, or YouTube, Vimeo, Dailymotion behind a facade until play. */
export const videoPlayerWidget = defineWidget({
  name: 'video-player',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./player/config').videoPlayerConfig>(() =>
    import('./player/mount-video-player').then(({ videoPlayerConfig }) => videoPlayerConfig),
  ),
  load: () => import('./player/mount-video-player'),
});

/** A video background, on the builder's own attribute, `data-video-bg` (its config, `background/config.ts`). */
export const videoBackgroundWidget = defineWidget({
  name: 'video-background',
  version: '0.1.0',
  requires: '^0.1.0',
  selector: '[data-video-bg]',
  configSchema: lazySchema<typeof import('./background/config').videoBackgroundConfig>(() =>
    import('./background/mount-video-background').then(({ videoBackgroundConfig }) => videoBackgroundConfig),
  ),
  load: () => import('./background/mount-video-background'),
});

/** A background picture that moves slower than the page. */
export const parallaxBackgroundWidget = defineWidget({
  name: 'parallax-background',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./parallax/config').parallaxBackgroundConfig>(() =>
    import('./parallax/mount-parallax-background').then(
      ({ parallaxBackgroundConfig }) => parallaxBackgroundConfig,
    ),
  ),
  load: () => import('./parallax/mount-parallax-background'),
});
