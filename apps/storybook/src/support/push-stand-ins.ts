// What the push button stories use instead of a browser's push service: a service worker registration whose
// push manager answers as the story says. Subscribing goes through the browser's real permission prompt.

export type StoryPushPermission = PermissionState | 'unreadable';

export function installStandInWebPush({
  permission,
  subscribed,
}: {
  permission: StoryPushPermission;
  subscribed: boolean;
}): void {
  let subscription: PushSubscription | null = null;
  const makeSubscription = () =>
    ({
      endpoint: 'https://push.example/send/story',
      unsubscribe: async () => {
        subscription = null;
        return true;
      },
    }) as unknown as PushSubscription;
  if (subscribed) subscription = makeSubscription();
  const pushManager = {
    permissionState: async () => {
      if (permission === 'unreadable') throw new DOMException('not allowed', 'NotAllowedError');
      return permission;
    },
    getSubscription: async () => subscription,
    subscribe: async () => {
      subscription = makeSubscription();
      return subscription;
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: async () => ({ pushManager }) as unknown as ServiceWorkerRegistration },
  });
}
