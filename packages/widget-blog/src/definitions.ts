import { defineWidget, lazySchema } from '@vitrine/widget-api';

// The five widgets' schemas and mount code are one module (why: blog-widgets.ts), imported when the first blog
// widget on a page starts: a bundled site that registers the definitions downloads none of it, zod included,
// on a page without a blog widget. The CDN module holds it itself (tsup.config.ts): it loads only on a page with
// one.
const blogWidgets = () => import('./blog-widgets');

/** A post list with load-more (core-runtime spec §4, widgets spec §3 "Blog list attributes"). */
export const blogListWidget = defineWidget({
  name: 'blog-list',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./list/config').blogListConfig>(() =>
    blogWidgets().then(({ blogListConfig }) => blogListConfig),
  ),
  load: () => blogWidgets().then(({ mountBlogList }) => ({ mount: mountBlogList })),
});

/** The blog search with its results panel and dark overlay (core-runtime spec §4, §5). */
export const blogSearchWidget = defineWidget({
  name: 'blog-search',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./search/config').blogSearchConfig>(() =>
    blogWidgets().then(({ blogSearchConfig }) => blogSearchConfig),
  ),
  load: () => blogWidgets().then(({ mountBlogSearch }) => ({ mount: mountBlogSearch })),
});

/** Previous and next post by swipe (core-runtime spec §2, §4). */
export const postSwipeWidget = defineWidget({
  name: 'post-swipe',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./swipe/config').postSwipeConfig>(() =>
    blogWidgets().then(({ postSwipeConfig }) => postSwipeConfig),
  ),
  load: () => blogWidgets().then(({ mountPostSwipe }) => ({ mount: mountPostSwipe })),
});

/** A post's comments from the comment service and the social network (widgets spec §7). */
export const commentsWidget = defineWidget({
  name: 'comments',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./comments/config').commentsConfig>(() =>
    blogWidgets().then(({ commentsConfig }) => commentsConfig),
  ),
  load: () => blogWidgets().then(({ mountComments }) => ({ mount: mountComments })),
});

/** The blog comment counter (widgets spec §3 "Comment counter", §5). */
export const commentCountWidget = defineWidget({
  name: 'comment-count',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./counter/config').commentCountConfig>(() =>
    blogWidgets().then(({ commentCountConfig }) => commentCountConfig),
  ),
  load: () => blogWidgets().then(({ mountCommentCount }) => ({ mount: mountCommentCount })),
});
