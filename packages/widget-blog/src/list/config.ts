import * as z from 'zod/mini';
import { looseBoolean, looseInt, looseString } from '../loose-values';
import type { WidgetLoadMoreRequest } from '../protocol';
import { LIST_LAYOUTS } from '../wpl';

/**
 * The blog list's attributes (widgets spec §3 "Blog list attributes"), under their own names, plus `variant`:
 * which load-more call the list makes (`widget`: the load-more-posts command; `core`: `loadMorePosts` with the
 * control's address; `blogger`: the control's address through the page-load call, which a site whose
 * `WebPlatform` is Blogger always makes), and `from-item`: the posts
 * before this list's first one (a list rendered as page 2 starts at 6). Values are read loosely
 * (`readListSettings`): a garbage value gets its default and the list still works, so the schema takes any
 * object (listing the names in it cost every page their bytes; `ListAttribute` names them).
 */
export const blogListConfig = z.record(z.string(), z.unknown());
export type ListAttribute =
  | 'variant'
  | 'list-layout'
  | 'visible-items'
  | 'visible-post-lines'
  | 'search-tags'
  | 'search-term'
  | 'posts-animation'
  | 'posts-per-row'
  | 'action-text'
  | 'show-author'
  | 'posts-padding'
  | 'skip-post-index'
  | 'more-posts-text'
  | 'show-more-posts-text'
  | 'from-item';
export type BlogListConfig = Partial<Record<ListAttribute, unknown>>;

export const LIST_VARIANTS = ['widget', 'core', 'blogger'] as const;
export type ListVariant = (typeof LIST_VARIANTS)[number];

/**
 * What the list needs of its attributes: how it shows, which call it makes, and the load-more-posts command's
 * fields (widgets spec §7) under the command's own names, so the payload is built without a second mapping.
 */
export interface ListSettings {
  variant: ListVariant;
  /** An entrance animation name for posts that load later; `none` for none. */
  postsAnimation: string;
  postsPerRow: number;
  /** Posts before this list's first one; the command's `from-item` adds the posts shown. */
  fromItem: number;
  command: Omit<WidgetLoadMoreRequest, 'commandID' | 'from-item'>;
}

export const DEFAULT_MORE_POSTS_TEXT = 'More posts';

export function readListSettings(config: BlogListConfig): ListSettings {
  const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
    (values as readonly unknown[]).includes(value) ? (value as T) : fallback;
  const lines = config['visible-post-lines'];
  const morePostsText =
    looseString(config['more-posts-text'], DEFAULT_MORE_POSTS_TEXT) || DEFAULT_MORE_POSTS_TEXT;
  return {
    variant: oneOf(LIST_VARIANTS, config.variant, 'widget'),
    postsAnimation: looseString(config['posts-animation'], 'none', 40) || 'none',
    postsPerRow: looseInt(config['posts-per-row'], 1, 1, 6),
    fromItem: looseInt(config['from-item'], 0, 0, 10_000),
    command: {
      'visible-items': looseInt(config['visible-items'], 6, 1, 100),
      'list-layout': oneOf(LIST_LAYOUTS, config['list-layout'], 'large_list'),
      'visible-post-lines': lines === 'all' ? 'all' : looseInt(lines, 3, 1, 100),
      'search-tags': looseString(config['search-tags'], ''),
      'more-posts-text': morePostsText,
      'search-term': looseString(config['search-term'], ''),
      'skip-post-index': looseInt(config['skip-post-index'], 0, 0, 10_000),
      'show-action-text': looseString(config['action-text'], '') !== '',
      // The command carries it (widgets spec §7); §3's attributes do not name it, so the list's configuration
      // gives it under the command's own name. A blank label already fell back to the default.
      'show-more-posts-text': looseBoolean(config['show-more-posts-text'], true),
      'show-author': looseBoolean(config['show-author'], false),
      'posts-padding': looseInt(config['posts-padding'], 0, 0, 200),
    },
  };
}

/** The load-more-posts command's payload (widgets spec §7) for a list that shows `shown` posts already. */
export function widgetLoadMorePayload(settings: ListSettings, shown: number): WidgetLoadMoreRequest {
  return { commandID: 'load-more-posts', 'from-item': settings.fromItem + shown, ...settings.command };
}
