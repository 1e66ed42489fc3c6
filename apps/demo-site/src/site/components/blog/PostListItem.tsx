import type { BlogPostSummary } from '../../../db/blog-posts';
import { postDateLabel, postHref } from '../../blog';

/** How a list shows its posts: the blog list attributes the server honours (widgets spec §3). */
export interface PostListOptions {
  showAuthor: boolean;
  /** The call to action under each post; none when empty. */
  actionText: string;
}

export const DEFAULT_LIST_OPTIONS: PostListOptions = { showAuthor: true, actionText: '' };

/**
 * One post of a list, carrying its `data-post-id` (load-more drops posts already shown by it). The blog page,
 * post pages, the search page and the `wpl` answers all render posts with this, so posts that arrive later
 * look like the first ones.
 */
export function PostListItem({ post, options }: { post: BlogPostSummary; options: PostListOptions }) {
  const href = postHref(post);
  return (
    <li className="post" data-post-id={post.id}>
      <p className="post__meta">
        {post.draft ? <strong className="post__draft">Draft · </strong> : null}
        <time dateTime={post.publishedOn}>{postDateLabel(post.publishedOn)}</time>
        {post.tags.length > 0 ? (
          <>
            {' · '}
            {post.tags.map((tag) => (
              <span className="tag" key={tag}>
                {tag}
              </span>
            ))}
          </>
        ) : null}
        {options.showAuthor ? <span className="post__author"> · by {post.author}</span> : null}
      </p>
      <h3 className="post__title">
        <a href={href}>{post.title}</a>
      </h3>
      <p className="post__excerpt">{post.excerpt}</p>
      {options.actionText ? (
        <p className="post__action">
          <a href={href} aria-label={`${options.actionText}: ${post.title}`}>
            {options.actionText}
          </a>
        </p>
      ) : null}
    </li>
  );
}

/** One result of the live search's panel: the post's title and date. */
export function SearchResultItem({ post }: { post: BlogPostSummary }) {
  return (
    <li data-post-id={post.id}>
      <a href={postHref(post)}>
        <strong>{post.title}</strong>
        <br />
        <small>
          {post.draft ? 'Draft · ' : ''}
          {postDateLabel(post.publishedOn)} · {post.author}
        </small>
      </a>
    </li>
  );
}
