import { PostArticle } from '../components/blog/PostArticle';
import { UpdatedNote } from '../components/UpdatedNote';
import { BAKERY_TWITTER_ACCOUNT } from '../engagement';
import type { PageContentProps } from '../site-page';
import { packageWidgetAttributes } from '../widgets';

/**
 * The rye harvest post, which has a page of its own: the journal's post layout (share buttons under the post,
 * comments, previous and next), with the bakery's Twitter feed, which loads the platform's script only once the
 * visitor gets near it.
 */
export function RyeHarvestPage({ publication, blog }: PageContentProps) {
  if (blog?.kind !== 'post') throw new Error('the rye harvest page is rendered for its post');
  return (
    <>
      <PostArticle request={blog}>
        <section className="section post-feed" aria-labelledby="post-feed-heading">
          <h2 id="post-feed-heading">From our Twitter</h2>
          <div
            className="post-feed__timeline"
            {...packageWidgetAttributes(
              'twitter-feed',
              'bakery-twitter',
              {
                twitterType: 'Profile',
                twitterUserName: BAKERY_TWITTER_ACCOUNT,
                numberOfTweets: 3,
                hideHeaderFooter: true,
              },
              // Started with the page: the feed itself decides when the platform's script is worth loading.
              { lazyLoad: false },
            )}
          >
            <a href={`https://twitter.com/${BAKERY_TWITTER_ACCOUNT}`}>
              @{BAKERY_TWITTER_ACCOUNT} on X (Twitter)
            </a>
          </div>
        </section>
      </PostArticle>
      <UpdatedNote publication={publication} />
    </>
  );
}
