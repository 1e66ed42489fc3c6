import * as z from 'zod/mini';

/**
 * What the widgets need of the blog's calls (core-runtime spec §7, widgets spec §7): the endpoint, the commands
 * and the answers' schemas. The requests' schemas, which only servers need, are in `protocol.ts`: a page never
 * downloads them.
 */
export const WPL_PATH_PREFIX = '/_dm/s/rt/api/public/wpl/site/';

/** `POST /_dm/s/rt/api/public/wpl/site/{siteAlias}`, with `?preview=true` in preview or editor mode. */
export function wplPath(siteAlias: string, preview: boolean): string {
  return `${WPL_PATH_PREFIX}${encodeURIComponent(siteAlias)}${preview ? '?preview=true' : ''}`;
}

/** On every post item of a list and of a search result: the post's id, which load-more de-duplicates by. */
export const POST_ID_ATTRIBUTE = 'data-post-id';

/** Core's load-more (core-runtime spec §3 "Load-more request"). */
export const LOAD_MORE_POSTS_COMMAND = 'loadMorePosts';
/** The blog list widget's load-more (widgets spec §7 "load-more-posts command"). */
export const LOAD_MORE_POSTS_WIDGET_COMMAND = 'load-more-posts';
/** Core's search (core-runtime spec §3 "Search request"). */
export const SEARCH_POSTS_COMMAND = 'searchPosts';

export const LIST_LAYOUTS = ['list_slider', 'recent_posts', 'large_list'] as const;
export type ListLayout = (typeof LIST_LAYOUTS)[number];

/**
 * Answer to either load-more: the posts' markup, and whether any remain after them. Both specs read `postList`;
 * they differ on the control: core's answer (core-runtime spec §4) may carry no `morePosts`, which removes it,
 * and the widget's (widgets spec §7) keeps it while `morePosts` is true. So a server that sends only
 * `postList` works, and the list ends.
 */
export const loadMoreResponseSchema = z.object({
  postList: z.string(),
  morePosts: z.optional(z.boolean()),
  /** Core's shape: the load-more control's next address (its `_url` for the following call). */
  nextUrl: z.optional(z.string()),
});
export type LoadMoreResponse = z.output<typeof loadMoreResponseSchema>;

export const searchResponseSchema = z.object({
  results: z.string(),
  resultsNum: z.int().check(z.gte(0)),
  queryNumber: z.int(),
});
export type SearchResponse = z.output<typeof searchResponseSchema>;

/** The Blogger variant reads the next page's `content` (its page JSON) through the page-load call. */
export const bloggerPageSchema = z.object({ content: z.string() });
