import type { Meta, StoryObj } from '@storybook/react-vite';
import { openingHoursWidget } from '@vitrine/widget-opening-hours';
import { MountedWidget } from '../support/MountedWidget';
import type { WidgetStoryArgs } from '../support/story-args';
import { widgetArgTypes } from '../support/story-args';

/** A bakery's week, in London: closed Monday and Sunday, a lunch break on Thursday. */
const bakeryWeek = {
  timeZone: 'Europe/London',
  hours: {
    tue: [{ opens: '07:00', closes: '18:00' }],
    wed: [{ opens: '07:00', closes: '18:00' }],
    thu: [
      { opens: '07:00', closes: '12:00' },
      { opens: '14:00', closes: '18:00' },
    ],
    fri: [{ opens: '07:00', closes: '18:00' }],
    sat: [{ opens: '08:00', closes: '16:00' }],
  },
};

const meta = {
  title: 'Widgets/Opening hours',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine/widget-opening-hours`: an "open now" badge computed in the business’s own time zone. 2026-11-26 is a Thursday.',
      },
    },
  },
  argTypes: widgetArgTypes,
  args: { config: bakeryWeek, now: '2026-11-26T10:00:00+00:00' },
  render: ({ config }) => <MountedWidget definition={openingHoursWidget} rawConfig={config} />,
} satisfies Meta<WidgetStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thursday 10:00 in London: open until the lunch break. */
export const OpenNow: Story = {};

/** Thursday 12:30: closed over lunch, open again the same afternoon. */
export const LunchBreak: Story = { args: { now: '2026-11-26T12:30:00+00:00' } };

/** Sunday morning: closed, and Monday too, so the next opening is Tuesday's. */
export const ClosedUntilTuesday: Story = { args: { now: '2026-11-29T10:00:00+00:00' } };

/** The labels come from the config; the time zone decides the day (23:30 UTC is already Friday in Auckland). */
export const CustomLabelsAndTimeZone: Story = {
  args: {
    now: '2026-11-26T23:30:00+00:00',
    config: { ...bakeryWeek, timeZone: 'Pacific/Auckland', openLabel: 'Ovens on', closedLabel: 'Ovens cold' },
  },
};

/** A time written as "7am" and an unknown time zone: the host refuses the config and never mounts the badge. */
export const InvalidConfig: Story = {
  args: {
    config: { timeZone: 'Mars/Olympus', hours: { mon: [{ opens: '7am', closes: '18:00' }] } },
  },
};
