import { createHash, randomBytes } from 'node:crypto';

/** The CSP source expression that allows exactly one inline script with this text. */
export function scriptHashSource(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

/**
 * Filestack, the contact form's file picker (widgets spec §7 "a file picker"), loaded on the first click on a
 * file field's other-sources button: its library and picker module and their styles and icons come from its
 * static host, its picker talks to its API hosts (uploads, the cloud drives it lists) and shows thumbnails from
 * its CDN, where picked files live.
 */
const FILE_PICKER_STATIC = 'https://static.filestackapi.com';
const FILE_PICKER_API = 'https://*.filestackapi.com';
const FILE_PICKER_CDN = 'https://cdn.filestackcontent.com';

/**
 * The video hosts the media widgets embed (widgets spec §7): each provider's player page in an iframe, only
 * once a visitor presses play (or a background starts), the player's reachability check beside it, and the
 * stills YouTube and Dailymotion serve for a facade without a poster of its own.
 */
const VIDEO_PLAYERS = 'https://www.youtube-nocookie.com https://player.vimeo.com https://geo.dailymotion.com';
const VIDEO_STILLS = 'https://i.ytimg.com https://www.dailymotion.com';

/**
 * The public CDN that owners' custom widgets load libraries from by `<script src>` in their HTML (the market
 * page's countdown loads Day.js from it).
 */
const SCRIPT_CDN = 'https://cdn.jsdelivr.net';

/**
 * The hosted store platform (widgets spec §7 "an online-store script"): its script, and the styles, images,
 * API calls and checkout frames the storefront it draws uses, from its own hosts.
 */
const STORE_PLATFORM = 'https://app.ecwid.com https://*.ecwid.com';

/**
 * The Twitter feed's widgets script (widgets spec §7), loaded when the feed is first in view, and the timeline
 * frame it draws.
 */
const TWITTER_PLATFORM = 'https://platform.twitter.com';
const TWITTER_SYNDICATION = 'https://syndication.twitter.com';

/** The booking widgets' scheduler: its script and stylesheet, loaded on the first click, and its frame. */
const SCHEDULER_ASSETS = 'https://assets.calendly.com';
const SCHEDULER_FRAME = 'https://calendly.com';

/**
 * The post comments' two providers (widgets spec §7): the comment service's embed and count scripts from the
 * site's own host (`{shortName}.disqus.com`), with what its embed loads and frames; the social network's SDK,
 * its comments plugin frame, and its graph query for the comment count.
 */
const COMMENT_SERVICE = 'https://*.disqus.com https://c.disquscdn.com';
const COMMENT_SERVICE_FRAME = 'https://disqus.com';
const SOCIAL_SDK = 'https://connect.facebook.net';
const SOCIAL_FRAME = 'https://www.facebook.com';
const SOCIAL_GRAPH = 'https://graph.facebook.com';

/**
 * Where browsers send the policy's violation reports (`csp-report-routes.ts`), by `report-uri`: every browser
 * sends them, each at once. Not `report-to`: a browser that has it ignores `report-uri`, batches its reports
 * for up to a minute, and Chromium sends none from a private (or automated) profile, so the path could not be
 * proven here; the endpoint reads the Reporting API's format too, for a server that adds it.
 */
export const CSP_REPORTS_PATH = '/_dm/csp-reports';

/** A fresh nonce for one response: 128 random bits, base64 (CSP Level 3's `nonce-source`). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy of every HTML page: no `unsafe-inline`, no `unsafe-eval`. Inline scripts run only with this
 * response's nonce (the pages' own scripts, and those core inserts after an in-page navigation, which read it
 * from the `csp-nonce` meta tag); the import map is also allowed by its hash. The site parameters are JSON
 * data, which the browser never executes, so they need no exception.
 */
export function contentSecurityPolicy(
  importMapText: string,
  nonce: string | undefined,
  {
    apiOrigin,
    inlineScripts = [],
  }: {
    /**
     * A static export's API origin (docs/cdn.md): its calls, its map tiles and the policy's reports go there.
     */
    apiOrigin?: string;
    /** Inline scripts allowed by hash: a static file cannot carry a fresh nonce, so it lists what it runs. */
    inlineScripts?: readonly string[];
  } = {},
): string {
  const scripts = [
    ...(nonce ? [`'nonce-${nonce}'`] : []),
    ...new Set([importMapText, ...inlineScripts].map(scriptHashSource)),
  ].join(' ');
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts} ${SCRIPT_CDN} ${FILE_PICKER_STATIC} ${STORE_PLATFORM} ${TWITTER_PLATFORM} ${SCHEDULER_ASSETS} ${COMMENT_SERVICE} ${SOCIAL_SDK}`,
    // Core sets inline styles (progress bar, fade-in) and applies each page's css fields as <style>.
    `style-src 'self' 'unsafe-inline' ${FILE_PICKER_STATIC} ${STORE_PLATFORM} ${SCHEDULER_ASSETS} ${COMMENT_SERVICE}`,
    `img-src 'self'${api} data: ${FILE_PICKER_STATIC} ${FILE_PICKER_CDN} ${STORE_PLATFORM} ${VIDEO_STILLS} ${COMMENT_SERVICE}`,
    // hls.js feeds the video element a MediaSource, which it names by a blob: URL.
    "media-src 'self' blob:",
    `connect-src 'self'${api} ${FILE_PICKER_API} ${STORE_PLATFORM} ${VIDEO_PLAYERS} ${COMMENT_SERVICE} ${SOCIAL_GRAPH}`,
    `frame-src 'self' ${FILE_PICKER_API} ${STORE_PLATFORM} ${TWITTER_PLATFORM} ${TWITTER_SYNDICATION} ${SCHEDULER_FRAME} ${VIDEO_PLAYERS} ${COMMENT_SERVICE_FRAME} ${SOCIAL_FRAME}`,
    "object-src 'none'",
    "base-uri 'self'",
    // Only the site's own pages may frame it (its popups do): no other site can overlay and click through it.
    "frame-ancestors 'self'",
    `report-uri ${apiOrigin ?? ''}${CSP_REPORTS_PATH}`,
  ].join('; ');
}
