import { defineWidget } from '@vitrine/widget-api';
import { commentsConfig } from './comments/config';
import { commentCountConfig } from './counter/config';
import { blogListConfig } from './list/config';
import { blogSearchConfig } from './search/config';
import { postSwipeConfig } from './swipe/config';

// Each mount module is named after its widget, and so is its chunk: a page with a post list downloads no
// comments code, and bench/widget-sizes.mjs tells them apart by that name. None of them uses React.

/** A post list with load-more (core-runtime spec §4, widgets spec §3 "Blog list attributes"). */
export const blogListWidget = defineWidget({
  name: 'blog-list',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: blogListConfig,
  load: () => import('./list/mount-blog-list'),
});

/** The blog search with its results panel and dark overlay (core-runtime spec §4, §5). */
export const blogSearchWidget = defineWidget({
  name: 'blog-search',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: blogSearchConfig,
  load: () => import('./search/mount-blog-search'),
});

/** Previous and next post by swipe (core-runtime spec §2, §4). */
export const postSwipeWidget = defineWidget({
  name: 'post-swipe',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: postSwipeConfig,
  load: () => import('./swipe/mount-post-swipe'),
});

/** A post's comments from the comment service and the social network (widgets spec §7). */
export const commentsWidget = defineWidget({
  name: 'comments',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: commentsConfig,
  load: () => import('./comments/mount-comments'),
});

/** The blog comment counter (widgets spec §3 "Comment counter", §5). */
export const commentCountWidget = defineWidget({
  name: 'comment-count',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: commentCountConfig,
  load: () => import('./counter/mount-comment-count'),
});
