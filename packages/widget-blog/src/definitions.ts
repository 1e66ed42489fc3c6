import { defineWidget } from '@vitrine/widget-api';
import { commentsConfig } from './comments/config';
import { mount as mountComments } from './comments/mount-comments';
import { commentCountConfig } from './counter/config';
import { mount as mountCommentCount } from './counter/mount-comment-count';
import { blogListConfig } from './list/config';
import { mount as mountBlogList } from './list/mount-blog-list';
import { blogSearchConfig } from './search/config';
import { mount as mountBlogSearch } from './search/mount-blog-search';
import { postSwipeConfig } from './swipe/config';
import { mount as mountPostSwipe } from './swipe/mount-post-swipe';

// The five widgets' mount code is in the package's one CDN module, not in a lazy chunk each: a post page runs
// all five, and as nine files (five mounts, three chunks they shared, the entry), each gzipped on its own, the
// same code was 9 KB against 6.4 KB in one file (docs/widget-blog.md). The module itself loads only on a page
// with a blog widget, and none of them uses React.

/** A post list with load-more (core-runtime spec §4, widgets spec §3 "Blog list attributes"). */
export const blogListWidget = defineWidget({
  name: 'blog-list',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: blogListConfig,
  load: async () => ({ mount: mountBlogList }),
});

/** The blog search with its results panel and dark overlay (core-runtime spec §4, §5). */
export const blogSearchWidget = defineWidget({
  name: 'blog-search',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: blogSearchConfig,
  load: async () => ({ mount: mountBlogSearch }),
});

/** Previous and next post by swipe (core-runtime spec §2, §4). */
export const postSwipeWidget = defineWidget({
  name: 'post-swipe',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: postSwipeConfig,
  load: async () => ({ mount: mountPostSwipe }),
});

/** A post's comments from the comment service and the social network (widgets spec §7). */
export const commentsWidget = defineWidget({
  name: 'comments',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: commentsConfig,
  load: async () => ({ mount: mountComments }),
});

/** The blog comment counter (widgets spec §3 "Comment counter", §5). */
export const commentCountWidget = defineWidget({
  name: 'comment-count',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: commentCountConfig,
  load: async () => ({ mount: mountCommentCount }),
});
