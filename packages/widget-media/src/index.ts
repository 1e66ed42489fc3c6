export { type BackgroundPlan, type BackgroundRuleInput, planBackground } from './background/background-rules';
export {
  DEFAULT_VIDEO_RATIO,
  type DescriptorOutcome,
  normalizeOpacity,
  normalizeRatio,
  parseVideoBackground,
  type VideoBackgroundDescriptor,
} from './background/config';
export { startVideoBackground, VideoBackgroundAttribute } from './background/video-background';
export { parallaxBackgroundWidget, videoBackgroundWidget, videoPlayerWidget } from './definitions';
export { type ParallaxBackgroundConfig, parallaxBackgroundConfig } from './parallax/config';
export { parallaxOffset, startParallaxBackground } from './parallax/parallax-background';
export {
  type CaptionsTrack,
  type VideoPlayerConfig,
  type VideoSource,
  videoPlayerConfig,
} from './player/config';
export { isHlsSource } from './player/hls';
export {
  NOTHING_TO_PLAY_MESSAGE,
  PLAYER_UNREACHABLE_MESSAGE,
  STREAM_FAILED_MESSAGE,
} from './player/messages';
export { VideoPlayer } from './player/VideoPlayer';
export type { VideoPlayPayload } from './player/video-play-tracking';
export { embedUrl, providerPosterUrl } from './providers/embed-urls';
export { type EmbedProvider, VIDEO_PROVIDERS, type VideoProvider } from './providers/providers';
