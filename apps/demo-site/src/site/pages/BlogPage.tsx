import { POSTS_PER_PAGE } from '../blog';
import { BlogList } from '../components/blog/BlogList';
import { BlogSearch } from '../components/blog/BlogSearch';
import { DEFAULT_LIST_OPTIONS } from '../components/blog/PostListItem';
import { ContactForm } from '../components/ContactForm';
import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { SITE_CUSTOM_DOMAIN, SITE_VAPID_PUBLIC_KEY } from '../engagement';
import { NEWSLETTER_FORM } from '../forms/contact-form';
import { pagePath } from '../site';
import type { PageContentProps } from '../site-page';
import { packageWidgetAttributes } from '../widgets';

/**
 * The journal: live search over the posts, and the posts from SQLite, newest first, five at a time. The
 * "More posts" link is the next page (`?from=5`) without JavaScript; the blog list widget loads the next posts
 * in place (the load-more-posts command). Below them, push notifications for new posts and the bakery letter.
 */
export function BlogPage({ publication, blog }: PageContentProps) {
  const list = blog?.kind === 'list' ? blog : { posts: [], from: 0, morePosts: false };
  const blogPath = pagePath('blog');
  return (
    <>
      <PageIntro eyebrow="Journal" title="Notes from the bakery">
        <p>Harvests, recipes and the occasional oven disaster, written between bakes.</p>
      </PageIntro>

      <div
        className="solstice-countdown"
        {...packageWidgetAttributes(
          'example-countdown',
          'solstice-countdown',
          {
            until: '2026-12-21T18:00:00-08:00',
            label: 'The winter solstice night bake on Harbor Street starts in',
            doneLabel: 'The solstice night bake is on: come by Harbor Street.',
          },
          { aboveFold: true },
        )}
      >
        {/* Without JavaScript: the date where the widget shows its clock, in the same two lines. */}
        <p className="vw-countdown__label">The winter solstice night bake on Harbor Street starts on</p>
        <p className="vw-countdown__clock">21 Dec, 18:00</p>
      </div>

      <BlogSearch id="journal-search" panel aboveFold />

      <section className="section journal-posts" aria-labelledby="journal-posts-heading">
        <h2 id="journal-posts-heading">{list.from > 0 ? 'Older posts' : 'Latest posts'}</h2>
        {list.from > 0 ? (
          <p className="note">
            <a href={blogPath}>Back to the newest posts</a>
          </p>
        ) : null}
        <BlogList
          id="journal-posts"
          label="Journal posts"
          layout="large_list"
          posts={list.posts}
          moreHref={list.morePosts ? `${blogPath}?from=${list.from + list.posts.length}` : undefined}
          options={DEFAULT_LIST_OPTIONS}
          config={{
            variant: 'widget',
            'visible-items': POSTS_PER_PAGE,
            'from-item': list.from,
            'posts-animation': 'fade',
          }}
        />
      </section>

      <p className="note">
        Looking for older posts? <a href={pagePath('journal-archive')}>Browse the archive</a>. The seasonal
        menu page has moved — <a href={pagePath('old-menu')}>the old link</a> still takes you there.
      </p>

      <section className="section" aria-labelledby="journal-push-heading">
        <h2 id="journal-push-heading">New posts as notifications</h2>
        <p className="note">One notification when we post, never more than one a week.</p>
        <div
          {...packageWidgetAttributes('push-button', 'journal-push', {
            vapidPublicKey: SITE_VAPID_PUBLIC_KEY,
            customDomain: SITE_CUSTOM_DOMAIN,
            subscribeText: 'Notify me of new posts',
          })}
        >
          {/* Before the button starts, or where it cannot: the other way to hear from us. */}
          <p>
            Or <a href="#letter-heading">sign up for the monthly bakery letter</a>, just below.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="letter-heading">
        <h2 id="letter-heading">The bakery letter</h2>
        <p className="note">Once a month: what is in the ovens, and where to find us.</p>
        <ContactForm form={NEWSLETTER_FORM} />
      </section>

      <UpdatedNote publication={publication} />
    </>
  );
}
