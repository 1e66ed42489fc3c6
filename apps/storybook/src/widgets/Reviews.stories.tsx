import type { Meta, StoryObj } from '@storybook/react-vite';
import { CAFE_REVIEWS } from '@vitrine/demo-site/src/site/engagement';
import { reviewsWidget } from '@vitrine/widget-local';
import { MountedWidget } from '../support/MountedWidget';
import type { WidgetStoryArgs } from '../support/story-args';
import { widgetArgTypes } from '../support/story-args';

const meta = {
  title: 'Widgets/Reviews',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine/widget-local`: a local business’s reviews from server-rendered data: stars with the rating as text for screen readers, long texts cut with ‘...more’, which toggles to ‘Show less’.',
      },
    },
  },
  argTypes: widgetArgTypes,
  args: { config: { reviews: CAFE_REVIEWS }, now: '' },
  render: ({ config }) => <MountedWidget definition={reviewsWidget} rawConfig={config} />,
} satisfies Meta<WidgetStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo café's reviews: the long ones are cut at 180 characters. */
export const CafeReviews: Story = {};

/** A shorter excerpt and the element's own labels. */
export const OwnLabels: Story = {
  args: {
    config: { reviews: CAFE_REVIEWS, excerptLength: 60, moreLabel: 'Read more', lessLabel: 'Read less' },
  },
};

/** Entries without a rating from 1 to 5 or without an author are left out, with a warning each. */
export const IncompleteEntries: Story = {
  args: {
    config: {
      reviews: [
        { author: 'Ann', rating: 'lots', text: 'Great' },
        { author: '', rating: 4, text: 'Nameless' },
        { author: 'Tom', rating: 3, text: 'Fine coffee, slow queue.' },
      ],
    },
  },
};

/** No reviews: nothing is shown. */
export const Empty: Story = { args: { config: { reviews: [] } } };

/** An excerpt length under 40 characters: the host refuses the config and never mounts the list. */
export const InvalidConfig: Story = { args: { config: { reviews: CAFE_REVIEWS, excerptLength: 5 } } };
