import type { Meta, StoryObj } from '@storybook/react-vite';
import { twitterFeedWidget } from '@vitrine/widget-social';
import { MountedWidget } from '../support/MountedWidget';
import type { WidgetStoryArgs } from '../support/story-args';
import { widgetArgTypes } from '../support/story-args';

/**
 * Stories reach no platform: a stand-in `twttr` is on the page before the feed starts, so the feed uses it
 * instead of loading `https://platform.twitter.com/widgets.js`. It draws what the embed asked for.
 */
function installStandInTwitter(): void {
  (window as Window & { twttr?: unknown }).twttr = {
    widgets: {
      load(box: Element) {
        const anchor = box.querySelector<HTMLAnchorElement>('a.twitter-timeline');
        if (!anchor) return Promise.resolve([]);
        const timeline = document.createElement('div');
        timeline.setAttribute('role', 'note');
        timeline.style.cssText = 'border:1px solid #ccd6dd;border-radius:12px;padding:1rem;max-width:24rem';
        const options = [...anchor.attributes]
          .filter((attribute) => attribute.name.startsWith('data-'))
          .map((attribute) => `${attribute.name}="${attribute.value}"`)
          .join(' ');
        timeline.textContent = `Stand-in timeline of ${anchor.href} (${options})`;
        anchor.replaceWith(timeline);
        return Promise.resolve([timeline]);
      },
    },
  };
}

const meta = {
  title: 'Widgets/Twitter feed',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine/widget-social`: the account’s timeline through the platform’s widgets script, loaded when the feed is in view, otherwise 600 ms after the first scroll or touch. A failed script leaves a plain link to the profile.',
      },
    },
  },
  decorators: [
    (Story) => {
      installStandInTwitter();
      return <Story />;
    },
  ],
  argTypes: widgetArgTypes,
  args: {
    config: {
      twitterType: 'Profile',
      twitterUserName: 'HarborAndRye',
      numberOfTweets: 3,
      hideHeaderFooter: true,
    },
    now: '',
  },
  render: ({ config }) => <MountedWidget definition={twitterFeedWidget} rawConfig={config} />,
} satisfies Meta<WidgetStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account's own posts, three of them, without header and footer. */
export const Profile: Story = {};

/** `ProfileReplies`: the account's posts with its replies. */
export const WithReplies: Story = {
  args: { config: { twitterType: 'ProfileReplies', twitterUserName: 'HarborAndRye', lang: 'fr' } },
};

/** Any other `twitterType` is the account's likes. */
export const Likes: Story = {
  args: { config: { twitterType: 'Favorites', twitterUserName: 'HarborAndRye' } },
};

/** A count, flag and language that cannot be read are left out (the platform's defaults), with warnings. */
export const UnreadableOptions: Story = {
  args: {
    config: {
      twitterType: 'Profile',
      twitterUserName: 'HarborAndRye',
      numberOfTweets: 'lots',
      hideHeaderFooter: 'maybe',
    },
  },
};

/** No usable account name: nothing is shown, and a warning is logged. */
export const NoAccount: Story = {
  args: { config: { twitterType: 'Profile', twitterUserName: 'not a name' } },
};

/** A config that is not an object: the host refuses it and never mounts the feed. */
export const InvalidConfig: Story = { args: { config: 'HarborAndRye' } };
