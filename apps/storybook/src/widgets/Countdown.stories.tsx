import type { Meta, StoryObj } from '@storybook/react-vite';
import { countdownWidget } from '@vitrine-examples/widget-countdown';
import { MountedWidget } from '../support/MountedWidget';
import type { WidgetStoryArgs } from '../support/story-args';
import { widgetArgTypes } from '../support/story-args';

const solstice = {
  until: '2026-12-21T18:00:00+00:00',
  label: 'Solstice night bake starts in',
  doneLabel: 'The solstice bake has started: the ovens are open',
};

const meta = {
  title: 'Widgets/Countdown',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine-examples/widget-countdown`: a third-party widget built on `@vitrine/widget-api` alone. It ticks every second; screen readers hear it once a minute.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div className="solstice-countdown">
        <Story />
      </div>
    ),
  ],
  argTypes: widgetArgTypes,
  args: { config: solstice, now: '2026-12-19T16:30:10+00:00' },
  render: ({ config }) => <MountedWidget definition={countdownWidget} rawConfig={config} />,
} satisfies Meta<WidgetStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two days before: the clock ticks from 2d 01:29:50. */
export const Running: Story = {};

/** Ten seconds before: watch it turn into the done label. */
export const FinalSeconds: Story = { args: { now: '2026-12-21T17:59:50+00:00' } };

/** The moment has passed: the done label, and no timer left running. */
export const Done: Story = { args: { now: '2026-12-22T09:00:00+00:00' } };

/** "next tuesday-ish" is no ISO 8601 date: refused. */
export const InvalidConfig: Story = { args: { config: { until: 'next tuesday-ish' } } };
