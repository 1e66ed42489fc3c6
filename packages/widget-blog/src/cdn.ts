// The CDN entry: a page importing this module registers the five blog widgets with core.
import { registerWidget } from '@vitrine/widget-api';
import {
  blogListWidget,
  blogSearchWidget,
  commentCountWidget,
  commentsWidget,
  postSwipeWidget,
} from './definitions';

registerWidget(blogListWidget);
registerWidget(blogSearchWidget);
registerWidget(postSwipeWidget);
registerWidget(commentsWidget);
registerWidget(commentCountWidget);
