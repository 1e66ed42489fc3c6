import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WidgetContext } from '@vitrine/widget-api';
import { couponWidget } from '@vitrine/widget-promo';
import { MountedWidget } from '../support/MountedWidget';
import type { WidgetStoryArgs } from '../support/story-args';
import { widgetArgTypes } from '../support/story-args';

const weekendLoaf = {
  name: 'Weekend loaf',
  description: '20% off any whole loaf on Saturdays and Sundays.',
  code: 'RYE20',
  expdt: Date.parse('2027-01-31T23:59:59-08:00'),
};

interface CouponStoryArgs extends WidgetStoryArgs {
  /** Context fields: where the coupon runs (editor, preview, live) and on which device. */
  context: Pick<Partial<WidgetContext<unknown>>, 'mode' | 'inEditor' | 'device'>;
}

const meta = {
  title: 'Widgets/Coupon',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine/widget-promo`: a coupon that disappears once expired. **Use** shows it as an image (modern-screenshot, downloaded on the first click) with **Print** on desktop; **Share** uses the device’s share sheet, or offers the image to download and an email. Both fire `event-CouponWidget`.',
      },
    },
  },
  argTypes: { ...widgetArgTypes, context: { control: 'object' } },
  args: { config: weekendLoaf, now: '2026-11-26T10:00:00+00:00', context: {} },
  render: ({ config, context }) => (
    <MountedWidget definition={couponWidget} rawConfig={config} context={context} />
  ),
} satisfies Meta<CouponStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Valid until the end of January 2027: Use and Share work; Use shows Print on desktop. */
export const Valid: Story = {};

/** The same coupon viewed in February 2027: expired, so nothing is shown. */
export const Expired: Story = { args: { now: '2027-02-01T10:00:00+00:00' } };

/** No expiry (`expdt` 0): shown whatever the date, without a "valid until" line. */
export const NoExpiry: Story = { args: { config: { ...weekendLoaf, expdt: 0 } } };

/** `expdt` that is not a timestamp: read as no expiry, and a warning is logged; the offer stays. */
export const UnreadableExpiry: Story = { args: { config: { ...weekendLoaf, expdt: 'next week' } } };

/** On a phone: Use shows the image without the Print button. */
export const OnAPhone: Story = { args: { context: { device: 'mobile' } } };

/** In preview: Share shows "You can't use the widget to share a site from Preview mode.". */
export const InPreview: Story = { args: { context: { mode: 'preview' } } };

/** In the editor: Use and Share do nothing. */
export const InTheEditor: Story = { args: { context: { mode: 'editor', inEditor: true } } };

/** A name that is not text: the host refuses the config and never mounts the coupon. */
export const InvalidConfig: Story = { args: { config: { ...weekendLoaf, name: 42 } } };
