import * as z from 'zod/mini';

/**
 * The blog's calls (core-runtime spec §7, widgets spec §7): one endpoint, three commands. Servers answering them
 * import these schemas, so the widgets and the server can never disagree on a shape.
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

const count = z.int().check(z.gte(0), z.lte(10_000));

export const coreLoadMoreRequestSchema = z.object({
  commandID: z.literal(LOAD_MORE_POSTS_COMMAND),
  /** The load-more control's address: the next page of the list. */
  _url: z.string().check(z.minLength(1), z.maxLength(2048)),
  _morePostsLabel: z.string().check(z.maxLength(200)),
  _editor: z.boolean(),
});
export type CoreLoadMoreRequest = z.output<typeof coreLoadMoreRequestSchema>;

export const widgetLoadMoreRequestSchema = z.object({
  commandID: z.literal(LOAD_MORE_POSTS_WIDGET_COMMAND),
  /** How many posts the list shows already: the first one to send. */
  'from-item': count,
  'visible-items': z.int().check(z.gte(1), z.lte(100)),
  'list-layout': z.enum(LIST_LAYOUTS),
  'visible-post-lines': z.union([z.int().check(z.gte(1), z.lte(100)), z.literal('all')]),
  'search-tags': z.string().check(z.maxLength(200)),
  'more-posts-text': z.string().check(z.maxLength(200)),
  'search-term': z.string().check(z.maxLength(200)),
  /** The newest posts the list leaves out (shown elsewhere on the page, such as a featured post). */
  'skip-post-index': count,
  'show-action-text': z.boolean(),
  'show-more-posts-text': z.boolean(),
  'show-author': z.boolean(),
  'posts-padding': z.int().check(z.gte(0), z.lte(200)),
});
export type WidgetLoadMoreRequest = z.output<typeof widgetLoadMoreRequestSchema>;

/** Live search: at most this many results per answer. */
export const MAX_SEARCH_RESULTS = 50;

export const searchRequestSchema = z.object({
  commandID: z.literal(SEARCH_POSTS_COMMAND),
  _searchTerm: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  _providerType: z.string().check(z.maxLength(50)),
  _rssURL: z.string().check(z.maxLength(2048)),
  _openSearchDescriptor: z.string().check(z.maxLength(2048)),
  _maxResults: z.int().check(z.gte(1), z.lte(MAX_SEARCH_RESULTS)),
  _queryNumber: z.int().check(z.gte(0)),
});
export type SearchRequest = z.output<typeof searchRequestSchema>;

export const wplRequestSchema = z.discriminatedUnion('commandID', [
  coreLoadMoreRequestSchema,
  widgetLoadMoreRequestSchema,
  searchRequestSchema,
]);
export type WplRequest = z.output<typeof wplRequestSchema>;

/** Answer to either load-more: the posts' markup, and whether any remain after them. */
export const loadMoreResponseSchema = z.object({
  postList: z.string(),
  morePosts: z.boolean(),
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
