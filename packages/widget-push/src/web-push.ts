import type { BrowserPushStatus } from './push-state';

/** The browser's Web Push for one service worker: what the button asks, in one place. */
export interface WebPushSession {
  status: BrowserPushStatus;
  registration: ServiceWorkerRegistration | undefined;
}

const hasWebPush = (win: Window): boolean =>
  'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;

/**
 * Registers the service worker and reads the push permission and subscription. Any failure on the way (no
 * service worker allowed, the permission state unreadable) is reported as the status, never thrown.
 */
export async function openWebPush(
  win: Window,
  serviceWorkerUrl: string,
  warn: (message: string, error: unknown) => void,
): Promise<WebPushSession> {
  const unsupported = { supported: false, permission: undefined, subscribed: false };
  if (!hasWebPush(win)) return { status: unsupported, registration: undefined };
  let registration: ServiceWorkerRegistration;
  try {
    registration = await win.navigator.serviceWorker.register(serviceWorkerUrl);
  } catch (error) {
    warn(`the push service worker ${serviceWorkerUrl} could not be registered`, error);
    return { status: unsupported, registration: undefined };
  }
  let permission: PermissionState | undefined;
  try {
    permission = await registration.pushManager.permissionState({ userVisibleOnly: true });
  } catch (error) {
    warn('the push permission state could not be read', error);
  }
  let subscribed = false;
  try {
    subscribed = (await registration.pushManager.getSubscription()) !== null;
  } catch (error) {
    warn('the push subscription could not be read', error);
  }
  return { status: { supported: true, permission, subscribed }, registration };
}
