import type { EmbedProvider } from './providers';

export interface EmbedOptions {
  /** A background: muted, looping unless `loop` is false, no controls, no keyboard. */
  background?: boolean;
  loop?: boolean;
  /** The embedding page's origin: YouTube answers its postMessage API only to it. */
  origin?: string;
}

/**
 * The provider's own player page for a video, started at once: the facade loads it only when the visitor
 * presses play (so `autoplay` is what the visitor asked for), a background only when it is to play. YouTube
 * is embedded from youtube-nocookie.com, which stores nothing on the visitor before they play.
 */
export function embedUrl(provider: EmbedProvider, id: string, options: EmbedOptions = {}): string {
  const { background = false, loop = true, origin } = options;
  const video = encodeURIComponent(id);
  switch (provider) {
    case 'youtube': {
      const url = new URL(`https://www.youtube-nocookie.com/embed/${video}`);
      const params = url.searchParams;
      params.set('autoplay', '1');
      params.set('playsinline', '1');
      params.set('rel', '0');
      // The postMessage API: a background pauses and resumes with the page and shows once it plays.
      params.set('enablejsapi', '1');
      if (origin) params.set('origin', origin);
      if (background) {
        params.set('mute', '1');
        params.set('controls', '0');
        params.set('disablekb', '1');
        params.set('iv_load_policy', '3');
        // YouTube loops a single video only as a one-video playlist.
        if (loop) {
          params.set('loop', '1');
          params.set('playlist', id);
        }
      }
      return url.href;
    }
    case 'vimeo': {
      const url = new URL(`https://player.vimeo.com/video/${video}`);
      const params = url.searchParams;
      params.set('autoplay', '1');
      params.set('dnt', '1');
      if (background) {
        // Vimeo's background mode: muted, no controls, no title, and looping.
        params.set('background', '1');
        params.set('muted', '1');
        params.set('loop', loop ? '1' : '0');
      }
      return url.href;
    }
    case 'dailymotion': {
      const url = new URL('https://geo.dailymotion.com/player.html');
      const params = url.searchParams;
      params.set('video', id);
      params.set('autoplay', 'true');
      if (background) {
        // The geo player takes no controls switch: a background covers it with pointer-events off instead.
        params.set('mute', 'true');
        params.set('loop', loop ? 'true' : 'false');
        params.set('scaleMode', 'fill');
      }
      return url.href;
    }
  }
}

/** A poster the provider serves for a video without any API call, where it has one. */
export function providerPosterUrl(provider: EmbedProvider, id: string): string | undefined {
  if (provider === 'youtube') return `https://i.ytimg.com/vi/${encodeURIComponent(id)}/hqdefault.jpg`;
  if (provider === 'dailymotion')
    return `https://www.dailymotion.com/thumbnail/video/${encodeURIComponent(id)}`;
  // Vimeo's thumbnails need its API (an oEmbed request): the config's poster, or none.
  return undefined;
}

/** The hosts whose messages a provider's iframe sends, to ignore every other window's. */
export const PROVIDER_ORIGINS: Record<EmbedProvider, readonly string[]> = {
  youtube: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  vimeo: ['https://player.vimeo.com'],
  dailymotion: ['https://geo.dailymotion.com', 'https://www.dailymotion.com'],
};
