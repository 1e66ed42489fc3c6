export { shareButtonsWidget, twitterFeedWidget } from './definitions';
export type { ShareButtonsConfig } from './share/config';
export { shareButtonsConfig } from './share/config';
export { PREVIEW_SHARE_MESSAGE, PREVIEW_SHARE_TITLE } from './share/preview-share';
export { ShareButtons } from './share/ShareButtons';
export type { ShareNetwork } from './share/share-networks';
export {
  DEFAULT_SHARE_TEXT,
  NETWORK_NAMES,
  readNetworks,
  SHARE_NETWORKS,
  SHARE_WINDOW,
  shareUrl,
} from './share/share-networks';
export type { TwitterFeedConfig } from './twitter/config';
export { twitterFeedConfig } from './twitter/config';
export { TwitterFeed } from './twitter/TwitterFeed';
export type { TimelineKind, TwitterTimeline } from './twitter/twitter-timeline';
export {
  TWITTER_INIT_DELAY_MS,
  TWITTER_WIDGETS_SCRIPT,
  timelineKind,
  twitterTimeline,
} from './twitter/twitter-timeline';
