// The five blog widgets' mount code and schemas, one module: a post page runs all five, and as nine files (five
// mounts, three chunks they shared, the entry), each gzipped on its own, the same code was 9 KB against 6.4 KB
// in one file (docs/widget-blog.md). The definitions import it when the first blog widget starts; the CDN module
// holds it.
export { commentsConfig } from './comments/config';
export { mount as mountComments } from './comments/mount-comments';
export { commentCountConfig } from './counter/config';
export { mount as mountCommentCount } from './counter/mount-comment-count';
export { blogListConfig } from './list/config';
export { mount as mountBlogList } from './list/mount-blog-list';
export { blogSearchConfig } from './search/config';
export { mount as mountBlogSearch } from './search/mount-blog-search';
export { postSwipeConfig } from './swipe/config';
export { mount as mountPostSwipe } from './swipe/mount-post-swipe';
