import * as z from 'zod/mini';
import {
  LIST_LAYOUTS,
  LOAD_MORE_POSTS_COMMAND,
  LOAD_MORE_POSTS_WIDGET_COMMAND,
  SEARCH_POSTS_COMMAND,
} from './wpl';

/**
 * The blog's calls (core-runtime spec §7, widgets spec §7): one endpoint, three commands. Servers answering them
 * import these schemas, so the widgets and the server can never disagree on a shape.
 */
export * from './wpl';

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
