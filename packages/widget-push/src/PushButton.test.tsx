import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { WidgetContext } from '@vitrine/widget-api';
import { parseConfig } from '@vitrine/widget-api';
import { createTestContext, recordingLogger } from '@vitrine/widget-api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushButtonConfig } from './config';
import { pushButtonConfig } from './config';
import { pushButtonWidget } from './definition';
import { PushButton } from './PushButton';

const point = new Uint8Array(65).fill(9);
point[0] = 4;
const VAPID = btoa(String.fromCharCode(...point))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
const ENDPOINT = 'https://push.example/send/abc123';

/** The browser's Web Push, stood in at its boundary: a service worker registration with a push manager. */
function standInWebPush({
  permission = 'prompt' as PermissionState | Error,
  subscribed = false,
  prompt = 'granted' as NotificationPermission,
} = {}) {
  let subscription: PushSubscription | null = null;
  const makeSubscription = () =>
    ({
      endpoint: ENDPOINT,
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    }) as unknown as PushSubscription;
  if (subscribed) subscription = makeSubscription();
  const pushManager = {
    permissionState: vi.fn(async () => {
      if (permission instanceof Error) throw permission;
      return permission;
    }),
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => {
      subscription = makeSubscription();
      return subscription;
    }),
  };
  const register = vi.fn(async () => ({ pushManager }) as unknown as ServiceWorkerRegistration);
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => prompt) });
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetch);
  return { register, pushManager, fetch };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

async function renderButton(
  raw: Record<string, unknown>,
  overrides: Partial<WidgetContext<PushButtonConfig>> = {},
) {
  const parsed = await parseConfig(pushButtonConfig, raw);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  const logger = recordingLogger();
  const context = createTestContext(parsed.config, { siteId: 'harbor-and-rye', logger, ...overrides });
  const island = document.createElement('div');
  island.setAttribute('data-vitrine-widget', 'push-button');
  const column = document.createElement('div');
  column.append(island);
  document.body.append(column);
  render(<PushButton config={parsed.config} context={context} />, { container: island });
  return { logger, column };
}

const site = { vapidPublicKey: VAPID, customDomain: 'harbor-and-rye.example' };

describe('PushButton', () => {
  it('subscribes: permission, PushManager.subscribe with the VAPID key, then POST with endpoint and device id', async () => {
    const { pushManager, fetch } = standInWebPush();
    await renderButton(site, { device: 'mobile' });
    const button = await screen.findByRole('button', { name: 'Subscribe to Notifications' });
    await waitFor(() => expect(button.dataset.state).toBe('disabled'));
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'Unsubscribe from Notifications' });
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: point,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(url).toBe(
      `/_dm/s/rt/api/public/rt/site/harbor-and-rye/notifications/subscriptions?subEp=${encodeURIComponent(ENDPOINT)}&subDomain=harbor-and-rye.example&deviceID=2`,
    );
  });

  it('unsubscribes with DELETE and the endpoint', async () => {
    const { fetch } = standInWebPush({ permission: 'granted', subscribed: true });
    await renderButton(site);
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe from Notifications' }));
    await screen.findByRole('button', { name: 'Subscribe to Notifications' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(init?.method).toBe('DELETE');
    expect(String(url)).toContain(`subEp=${encodeURIComponent(ENDPOINT)}`);
  });

  it('is blocked (greyed out) when the visitor denied notifications, before or at the prompt', async () => {
    standInWebPush({ permission: 'denied' });
    await renderButton(site);
    await waitFor(() => expect(screen.getByRole('button').dataset.state).toBe('blocked'));
    expect(screen.getByRole('button').getAttribute('aria-disabled')).toBe('true');
    cleanup();
    const { pushManager } = standInWebPush({ prompt: 'denied' });
    await renderButton(site);
    const button = screen.getByRole('button');
    await waitFor(() => expect(button.dataset.state).toBe('disabled'));
    fireEvent.click(button);
    await waitFor(() => expect(button.dataset.state).toBe('blocked'));
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('undoes the browser subscription when the site does not take it', async () => {
    const { fetch, pushManager } = standInWebPush();
    fetch.mockResolvedValueOnce(new Response('no', { status: 500 }));
    const { logger } = await renderButton(site);
    const button = screen.getByRole('button');
    await waitFor(() => expect(button.dataset.state).toBe('disabled'));
    fireEvent.click(button);
    await waitFor(() => expect(logger.lines.some(([level]) => level === 'warn')).toBe(true));
    expect(button.dataset.state).toBe('disabled');
    expect(await pushManager.getSubscription()).toBeNull();
  });

  it('treats an unreadable permission state as unsupported: hidden, column hidden, or greyed per attribute', async () => {
    standInWebPush({ permission: new Error('no permission API') });
    await renderButton(site);
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    cleanup();
    standInWebPush({ permission: new Error('no permission API') });
    const { column } = await renderButton({ ...site, unsupported: 'column' });
    await waitFor(() => expect(column.hidden).toBe(true));
    cleanup();
    standInWebPush({ permission: new Error('no permission API') });
    await renderButton({ ...site, unsupported: 'greyed' });
    await waitFor(() => expect(screen.getByRole('button').dataset.state).toBe('unsupported'));
    expect(screen.getByRole('button').getAttribute('aria-disabled')).toBe('true');
  });

  it('is unsupported where the browser has no Web Push', async () => {
    await renderButton({ ...site, unsupported: 'greyed' });
    await waitFor(() => expect(screen.getByRole('button').dataset.state).toBe('unsupported'));
  });

  it('is removed when the site has no custom domain', async () => {
    const { register } = standInWebPush();
    const { logger } = await renderButton({ vapidPublicKey: VAPID });
    await act(async () => {});
    expect(screen.queryByRole('button')).toBeNull();
    expect(register).not.toHaveBeenCalled();
    expect(logger.lines).toContainEqual(['info', 'no push button: the site has no custom domain', []]);
  });

  it('warns on a garbage key or display, and never registers with a key that cannot subscribe', async () => {
    const { register } = standInWebPush();
    const { logger } = await renderButton({ ...site, vapidPublicKey: 'nope', unsupported: 'fade' });
    await act(async () => {});
    expect(register).not.toHaveBeenCalled();
    expect(logger.lines.filter(([level]) => level === 'warn').map(([, message]) => message)).toEqual([
      'vapidPublicKey is not a base64url P-256 public key; push is unsupported here',
    ]);
    // The display's garbage is the schema's to report: the host logs it before the button mounts.
    expect(await parseConfig(pushButtonConfig, { ...site, unsupported: 'fade' })).toMatchObject({
      ok: true,
      config: { unsupported: 'button' },
      warnings: [
        'unsupported "fade" is not button, column or greyed; the button is hidden where push is unsupported',
      ],
    });
  });

  it('is defined with a lazily loaded mount', async () => {
    expect(pushButtonWidget.selector).toBe('[data-vitrine-widget="push-button"]');
    expect(typeof (await pushButtonWidget.load()).mount).toBe('function');
  });
});
