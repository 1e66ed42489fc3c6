import * as z from 'zod/mini';
import { looseBoolean, looseInt, looseString } from '../loose-values';
import type { WidgetLoadMoreRequest } from '../protocol';
import type { ListLayout } from '../wpl';
import { LIST_LAYOUTS } from '../wpl';

const attribute = z.optional(z.unknown());

/**
 * The blog list's attributes (widgets spec §3 "Blog list attributes"), under their own names, plus `variant`:
 * which load-more call the list makes (`widget`: the load-more-posts command; `core`: `loadMorePosts` with the
 * control's address; `blogger`: the control's address through the page-load call). Values are read loosely
 * (`readListSettings`): a garbage value gets its default and the list still works.
 */
export const blogListConfig = z.object({
  variant: attribute,
  'list-layout': attribute,
  'visible-items': attribute,
  'visible-post-lines': attribute,
  'search-tags': attribute,
  'search-term': attribute,
  'posts-animation': attribute,
  'posts-per-row': attribute,
  'action-text': attribute,
  'show-author': attribute,
  'posts-padding': attribute,
  'skip-post-index': attribute,
  'more-posts-text': attribute,
  /** Posts before this list's first one (a list rendered as page 2 starts at 6). */
  'from-item': attribute,
});
export type BlogListConfig = z.output<typeof blogListConfig>;

export const LIST_VARIANTS = ['widget', 'core', 'blogger'] as const;
export type ListVariant = (typeof LIST_VARIANTS)[number];

export interface ListSettings {
  variant: ListVariant;
  layout: ListLayout;
  visibleItems: number;
  visiblePostLines: number | 'all';
  searchTags: string;
  searchTerm: string;
  /** An entrance animation name for posts that load later; `none` for none. */
  postsAnimation: string;
  postsPerRow: number;
  actionText: string;
  showAuthor: boolean;
  postsPadding: number;
  skipPostIndex: number;
  morePostsText: string;
  fromItem: number;
}

export const DEFAULT_MORE_POSTS_TEXT = 'More posts';

export function readListSettings(config: BlogListConfig): ListSettings {
  const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
    (values as readonly unknown[]).includes(value) ? (value as T) : fallback;
  const lines = config['visible-post-lines'];
  return {
    variant: oneOf(LIST_VARIANTS, config.variant, 'widget'),
    layout: oneOf(LIST_LAYOUTS, config['list-layout'], 'large_list'),
    visibleItems: looseInt(config['visible-items'], 6, 1, 100),
    visiblePostLines: lines === 'all' ? 'all' : looseInt(lines, 3, 1, 100),
    searchTags: looseString(config['search-tags'], ''),
    searchTerm: looseString(config['search-term'], ''),
    postsAnimation: looseString(config['posts-animation'], 'none', 40) || 'none',
    postsPerRow: looseInt(config['posts-per-row'], 1, 1, 6),
    actionText: looseString(config['action-text'], ''),
    showAuthor: looseBoolean(config['show-author'], false),
    postsPadding: looseInt(config['posts-padding'], 0, 0, 200),
    skipPostIndex: looseInt(config['skip-post-index'], 0, 0, 10_000),
    morePostsText: looseString(config['more-posts-text'], DEFAULT_MORE_POSTS_TEXT) || DEFAULT_MORE_POSTS_TEXT,
    fromItem: looseInt(config['from-item'], 0, 0, 10_000),
  };
}

/** The load-more-posts command's payload (widgets spec §7) for a list that shows `shown` posts already. */
export function widgetLoadMorePayload(settings: ListSettings, shown: number): WidgetLoadMoreRequest {
  return {
    commandID: 'load-more-posts',
    'from-item': settings.fromItem + shown,
    'visible-items': settings.visibleItems,
    'list-layout': settings.layout,
    'visible-post-lines': settings.visiblePostLines,
    'search-tags': settings.searchTags,
    'more-posts-text': settings.morePostsText,
    'search-term': settings.searchTerm,
    'skip-post-index': settings.skipPostIndex,
    'show-action-text': settings.actionText !== '',
    'show-more-posts-text': settings.morePostsText !== '',
    'show-author': settings.showAuthor,
    'posts-padding': settings.postsPadding,
  };
}
