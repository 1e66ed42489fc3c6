import type { Meta, StoryObj } from '@storybook/react-vite';
import { pushButtonWidget } from '@vitrine/widget-push';
import { MountedWidget } from '../support/MountedWidget';
import type { StoryPushPermission } from '../support/push-stand-ins';
import { installStandInWebPush } from '../support/push-stand-ins';
import type { WidgetStoryArgs } from '../support/story-args';
import { widgetArgTypes } from '../support/story-args';

// The demo site's key: an uncompressed P-256 point, base64url.
const site = {
  vapidPublicKey: 'BFuI31znCYne2uWStj98FqwC1xvfxiIOTBthoihkld9yNnwWnfn9rUiO_xob2ZRqBbTD5yqlBiTPlLrVv9llDTc',
  customDomain: 'harbor-and-rye.example',
};

interface PushStoryArgs extends WidgetStoryArgs {
  /** What the stand-in push manager says the permission is (`unreadable`: it throws). */
  permission: StoryPushPermission;
  subscribed: boolean;
}

const meta = {
  title: 'Widgets/Push button',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine/widget-push`: the subscribe button on real Web Push. The stories stand in for the browser’s push service (the permission and subscription come from the controls); the service worker and the platform’s subscription call are the demo site’s.',
      },
    },
  },
  argTypes: {
    ...widgetArgTypes,
    permission: { control: 'inline-radio', options: ['prompt', 'granted', 'denied', 'unreadable'] },
    subscribed: { control: 'boolean' },
  },
  args: { config: site, now: '', permission: 'prompt', subscribed: false },
  render: ({ config, permission, subscribed }) => {
    installStandInWebPush({ permission, subscribed });
    return (
      <MountedWidget key={`${permission}-${subscribed}`} definition={pushButtonWidget} rawConfig={config} />
    );
  },
} satisfies Meta<PushStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not subscribed: the subscribe text. */
export const Disabled: Story = {};

/** Subscribed: the label becomes the unsubscribe text, 'Unsubscribe from Notifications' by default. */
export const Enabled: Story = { args: { permission: 'granted', subscribed: true } };

/** The visitor denied notifications: shown, greyed out. */
export const Blocked: Story = { args: { permission: 'denied' } };

/** The permission state cannot be read: unsupported, shown greyed out (`unsupported: "greyed"`). */
export const UnsupportedGreyedOut: Story = {
  args: { permission: 'unreadable', config: { ...site, unsupported: 'greyed' } },
};

/** Unsupported with the default `unsupported: "button"`: nothing is shown. */
export const UnsupportedHidden: Story = { args: { permission: 'unreadable' } };

/** A site without a custom domain gets no button at all. */
export const NoCustomDomain: Story = { args: { config: { vapidPublicKey: site.vapidPublicKey } } };

/** Own labels. */
export const OwnLabels: Story = {
  args: {
    permission: 'granted',
    subscribed: true,
    config: { ...site, subscribeText: 'Notify me of new posts', unsubscribeText: 'Stop post notifications' },
  },
};

/** A label that is not text: the host refuses the config and never mounts the button. */
export const InvalidConfig: Story = { args: { config: { ...site, subscribeText: 5 } } };
