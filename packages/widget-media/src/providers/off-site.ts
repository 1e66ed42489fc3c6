import { THIRD_PARTY_PROVIDERS, type ThirdPartyProvider } from '@vitrine/widget-api';
import type { VideoPlayerConfig } from '../player/config';

/** A player of the site's "own" files whose files come from another host than the page's. */
export interface OffSiteVideo {
  /** Named by the host name: what the visitor can recognise, and check, in the facade's "Provided by". */
  provider: ThirdPartyProvider;
  origin: string;
}

const originOf = (src: string, base: string): string | undefined => {
  try {
    const url = new URL(src, base);
    // `data:` and `blob:` sources request nothing from anyone.
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

/** Whether loading `src` asks another host than the page's: a third party's, under the visitor's consent. */
export function isOffSite(src: string, doc: Document): boolean {
  const origin = originOf(src, doc.baseURI);
  return origin !== undefined && origin !== doc.location.origin;
}

/**
 * The stream host of a file player whose sources (an HLS stream, a file) or captions are off the page's origin,
 * or undefined where everything is the site's. hls.js itself is part of this package, served with the widget:
 * only the stream is the third party's.
 */
export function offSiteVideo(
  { sources, captions }: Pick<VideoPlayerConfig, 'sources' | 'captions'>,
  doc: Document,
): OffSiteVideo | undefined {
  for (const { src } of [...sources, ...captions]) {
    const origin = originOf(src, doc.baseURI);
    if (origin && origin !== doc.location.origin)
      return {
        provider: { name: new URL(origin).hostname, category: THIRD_PARTY_PROVIDERS.videoStream.category },
        origin,
      };
  }
  return undefined;
}

/**
 * The poster a consent facade may show: the site's own only. One from any other host (the provider's image host,
 * the stream host, an image CDN) would tell that host about the visitor before they agreed; the dark box shows.
 */
export function sitePoster(poster: string | undefined, doc: Document): string | undefined {
  return poster && !isOffSite(poster, doc) ? poster : undefined;
}
