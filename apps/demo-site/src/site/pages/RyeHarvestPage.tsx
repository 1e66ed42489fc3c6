import { SHARE_NETWORKS, shareUrl } from '@vitrine/widget-social';
import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { BAKERY_TWITTER_ACCOUNT, SHARE_TEXT, SITE_CUSTOM_DOMAIN, SITE_VAPID_PUBLIC_KEY } from '../engagement';
import { pagePath } from '../site';
import type { PageContentProps } from '../site-page';
import { packageWidgetAttributes } from '../widgets';
import { ShareLinksFallback } from './ShareLinksFallback';

/**
 * A journal post, as the engagement widgets sit on one: share buttons under the post, and the bakery's Twitter
 * feed at the foot of the page, which loads the platform's script only once the visitor gets near it.
 */
export function RyeHarvestPage({ publication }: PageContentProps) {
  const postUrl = `https://harbor-and-rye.example${pagePath('rye-harvest')}`;
  return (
    <>
      <PageIntro eyebrow="Journal · Harvest" title="The thirstiest rye we have ever milled">
        <p>
          <time dateTime="2025-10-14">14 October 2025</time>
        </p>
      </PageIntro>

      <article className="post-body">
        <p>
          This year’s rye from the Vos farm came in dry and hungry. A dry August left the grain hard and low
          in moisture, and the first test bake of the dark rye came out of the tin like a brick.
        </p>
        <p>
          So we rewrote the hydration: four points more water in the sour, a longer soak for the cracked
          grain, and an hour more in the tin before the oven. The crumb is moister than last year’s and the
          caraway reads louder against it.
        </p>
        <p>
          The dark rye is on the shelves on Tuesdays, Thursdays and Saturdays from 8:30. Ask for the end slice
          if you want to taste the crust first.
        </p>
      </article>

      <section className="section" aria-labelledby="post-share-heading">
        <h2 id="post-share-heading">Share this post</h2>
        <div {...packageWidgetAttributes('share-buttons', 'post-share', { url: postUrl, text: SHARE_TEXT })}>
          <ShareLinksFallback
            links={SHARE_NETWORKS.map((network) => ({
              network,
              href: shareUrl(network, postUrl, SHARE_TEXT),
            }))}
          />
        </div>
      </section>

      <section className="section" aria-labelledby="post-push-heading">
        <h2 id="post-push-heading">New posts as notifications</h2>
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
            Or read <a href={pagePath('blog')}>the journal</a>, and sign up there for the monthly bakery
            letter.
          </p>
        </div>
      </section>

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

      <UpdatedNote publication={publication} />
    </>
  );
}
