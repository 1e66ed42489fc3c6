import type { Logger, WidgetEvents } from '@vitrine/widget-api';
import type { VideoProvider } from '../providers/providers';

/** What `event-VideoPlay` carries (core-runtime spec §3): which video started. */
export interface VideoPlayPayload extends Record<string, unknown> {
  provider: VideoProvider;
  id: string;
  title: string;
}

/**
 * Sends `event-VideoPlay`. A subscriber that throws (site tracking code) is logged and never stops the video.
 */
export function trackVideoPlay(events: WidgetEvents, logger: Logger, payload: VideoPlayPayload): void {
  try {
    events.emit('event-VideoPlay', payload);
  } catch (error) {
    logger.warn('the video play could not be tracked', error);
  }
}
