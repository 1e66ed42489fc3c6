// Checks the built Storybook (`pnpm build` first; `turbo run test` does): every story and docs page an
// author expects is in dist/index.json, so a story that was removed, renamed or failed to index fails here.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
}

const EXPECTED_STORIES = [
  'widgets-blog--post-list',
  'widgets-blog--load-more-fails',
  'widgets-blog--search-results',
  'widgets-blog--comments-offline',
  'widgets-coupon--valid',
  'widgets-coupon--expired',
  'widgets-share-buttons--in-preview',
  'widgets-twitter-feed--profile',
  'widgets-push-button--blocked',
  'widgets-push-button--unsupported-greyed-out',
  'widgets-reviews--cafe-reviews',
  'widgets-restaurant-menu--on-a-phone',
  'widgets-booking--booking-button-story',
  'widgets-booking--health-booking-story',
  'widgets-opening-hours--open-now',
  'widgets-opening-hours--lunch-break',
  'widgets-opening-hours--closed-until-tuesday',
  'widgets-opening-hours--custom-labels-and-time-zone',
  'widgets-opening-hours--invalid-config',
  'widgets-bake-schedule--todays-bakes',
  'widgets-bake-schedule--nothing-today',
  'widgets-bake-schedule--invalid-config',
  'widgets-countdown--running',
  'widgets-countdown--final-seconds',
  'widgets-countdown--done',
  'widgets-countdown--invalid-config',
  'widgets-contact-form--idle',
  'widgets-contact-form--invalid',
  'widgets-contact-form--submitting',
  'widgets-contact-form--uploading',
  'widgets-contact-form--success-message',
  'widgets-contact-form--server-error',
  'widgets-contact-form--captcha-error',
  'widgets-contact-form--other-sources',
  'widgets-contact-form--picked-from-other-sources',
  'widgets-contact-form--oversize-from-other-sources',
  'widgets-contact-form--other-sources-unreachable',
  'widgets-contact-form--invalid-config',
  'widgets-contact-form--date-picker',
  'widgets-contact-form--date-picker-spanish',
  'widgets-inline-map--from-coordinates',
  'widgets-inline-map--from-address',
  'widgets-inline-map--no-address-results',
  'widgets-inline-map--neither-address-nor-coordinates',
  'widgets-inline-map--geocoder-fails',
  'widgets-inline-map--invalid-config',
  'widgets-store-locations--list',
  'widgets-store-locations--map-view',
  'widgets-store-locations--single-location',
  'widgets-store-locations--in-the-editor',
  'widgets-store-locations--empty',
  'widgets-store-locations--some-locations-skipped',
  'widgets-store-locations--garbage-locations',
  'widgets-store-locations--invalid-config',
  'widgets-video-player--you-tube-facade',
  'widgets-video-player--you-tube-own-still',
  'widgets-video-player--vimeo-facade',
  'widgets-video-player--dailymotion-facade',
  'widgets-video-player--own-files',
  'widgets-video-player--hls-stream',
  'widgets-video-player--unavailable',
  'widgets-video-player--invalid-config',
  'widgets-video-background--own-file',
  'widgets-video-background--mobile-skipped',
  'widgets-video-background--you-tube-until-playing',
  'widgets-video-background--you-tube-on-tablet',
  'widgets-video-background--vimeo',
  'widgets-video-background--invalid-config',
  'widgets-parallax-background--half-speed',
  'widgets-parallax-background--full-speed',
  'widgets-parallax-background--invalid-config',
  'widgets-store--live',
  'widgets-store--loading',
  'widgets-store--no-store-id',
  'widgets-store--invalid-config',
  'widgets-store--in-the-editor',
  'widgets-store--static-browser',
  'widgets-store--static-category',
  'widgets-store--static-product',
  'widgets-store--static-search-without-results',
  'widgets-photo-gallery--square',
  'widgets-photo-gallery--pinterest',
  'widgets-photo-gallery--panoramic',
  'widgets-photo-gallery--asymetric',
  'widgets-photo-gallery--asymetric-2',
  'widgets-photo-gallery--asymetric-3',
  'widgets-photo-gallery--vertical',
  'widgets-photo-gallery--view-all',
  'widgets-photo-gallery--all-shown',
  'widgets-photo-gallery--text-overlay',
  'widgets-photo-gallery--text-on-hover',
  'widgets-photo-gallery--zoom-animation',
  'widgets-photo-gallery--link-gallery',
  'widgets-photo-gallery--lightbox-open',
  'widgets-photo-gallery--in-the-editor',
  'widgets-photo-gallery--missing-copies',
  'widgets-photo-gallery--empty',
  'widgets-photo-gallery--invalid-config',
  'widgets-album-gallery--albums',
  'widgets-album-gallery--inside-an-album',
  'widgets-album-gallery--album-fails',
  'widgets-album-gallery--malformed-answer',
  'widgets-album-gallery--invalid-config',
  'widgets-image-slider--rotating',
  'widgets-image-slider--missing-slide',
  'widgets-image-slider--one-slide',
  'widgets-image-slider--invalid-config',
  'widgets-gallery-background--fade',
  'widgets-gallery-background--slide-left',
  'widgets-gallery-background--slide-right',
  'widgets-gallery-background--slide-top',
  'widgets-gallery-background--slide-bottom',
  'widgets-gallery-background--invalid-config',
  'chrome-drawer--closed',
  'chrome-drawer--open-from-the-side',
  'chrome-drawer--open-from-the-other-side',
  'chrome-drawer--open-from-the-top',
  'chrome-drawer--pushing-the-page',
  'chrome-drawer--sidebar',
  'chrome-drawer--sidebar-on-the-right',
  'chrome-drawer--page-without-sidebar',
  'chrome-drawer--unknown-origin',
  'chrome-navigation-more-less--collapsed',
  'chrome-navigation-more-less--expanded',
  'chrome-navigation-more-less--sub-navigation',
  'chrome-navigation-more-less--current-page-past-the-fifth',
  'chrome-navigation-more-less--unlimited',
  'chrome-navigation-more-less--garbage-count',
  'chrome-navigation-more-less--in-french',
  'chrome-language-switcher--closed',
  'chrome-language-switcher--open',
  'chrome-back-to-top--at-the-top',
  'chrome-back-to-top--scrolled',
  'chrome-cookie-notice--first-visit',
  'chrome-cookie-notice--in-french',
  'chrome-cookie-notice--unknown-language',
  'chrome-cookie-notice--already-seen',
  'chrome-cookie-notice--in-preview',
  'chrome-click-to--links',
  'chrome-click-to--number-revealed',
  'chrome-click-to--in-the-editor',
  'chrome-powered-by--shown',
  'chrome-powered-by--reseller-site',
  'chrome-powered-by--white-label-site',
];

