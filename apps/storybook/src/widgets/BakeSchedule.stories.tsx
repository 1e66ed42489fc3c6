import type { Meta, StoryObj } from '@storybook/react-vite';
import { bakeScheduleWidget } from '@vitrine/widget-bake-schedule';
import { MountedWidget } from '../support/MountedWidget';
import type { WidgetStoryArgs } from '../support/story-args';
import { widgetArgTypes } from '../support/story-args';

const weeklyBakes = {
  timeZone: 'Europe/London',
  items: [
    { name: 'Country sourdough', days: ['tue', 'thu', 'sat'], readyAt: '08:00' },
    { name: 'Cardamom buns', days: ['thu', 'fri'], readyAt: '07:00' },
    { name: 'Seeded rye', days: ['wed', 'thu', 'sat'] },
    { name: 'Croissants', days: ['sat', 'sun'], readyAt: '06:30' },
  ],
};

const meta = {
  title: 'Widgets/Bake schedule',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine/widget-bake-schedule`: what comes out of the oven today, earliest first, from a weekly schedule.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div className="bake-schedule">
        <Story />
      </div>
    ),
  ],
  argTypes: widgetArgTypes,
  args: { config: weeklyBakes, now: '2026-11-26T10:00:00+00:00' },
  render: ({ config }) => <MountedWidget definition={bakeScheduleWidget} rawConfig={config} />,
} satisfies Meta<WidgetStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thursday: three bakes, the timed ones first, the untimed rye last. */
export const TodaysBakes: Story = {};

/** Monday: nothing scheduled, so the widget shows the config's `emptyMessage`. */
export const NothingToday: Story = {
  args: {
    now: '2026-11-23T10:00:00+00:00',
    config: { ...weeklyBakes, emptyMessage: 'Closed for baking on Mondays: see you Tuesday.' },
  },
};

/** An item without a name, a day that does not exist and a time written as "dawn": refused. */
export const InvalidConfig: Story = {
  args: {
    config: {
      items: [
        { name: '', days: ['mon'] },
        { name: 'Rye', days: ['someday'], readyAt: 'dawn' },
      ],
    },
  },
};
