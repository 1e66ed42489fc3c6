export type { CommentsConfig } from './comments/config';
export { commentsConfig } from './comments/config';
export { COMMENTS_LOADING_MESSAGE, commentsFailedMessage } from './comments/mount-comments';
export { disqusHost, FACEBOOK_GRAPH_URL, FACEBOOK_SDK_URL } from './comments/providers';
export {
  COMMENT_COUNT_WAIT_MS,
  commentLabel,
  countOrZero,
  MISSING_LABEL,
  totalComments,
} from './counter/comment-count';
export type { CommentCountConfig, CounterAttributes } from './counter/config';
export { commentCountConfig, readCounterAttributes } from './counter/config';
export {
  blogListWidget,
  blogSearchWidget,
  commentCountWidget,
  commentsWidget,
  postSwipeWidget,
} from './definitions';
export type { BlogListConfig, ListSettings, ListVariant } from './list/config';
export {
  blogListConfig,
  DEFAULT_MORE_POSTS_TEXT,
  LIST_VARIANTS,
  readListSettings,
  widgetLoadMorePayload,
} from './list/config';
export { LOAD_MORE_TIMEOUT_MS } from './list/load-more';
export { newPostsMessage } from './list/mount-blog-list';
export { appendNewPosts, postItems } from './list/posts-markup';
export type { BlogSearchConfig } from './search/config';
export { blogSearchConfig } from './search/config';
export { resultsMessage, SearchQueries, searchPageUrl, searchTerm } from './search/search-queries';
export type { PostSwipeConfig } from './swipe/config';
export { postSwipeConfig } from './swipe/config';
export { swipeDirection, TOUCH_MOVE_TOLERANCE_PX } from './swipe/swipe-gesture';
