import { configReader } from '@vitrine/widget-api';
import { looseBoolean, looseInt, looseString } from '../loose-values';
import type { WidgetLoadMoreRequest } from '../protocol';
import { LIST_LAYOUTS } from '../wpl';

/**
 * The blog list's attributes (widgets spec §3 "Blog list attributes"), under their own names, plus `variant`:
 * which load-more call the list makes (`widget`: the load-more-posts command; `core`: `loadMorePosts` with the
 * control's address; `blogger`: the control's address through the page-load call, which a site whose
 * `WebPlatform` is Blogger always makes), and `from-item`: the posts
 * before this list's first one (a list rendered as page 2 starts at 6).
 */
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

/**
 * Reads the list's attributes loosely: a garbage value gets its default, with a warning, and the list still
 * works. An empty text is a missing one.
 */
export function readListSettings(
  config: BlogListConfig,
  warn: (warning: string) => void = () => {},
): ListSettings {
  const read = <T>(key: ListAttribute, parse: (value: unknown) => T | undefined, fallback: T): T => {
    const value = config[key];
    if (value === undefined) return fallback;
    const parsed = parse(value);
    if (parsed !== undefined && parsed !== '') return parsed;
    if (parsed !== '')
      warn(`${key}: ${JSON.stringify(value)} is not usable; ${JSON.stringify(fallback)} is used`);
    return fallback;
  };
  const oneOf =
    <T extends string>(values: readonly T[]) =>
    (value: unknown): T | undefined =>
      (values as readonly unknown[]).includes(value) ? (value as T) : undefined;
  const int = (min: number, max: number) => (value: unknown) => looseInt(value, min, max);
  const text = (maxLength?: number) => (value: unknown) => looseString(value, maxLength);
  return {
    variant: read('variant', oneOf(LIST_VARIANTS), 'widget'),
    postsAnimation: read('posts-animation', text(40), 'none'),
    postsPerRow: read('posts-per-row', int(1, 6), 1),
    fromItem: read('from-item', int(0, 10_000), 0),
    command: {
      'visible-items': read('visible-items', int(1, 100), 6),
      'list-layout': read('list-layout', oneOf(LIST_LAYOUTS), 'large_list'),
      'visible-post-lines': read(
        'visible-post-lines',
        (value): number | 'all' | undefined => (value === 'all' ? 'all' : looseInt(value, 1, 100)),
        3,
      ),
      'search-tags': read('search-tags', text(), ''),
      'more-posts-text': read('more-posts-text', text(), DEFAULT_MORE_POSTS_TEXT),
      'search-term': read('search-term', text(), ''),
      'skip-post-index': read('skip-post-index', int(0, 10_000), 0),
      'show-action-text': read('action-text', text(), '') !== '',
      // The command carries it (widgets spec §7); §3's attributes do not name it, so the list's configuration
      // gives it under the command's own name. A blank label already fell back to the default.
      'show-more-posts-text': read('show-more-posts-text', looseBoolean, true),
      'show-author': read('show-author', looseBoolean, false),
      'posts-padding': read('posts-padding', int(0, 200), 0),
    },
  };
}

/**
 * The blog list's schema: any object of attributes becomes the list's settings (`readListSettings`), never
 * refused; the host logs what fell back. (Naming each attribute in a zod object cost every page its bytes.)
 */
export const blogListConfig = configReader((raw, warn) =>
  readListSettings(typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}, warn),
);

/** The load-more-posts command's payload (widgets spec §7) for a list that shows `shown` posts already. */
export function widgetLoadMorePayload(settings: ListSettings, shown: number): WidgetLoadMoreRequest {
  return { commandID: 'load-more-posts', 'from-item': settings.fromItem + shown, ...settings.command };
}
