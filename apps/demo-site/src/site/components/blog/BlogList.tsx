import type { CSSProperties } from 'react';
import type { BlogPostSummary } from '../../../db/blog-posts';
import { packageWidgetAttributes } from '../../widgets';
import type { PostListOptions } from './PostListItem';
import { PostListItem } from './PostListItem';

export interface BlogListProps {
  id: string;
  posts: readonly BlogPostSummary[];
  /** The next page of posts (the load-more link, which works without JavaScript); none when no posts remain. */
  moreHref: string | undefined;
  /** The widget's config: the spec's blog list attributes and its load-more variant. */
  config: Record<string, unknown>;
  options: PostListOptions;
  layout: 'list_slider' | 'recent_posts' | 'large_list';
  postsPerRow?: number;
  visiblePostLines?: number | 'all';
  morePostsText?: string;
  /** Names the list for assistive technology. */
  label: string;
}

/** A post list with its load-more link, as the blog list widget enhances it. */
export function BlogList({
  id,
  posts,
  moreHref,
  config,
  options,
  layout,
  postsPerRow = 1,
  visiblePostLines = 3,
  morePostsText = 'More posts',
  label,
}: BlogListProps) {
  const style = {
    '--vw-blog-posts-per-row': String(postsPerRow),
    '--vw-blog-post-lines': visiblePostLines === 'all' ? 'none' : String(visiblePostLines),
  } as CSSProperties;
  return (
    <div
      className={`blog-list blog-list--${layout}`}
      style={style}
      {...packageWidgetAttributes('blog-list', id, {
        ...config,
        'list-layout': layout,
        'posts-per-row': postsPerRow,
        'visible-post-lines': visiblePostLines,
        'more-posts-text': morePostsText,
        'show-author': options.showAuthor,
        'action-text': options.actionText,
      })}
    >
      <ol className="posts vw-blog__posts" aria-label={label}>
        {posts.map((post) => (
          <PostListItem key={post.id} post={post} options={options} />
        ))}
      </ol>
      {moreHref ? (
        <p className="vw-blog__more-row">
          {/* Never core's: the widget loads the next posts in place, and without it the link is a page load. */}
          <a className="vw-blog__more button button--ghost" href={moreHref} data-disable-ajax="">
            {morePostsText}
          </a>
        </p>
      ) : null}
    </div>
  );
}
