import type { Meta, StoryObj } from '@storybook/react-vite';
import { NUTRITIONIST_SERVICES, TASTING_SCHEDULING_URL } from '@vitrine/demo-site/src/site/engagement';
import type { WidgetContext } from '@vitrine/widget-api';
import { bookingButtonWidget, healthBookingWidget, openTableWidget } from '@vitrine/widget-booking';
import { MountedWidget } from '../support/MountedWidget';
import type { WidgetStoryArgs } from '../support/story-args';
import { widgetArgTypes } from '../support/story-args';

/**
 * Stories reach no scheduling provider: a stand-in `Calendly` is on the page, so a click opens this box instead
 * of loading `https://assets.calendly.com/assets/external/widget.js`.
 */
function installStandInScheduler(): void {
  (window as Window & { Calendly?: unknown }).Calendly = {
    initPopupWidget({ url }: { url: string }) {
      document.querySelector('.stand-in-scheduler')?.remove();
      const popup = document.createElement('p');
      popup.className = 'stand-in-scheduler';
      popup.setAttribute('role', 'status');
      popup.textContent = `The scheduler would open ${url} over the page.`;
      document.body.append(popup);
    },
  };
}

type Widget = 'booking-button' | 'open-table' | 'health-booking';
interface BookingStoryArgs extends WidgetStoryArgs {
  widget: Widget;
  context: Pick<Partial<WidgetContext<unknown>>, 'mode' | 'inEditor'>;
}

const meta = {
  title: 'Widgets/Booking',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine/widget-booking`: the booking button (the scheduling provider’s script on the first click; a failure to the console only; nothing in the editor), the OpenTable button (`event-OpenTable`), and the health-booking plugin on the same mechanism.',
      },
    },
  },
  decorators: [
    (Story) => {
      installStandInScheduler();
      return <Story />;
    },
  ],
  argTypes: { ...widgetArgTypes, widget: { control: false }, context: { control: 'object' } },
  args: {
    widget: 'booking-button',
    config: { schedulingUrl: TASTING_SCHEDULING_URL, label: 'Book a tasting' },
    now: '',
    context: {},
  },
  render: ({ widget, config, context }) =>
    widget === 'open-table' ? (
      <MountedWidget definition={openTableWidget} rawConfig={config} context={context} />
    ) : widget === 'health-booking' ? (
      <MountedWidget definition={healthBookingWidget} rawConfig={config} context={context} />
    ) : (
      <MountedWidget definition={bookingButtonWidget} rawConfig={config} context={context} />
    ),
} satisfies Meta<BookingStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The booking button: a click opens the scheduler over the page. */
export const BookingButtonStory: Story = { name: 'Booking button' };

/** In the editor the booking button does nothing. */
export const BookingButtonInTheEditor: Story = { args: { context: { mode: 'editor', inEditor: true } } };

/** A page that is not the provider's: no button, and a warning. */
export const BookingButtonNotAProviderPage: Story = {
  args: { config: { schedulingUrl: 'https://elsewhere.example/book' } },
};

/** The OpenTable reservation button. */
export const OpenTable: Story = {
  args: { widget: 'open-table', config: { restaurantId: '412087' } },
};

/** The health-booking plugin with two appointment types. */
export const HealthBookingStory: Story = {
  name: 'Health booking',
  args: { widget: 'health-booking', config: { services: NUTRITIONIST_SERVICES } },
};

/** With one appointment type the button names it, and there is nothing to choose. */
export const HealthBookingOneService: Story = {
  args: { widget: 'health-booking', config: { services: NUTRITIONIST_SERVICES.slice(0, 1) } },
};

/** A label that is not text: the host refuses the config and never mounts the button. */
export const InvalidConfig: Story = {
  args: { config: { schedulingUrl: TASTING_SCHEDULING_URL, label: false } },
};
