// The CDN entry: a page importing this module registers the share buttons and the Twitter feed with core.
import { registerWidget } from '@vitrine/widget-api';
import { shareButtonsWidget, twitterFeedWidget } from './definitions';

registerWidget(shareButtonsWidget);
registerWidget(twitterFeedWidget);
