import { PROVIDER_ORIGINS } from './embed-urls';
import type { EmbedProvider } from './providers';

// The providers' iframe postMessage protocols, spoken directly: the same messages their script APIs (YouTube's
// iframe_api, @vimeo/player) exchange with the iframe, without downloading those scripts for a background.

/** YouTube's player state "playing" (YT.PlayerState.PLAYING). */
const YOUTUBE_PLAYING = 1;

/** Asks the provider's iframe to report its events to this window. */
export function listenTo(provider: EmbedProvider, frame: Window): void {
  if (provider === 'youtube') post(provider, frame, { event: 'listening', id: 1, channel: 'widget' });
  if (provider === 'vimeo') {
    post(provider, frame, { method: 'addEventListener', value: 'play' });
    post(provider, frame, { method: 'addEventListener', value: 'playing' });
  }
}

/** Pauses or resumes the provider's player; false when the provider takes no such message (Dailymotion). */
export function command(provider: EmbedProvider, frame: Window, action: 'play' | 'pause'): boolean {
  if (provider === 'youtube') {
    post(provider, frame, {
      event: 'command',
      func: action === 'play' ? 'playVideo' : 'pauseVideo',
      args: [],
    });
    return true;
  }
  if (provider === 'vimeo') {
    post(provider, frame, { method: action });
    return true;
  }
  return false;
}

function post(provider: EmbedProvider, frame: Window, message: unknown): void {
  // To the provider's own origin only: the iframe may have been navigated elsewhere.
  const [origin] = PROVIDER_ORIGINS[provider];
  const payload = provider === 'youtube' ? JSON.stringify(message) : message;
  try {
    frame.postMessage(payload, origin ?? '*');
  } catch {
    // A frame that has gone away; the next visibility change tries again.
  }
}

/** Whether a message from the provider's iframe says its video is playing. */
export function saysPlaying(provider: EmbedProvider, event: MessageEvent): boolean {
  if (!PROVIDER_ORIGINS[provider].includes(event.origin)) return false;
  let data: unknown = event.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return false;
    }
  }
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { event?: unknown; info?: unknown };
  if (provider === 'youtube') {
    if (message.event === 'onStateChange') return message.info === YOUTUBE_PLAYING;
    if (message.event === 'infoDelivery' && typeof message.info === 'object' && message.info !== null)
      return (message.info as { playerState?: unknown }).playerState === YOUTUBE_PLAYING;
    return false;
  }
  if (provider === 'vimeo') return message.event === 'play' || message.event === 'playing';
  return false;
}
