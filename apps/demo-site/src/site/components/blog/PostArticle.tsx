import { SHARE_NETWORKS, shareUrl } from '@vitrine/widget-social';
import type { ReactNode } from 'react';
import type { BlogPostSummary } from '../../../db/blog-posts';
import {
  COMMENT_SERVICE_SHORT_NAME,
  POSTS_PER_PAGE,
  PUBLIC_ORIGIN,
  postDateLabel,
  postHref,
  RECENT_POSTS,
  SOCIAL_APP_ACCESS_TOKEN,
} from '../../blog';
import { SHARE_TEXT } from '../../engagement';
import { ShareLinksFallback } from '../../pages/ShareLinksFallback';
import { pagePath } from '../../site';
import type { BlogRequest } from '../../site-page';
import { packageWidgetAttributes } from '../../widgets';
import { PageIntro } from '../PageIntro';
import { BlogList } from './BlogList';
import { BlogSearch } from './BlogSearch';
import { JournalSectionLink } from './JournalSectionLink';

type PostRequest = Extract<BlogRequest, { kind: 'post' }>;

/** The address comment providers and share buttons know a post by: its own page's, else `post?post_id=`. */
export function postPublicUrl(post: { id: number; pageAlias: string }): string {
  return PUBLIC_ORIGIN + (post.pageAlias === 'post' ? postHref(post) : pagePath(post.pageAlias));
}

/**
 * A journal post: its text with previous and next links (and by swipe), its comment count, share buttons,
 * the comments of both providers, the newest other posts and a search box. `children` go after the share
 * buttons (the rye harvest post adds push notifications and the bakery's feed).
 */
export function PostArticle({ request, children }: { request: PostRequest; children?: ReactNode }) {
  const { post, previous, next, recent, moreRecent } = request;
  const publicUrl = postPublicUrl(post);
  const neighbour = (side: 'prev' | 'next', target: BlogPostSummary | undefined) =>
    target ? (
      <a className={`post-nav__link post-nav__link--${side}`} rel={side} href={postHref(target)}>
        <span className="post-nav__label">{side === 'prev' ? '← Previous post' : 'Next post →'}</span>
        <span className="post-nav__title">{target.title}</span>
      </a>
    ) : null;
  return (
    <>
      <PageIntro
        eyebrow={
          <>
            <JournalSectionLink /> · {post.draft ? 'Draft · ' : ''}
            {post.tags.join(' · ')}
          </>
        }
        title={post.title}
      >
        <p className="post-byline">
          <time dateTime={post.publishedOn}>{postDateLabel(post.publishedOn)}</time> · by {post.author} ·{' '}
          <span
            className="comment-count"
            data-href={publicUrl}
            data-disqus-short-name={COMMENT_SERVICE_SHORT_NAME}
            data-disqus-id={`post-${post.id}`}
            data-comment="comment"
            data-comments="comments"
            {...packageWidgetAttributes(
              'comment-count',
              'post-comment-count',
              { facebookAccessToken: SOCIAL_APP_ACCESS_TOKEN },
              { aboveFold: true },
            )}
          >
            <a href="#post-comments-heading">Comments</a>
          </span>
        </p>
      </PageIntro>

      <div
        className="post-swipe"
        {...packageWidgetAttributes(
          'post-swipe',
          'post-swipe',
          {
            link: postHref(post),
            ...(previous ? { prevLink: postHref(previous) } : {}),
            ...(next ? { nextLink: postHref(next) } : {}),
          },
          { aboveFold: true },
        )}
      >
        <article className="post-body" data-post-id={post.id}>
          {post.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </article>
        {previous || next ? (
          <nav className="post-nav" aria-label="Previous and next posts">
            {neighbour('prev', previous)}
            {neighbour('next', next)}
          </nav>
        ) : null}
      </div>

      <section className="section" aria-labelledby="post-share-heading">
        <h2 id="post-share-heading">Share this post</h2>
        <div
          {...packageWidgetAttributes('share-buttons', 'post-share', { url: publicUrl, text: SHARE_TEXT })}
        >
          <ShareLinksFallback
            links={SHARE_NETWORKS.map((network) => ({
              network,
              href: shareUrl(network, publicUrl, SHARE_TEXT),
            }))}
          />
        </div>
      </section>

      {children}

      <section className="section post-comments" aria-labelledby="post-comments-heading">
        <h2 id="post-comments-heading">Comments</h2>
        <div
          {...packageWidgetAttributes(
            'comments',
            'post-comments',
            {
              href: publicUrl,
              disqusShortName: COMMENT_SERVICE_SHORT_NAME,
              disqusId: `post-${post.id}`,
              facebook: true,
            },
            // Started with the page: the widget itself loads the providers' code as the visitor nears it.
            { lazyLoad: false },
          )}
        >
          <div data-comments-provider="disqus">
            <p className="vw-comments__message">Comments load as you reach them (they need JavaScript).</p>
          </div>
          <div data-comments-provider="facebook" />
        </div>
      </section>

      <section className="section" aria-labelledby="post-recent-heading">
        <h2 id="post-recent-heading">More from the journal</h2>
        <BlogList
          id="post-recent"
          label="More posts"
          layout="recent_posts"
          posts={recent}
          moreHref={moreRecent ? `${pagePath('blog')}?from=${RECENT_POSTS}` : undefined}
          options={{ showAuthor: false, actionText: '' }}
          visiblePostLines={2}
          config={{ variant: 'core', 'visible-items': POSTS_PER_PAGE, 'skip-post-index': 0 }}
        />
        <BlogSearch id="post-search" panel={false} />
      </section>
    </>
  );
}
