import { isSiteUrl, THIRD_PARTY_PROVIDERS, type ThirdPartyProvider } from '@vitrine/widget-api';
import type { VideoPlayerConfig } from '../player/config';

/**
 * The stream host of a file player whose sources (an HLS stream, a file) or captions are off the site, as the
 * provider its consent facade names (by host name: what the visitor can recognise, and check, in "Provided by"),
 * or undefined where everything is the site's. hls.js itself is part of this package, served with the widget:
 * only the stream is the third party's.
 */
export function streamHost(
  { sources, captions }: Pick<VideoPlayerConfig, 'sources' | 'captions'>,
  doc: Document,
): ThirdPartyProvider | undefined {
  for (const { src } of [...sources, ...captions]) {
    if (isSiteUrl(src, doc)) continue;
    try {
      const { hostname } = new URL(src, doc.baseURI);
      return { name: hostname, category: THIRD_PARTY_PROVIDERS.videoStream.category };
    } catch {
      // Not a URL: nothing is asked of anyone for it.
    }
  }
  return undefined;
}

/**
 * The poster a consent facade may show: the site's own only. One from any other host (the provider's image host,
 * the stream host, an image CDN) would tell that host about the visitor before they agreed; the dark box shows.
 */
export function sitePoster(poster: string | undefined, doc: Document): string | undefined {
  return poster && isSiteUrl(poster, doc) ? poster : undefined;
}
