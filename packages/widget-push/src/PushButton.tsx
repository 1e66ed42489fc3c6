import { platformUrl } from '@vitrine/widget-api';
import type { WidgetProps } from '@vitrine/widget-api/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PushButtonConfig } from './config';
import { PUSH_DEVICE_IDS, pushSubscriptionUrl } from './protocol';
import type { PushState } from './push-state';
import { pushButtonView, stateAfterPrompt, stateOf, vapidKeyBytes } from './push-state';
import { usePushStyles } from './push-styles';
import { openWebPush } from './web-push';

/**
 * The push-notification subscribe button (spec widgets §3, §4, §5, §7, §8): real Web Push through the site's
 * service worker and VAPID key, and the platform's subscription calls.
 */
export function PushButton({ config, context }: WidgetProps<PushButtonConfig>) {
  const display = config.unsupported;
  const key = useMemo(() => vapidKeyBytes(config.vapidPublicKey), [config.vapidPublicKey]);
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const registration = useRef<ServiceWorkerRegistration | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const { logger, signal } = context;
  const hasDomain = config.customDomain.trim() !== '';
  usePushStyles();

  useEffect(() => {
    if (!hasDomain) logger.info('no push button: the site has no custom domain');
    else if (!key)
      logger.warn('vapidPublicKey is not a base64url P-256 public key; push is unsupported here');
  }, [hasDomain, key, logger]);

  useEffect(() => {
    if (!hasDomain || !key) {
      setState('unsupported');
      return;
    }
    let current = true;
    void openWebPush(window, config.serviceWorker, (message, error) => logger.warn(message, error)).then(
      (session) => {
        if (!current || signal.aborted) return;
        registration.current = session.registration;
        setState(stateOf(session.status));
      },
    );
    return () => {
      current = false;
    };
  }, [hasDomain, key, config.serviceWorker, logger, signal]);

  const view = pushButtonView(state, config, display);

  useEffect(() => {
    // `column`: the element's column goes, not only the button (spec widgets §4).
    const column = anchorRef.current?.closest('[data-vitrine-widget]')?.parentElement;
    if (!column || !view.hideColumn) return;
    column.hidden = true;
    return () => {
      column.hidden = false;
    };
  }, [view.hideColumn]);

  if (!hasDomain) return null;

  const callUrl = (endpoint: string) =>
    pushSubscriptionUrl(context.siteId, {
      endpoint,
      domain: config.customDomain.trim(),
      deviceId: PUSH_DEVICE_IDS[context.device],
    });

  async function subscribe(worker: ServiceWorkerRegistration, applicationServerKey: Uint8Array) {
    const next = stateAfterPrompt(await Notification.requestPermission());
    if (next !== 'subscribing') return next;
    let subscription: PushSubscription;
    try {
      subscription = await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey as Uint8Array<ArrayBuffer>,
      });
    } catch (error) {
      logger.warn('the push service refused the subscription', error);
      return 'disabled';
    }
    try {
      const response = await fetch(platformUrl(callUrl(subscription.endpoint)), { method: 'POST', signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return 'enabled';
    } catch (error) {
      // The site never heard of it: a subscription it cannot push to is worth less than none.
      logger.warn('the site did not take the push subscription; it is undone', error);
      await subscription.unsubscribe().catch(() => false);
      return 'disabled';
    }
  }

  async function unsubscribe(worker: ServiceWorkerRegistration) {
    const subscription = await worker.pushManager.getSubscription();
    if (!subscription) return 'disabled';
    const { endpoint } = subscription;
    await subscription.unsubscribe();
    try {
      const response = await fetch(platformUrl(callUrl(endpoint)), { method: 'DELETE', signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } catch (error) {
      // The browser has let go of it: the push service answers the site's next push with "gone".
      logger.warn('the site was not told of the unsubscription', error);
    }
    return 'disabled';
  }

  async function onClick() {
    const worker = registration.current;
    if (busy || !worker || !key || (state !== 'enabled' && state !== 'disabled')) return;
    setBusy(true);
    try {
      const next = state === 'enabled' ? await unsubscribe(worker) : await subscribe(worker, key);
      if (!signal.aborted) setState(next as PushState);
    } catch (error) {
      logger.warn('push could not be changed', error);
    } finally {
      if (!signal.aborted) setBusy(false);
    }
  }

  return (
    <span ref={anchorRef} className="vw-push">
      {view.shown && (
        <button
          ref={buttonRef}
          type="button"
          className={`vw-push__button vw-push__button--${state}`}
          data-state={state}
          aria-disabled={view.greyed || state === 'checking' || busy || undefined}
          aria-busy={busy || undefined}
          onClick={onClick}
        >
          {view.label}
        </button>
      )}
    </span>
  );
}