const EXPECTED_DOCS = ['guides-writing-a-widget--docs'];

function readIndex(): Record<string, IndexEntry> {
  const path = `${dist}index.json`;
  if (!existsSync(path))
    throw new Error(`${path} is missing: build Storybook first (pnpm --filter @vitrine/storybook build)`);
  return (JSON.parse(readFileSync(path, 'utf8')) as { entries: Record<string, IndexEntry> }).entries;
}

describe('the built Storybook', () => {
  const entries = readIndex();

  it.each(EXPECTED_STORIES)('has the story %s', (id) => {
    expect(entries[id], `story ${id} is not in dist/index.json`).toBeDefined();
    expect(entries[id]?.type).toBe('story');
  });

  it.each(EXPECTED_DOCS)('has the docs page %s', (id) => {
    expect(entries[id], `docs page ${id} is not in dist/index.json`).toBeDefined();
    expect(entries[id]?.type).toBe('docs');
  });

  it('has an invalid-config story for every widget', () => {
    // The site chrome is markup, not a config: its stories show garbage attributes instead.
    const widgets = new Set(
      Object.values(entries).flatMap((entry) =>
        entry.type === 'story' && entry.title.startsWith('Widgets/') ? [entry.title] : [],
      ),
    );
    for (const title of widgets)
      expect(entries[`${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}--invalid-config`]).toBeDefined();
  });

  it('is a complete static site', () => {
    for (const file of ['index.html', 'iframe.html']) expect(existsSync(`${dist}${file}`), file).toBe(true);
  });
});
