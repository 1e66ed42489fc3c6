import { allowThirdParty, isSiteUrl, THIRD_PARTY_PROVIDERS } from '@vitrine/widget-api';
import type { VideoSource } from './config';

const HLS_TYPES = ['application/x-mpegurl', 'application/vnd.apple.mpegurl'];

/** An HLS stream: by its type, else by its `.m3u8` file name. */
export function isHlsSource(source: VideoSource): boolean {
  if (source.type) return HLS_TYPES.includes(source.type.trim().toLowerCase());
  try {
    return new URL(source.src, 'http://localhost/').pathname.toLowerCase().endsWith('.m3u8');
  } catch {
    return false;
  }
}

/** Safari (and Chromium where it has it) plays HLS itself: hls.js is then never downloaded. */
export function playsHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType('application/vnd.apple.mpegurl') !== '';
}

/** The type attribute of a `<source>`: given, or guessed from the file name so the browser can skip it. */
export function sourceType(source: VideoSource): string | undefined {
  if (source.type) return source.type;
  const path = source.src.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (path.endsWith('.mp4') || path.endsWith('.m4v')) return 'video/mp4';
  if (path.endsWith('.webm')) return 'video/webm';
  if (path.endsWith('.m3u8')) return 'application/vnd.apple.mpegurl';
  return undefined;
}

export interface AttachedStream {
  destroy(): void;
}

/**
 * Plays an HLS stream in `video` through hls.js, imported here and so downloaded on the first HLS play only.
 * Rejects when the browser has no Media Source Extensions; a fatal stream error calls `onFatal`. `consent`
 * is `granted` when the visitor let the stream through the player's facade (Load once).
 */
export async function attachHls(
  video: HTMLVideoElement,
  src: string,
  onFatal: (details: string) => void,
  consent?: 'granted',
): Promise<AttachedStream> {
  const doc = video.ownerDocument;
  // hls.js makes the stream's requests itself: a stream off the site's origin starts once its category is allowed.
  if (!isSiteUrl(src, doc))
    await allowThirdParty(doc, src, { provider: THIRD_PARTY_PROVIDERS.videoStream, consent });
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) throw new Error('this browser has neither native HLS nor Media Source Extensions');
  const hls = new Hls({ enableWorker: false });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal(data.details);
  });
  hls.loadSource(src);
  hls.attachMedia(video);
  return { destroy: () => hls.destroy() };
}
