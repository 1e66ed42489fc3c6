import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, openSite } from './support';

const STATE = 'data-vitrine-widget-state';
const SUBSCRIPTIONS = '/_dm/s/rt/api/public/rt/site/harbor-and-rye/notifications/subscriptions';
const ENDPOINT = 'https://push.example/send/e2e-browser-1';
const pushWidget = (page: Page) => page.locator('[data-widget-id="journal-push"]');

/**
 * The browser's push service, stood in at PushManager: Chromium here reaches no push service, so `subscribe`
 * answers with a subscription of a made-up endpoint (kept in sessionStorage, as the browser keeps its own).
 * The service worker registration and the permission prompt are the browser's own.
 */
async function standInPushService(page: Page, permissionState?: PermissionState | 'unreadable') {
  await page.addInitScript(
    ({ endpoint, permissionState }) => {
      const KEY = 'stand-in-push-subscription';
      const subscription = () => ({
        endpoint,
        unsubscribe: async () => {
          sessionStorage.removeItem(KEY);
          return true;
        },
      });
      const proto = PushManager.prototype as PushManager & Record<string, unknown>;
      proto.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
        const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
        sessionStorage.setItem(
          KEY,
          JSON.stringify({ keyLength: key.length, userVisibleOnly: options?.userVisibleOnly }),
        );
        return subscription() as unknown as PushSubscription;
      };
      proto.getSubscription = async () =>
        sessionStorage.getItem(KEY) ? (subscription() as unknown as PushSubscription) : null;
      if (permissionState === 'unreadable')
        proto.permissionState = async () => {
          throw new DOMException('not allowed', 'NotAllowedError');
        };
      else if (permissionState) proto.permissionState = async () => permissionState;
    },
    { endpoint: ENDPOINT, permissionState },
  );
}

test.describe('push button', () => {
  test('on the journal, subscribe then unsubscribe: the server receives the endpoint and device id', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await standInPushService(page);
    await openSite(page, 'blog');
    await pushWidget(page).scrollIntoViewIfNeeded();
    await expect(pushWidget(page)).toHaveAttribute(STATE, 'mounted');
    const subscribe = pushWidget(page).getByRole('button', { name: 'Notify me of new posts' });
    await expect(subscribe).toHaveAttribute('data-state', 'disabled');
    expect(await axeViolations(page, '[data-widget-id="journal-push"]')).toEqual([]);

    const [post] = await Promise.all([
      page.waitForResponse(
        (response) => response.url().includes(SUBSCRIPTIONS) && response.request().method() === 'POST',
      ),
      subscribe.click(),
    ]);
    const posted = new URL(post.url());
    expect(posted.pathname).toBe(SUBSCRIPTIONS);
    expect(Object.fromEntries(posted.searchParams)).toEqual({
      subEp: ENDPOINT,
      subDomain: 'harbor-and-rye.example',
      deviceID: '0',
    });
    expect(post.status()).toBe(201);
    const unsubscribe = pushWidget(page).getByRole('button', { name: 'Unsubscribe from Notifications' });
    await expect(unsubscribe).toHaveAttribute('data-state', 'enabled');
    // The site's VAPID key went to PushManager.subscribe, as the 65 bytes of its public point.
    expect(
      JSON.parse((await page.evaluate(() => sessionStorage.getItem('stand-in-push-subscription'))) ?? '{}'),
    ).toEqual({
      keyLength: 65,
      userVisibleOnly: true,
    });
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL),
    ).toMatch(/\/push-service-worker\.js$/);

    // Back on the page later: still subscribed.
    await page.reload();
    await pushWidget(page).scrollIntoViewIfNeeded();
    await expect(unsubscribe).toHaveAttribute('data-state', 'enabled');

    const [removed] = await Promise.all([
      page.waitForResponse(
        (response) => response.url().includes(SUBSCRIPTIONS) && response.request().method() === 'DELETE',
      ),
      unsubscribe.click(),
    ]);
    expect(new URL(removed.url()).searchParams.get('subEp')).toBe(ENDPOINT);
    expect(removed.status()).toBe(204);
    await expect(subscribe).toHaveAttribute('data-state', 'disabled');
  });

  test('blocked: denied notifications show the button greyed out', async ({ page }) => {
    await standInPushService(page, 'denied');
    await openSite(page, 'blog');
    await pushWidget(page).scrollIntoViewIfNeeded();
    const button = pushWidget(page).getByRole('button', { name: 'Notify me of new posts' });
    await expect(button).toHaveAttribute('data-state', 'blocked');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  test('a permission state that cannot be read means unsupported: the button is hidden', async ({ page }) => {
    await standInPushService(page, 'unreadable');
    await openSite(page, 'blog');
    await pushWidget(page).scrollIntoViewIfNeeded();
    await expect(pushWidget(page)).toHaveAttribute(STATE, 'mounted');
    await expect(pushWidget(page).locator('.vw-push')).toBeAttached();
    await expect(pushWidget(page).getByRole('button')).toHaveCount(0);
  });

  test('when the widget cannot load, the link to the bakery letter stays', async ({ page }) => {
    await page.route('**/cdn/widget-push/**', (route) => route.abort('internetdisconnected'));
    await openSite(page, 'blog');
    await pushWidget(page).scrollIntoViewIfNeeded();
    await expect(pushWidget(page)).toHaveAttribute(STATE, 'failed');
    await expect(
      pushWidget(page).getByRole('link', { name: 'sign up for the monthly bakery letter' }),
    ).toBeVisible();
  });
});

test.describe('push button on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    viewport: { width: 412, height: 915 },
  });

  test('subscribes with device id 2', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await standInPushService(page);
    await openSite(page, 'blog');
    await pushWidget(page).scrollIntoViewIfNeeded();
    const subscribe = pushWidget(page).getByRole('button', { name: 'Notify me of new posts' });
    await expect(subscribe).toHaveAttribute('data-state', 'disabled');
    const [post] = await Promise.all([
      page.waitForResponse((response) => response.url().includes(SUBSCRIPTIONS)),
      subscribe.click(),
    ]);
    expect(new URL(post.url()).searchParams.get('deviceID')).toBe('2');
  });
});
