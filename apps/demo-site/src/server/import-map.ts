import { cdnModuleUrl, importMap } from '@vitrine/runtime-core/markup';

/** Where each package's `dist/cdn/` is served: `/cdn/<package>/` (docs/cdn.md). */
const CDN = { base: '/cdn/' };

/** The page's import map, as the published helper makes it: core, widget-api, the shared React and zod/mini. */
export const IMPORT_MAP = importMap(CDN);

/** Core's CDN build, which boots itself. */
export const RUNTIME_CORE_SCRIPT = cdnModuleUrl(CDN, '@vitrine/runtime-core');

/** The exact text of the `<script type="importmap">`: the CSP hash is computed over these bytes. */
export const IMPORT_MAP_TEXT = JSON.stringify(IMPORT_MAP);

/** Each widget package's CDN module: the page imports it when one of its elements first needs it. */
export const WIDGET_MODULES = {
  'opening-hours': cdnModuleUrl(CDN, '@vitrine/widget-opening-hours'),
  'bake-schedule': cdnModuleUrl(CDN, '@vitrine/widget-bake-schedule'),
  'example-countdown': cdnModuleUrl(CDN, '@vitrine-examples/widget-countdown'),
  'contact-form': cdnModuleUrl(CDN, '@vitrine/widget-form'),
  // One module registers both map widgets.
  'inline-map': cdnModuleUrl(CDN, '@vitrine/widget-geo'),
  'geo-locations': cdnModuleUrl(CDN, '@vitrine/widget-geo'),
  // One module registers the four gallery widgets.
  'photo-gallery': cdnModuleUrl(CDN, '@vitrine/widget-gallery'),
  'album-gallery': cdnModuleUrl(CDN, '@vitrine/widget-gallery'),
  'image-slider': cdnModuleUrl(CDN, '@vitrine/widget-gallery'),
  'gallery-background': cdnModuleUrl(CDN, '@vitrine/widget-gallery'),
  store: cdnModuleUrl(CDN, '@vitrine/widget-store'),
  coupon: cdnModuleUrl(CDN, '@vitrine/widget-promo'),
  // One module registers the share buttons and the Twitter feed.
  'share-buttons': cdnModuleUrl(CDN, '@vitrine/widget-social'),
  'twitter-feed': cdnModuleUrl(CDN, '@vitrine/widget-social'),
  'push-button': cdnModuleUrl(CDN, '@vitrine/widget-push'),
  // One module registers the reviews and the restaurant menu.
  reviews: cdnModuleUrl(CDN, '@vitrine/widget-local'),
  'restaurant-menu': cdnModuleUrl(CDN, '@vitrine/widget-local'),
  // One module registers the booking button, OpenTable and the health-booking plugin.
  'booking-button': cdnModuleUrl(CDN, '@vitrine/widget-booking'),
  'open-table': cdnModuleUrl(CDN, '@vitrine/widget-booking'),
  'health-booking': cdnModuleUrl(CDN, '@vitrine/widget-booking'),
  // One module registers the player and both backgrounds.
  'video-player': cdnModuleUrl(CDN, '@vitrine/widget-media'),
  'video-background': cdnModuleUrl(CDN, '@vitrine/widget-media'),
  'parallax-background': cdnModuleUrl(CDN, '@vitrine/widget-media'),
  // One module registers the five blog widgets (no React).
  'blog-list': cdnModuleUrl(CDN, '@vitrine/widget-blog'),
  'blog-search': cdnModuleUrl(CDN, '@vitrine/widget-blog'),
  'post-swipe': cdnModuleUrl(CDN, '@vitrine/widget-blog'),
  comments: cdnModuleUrl(CDN, '@vitrine/widget-blog'),
  'comment-count': cdnModuleUrl(CDN, '@vitrine/widget-blog'),
} as const;
