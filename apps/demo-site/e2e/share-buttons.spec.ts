import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, openSite, pagePath, recordPublicEvents } from './support';

const STATE = 'data-vitrine-widget-state';
const shareWidget = (page: Page, id: string) => page.locator(`[data-widget-id="${id}"]`);
const POST_URL = `https://harbor-and-rye.example${pagePath('rye-harvest')}`;

/** Records what the page asks `window.open` for (the popup itself still opens). */
async function recordWindowOpens(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    (window as Window & { __opens?: unknown[][] }).__opens = calls;
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      calls.push(args);
      return open(...args);
    };
  });
  return () => page.evaluate(() => (window as Window & { __opens?: unknown[][] }).__opens);
}

test.describe('share buttons', () => {
  test('a network opens its share page in a 600 by 560 window and fires event-Share once', async ({
    page,
  }) => {
    // Facebook's share page, answered here: no machine of the suite reaches it.
    await page
      .context()
      .route('https://www.facebook.com/sharer/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Share on Facebook</title>' }),
      );
    const opens = await recordWindowOpens(page);
    await openSite(page, 'rye-harvest');
    const widget = shareWidget(page, 'post-share');
    await widget.scrollIntoViewIfNeeded();
    await expect(widget).toHaveAttribute(STATE, 'mounted');
    const events = await recordPublicEvents(page, 'event-Share');

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      widget.getByRole('link', { name: 'Share on Facebook' }).click(),
    ]);
    // Polled, as a new window may report its first about:blank before the address it was opened with.
    await expect(popup).toHaveURL(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(POST_URL)}`,
    );
    const calls = (await opens()) ?? [];
    expect(calls).toHaveLength(1);
    expect(String(calls[0]?.[2])).toMatch(/^popup,width=600,height=560,left=\d+,top=\d+$/);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(await page.url()).toContain(pagePath('rye-harvest'));
    expect(await events()).toEqual([{ network: 'facebook', url: POST_URL, widgetId: 'post-share' }]);
  });

  test('the share text is the element’s, or the spec’s default', async ({ page }) => {
    await openSite(page, 'rye-harvest');
    const post = shareWidget(page, 'post-share');
    await post.scrollIntoViewIfNeeded();
    await expect(post).toHaveAttribute(STATE, 'mounted');
    await expect(post.getByRole('link', { name: 'Share on X (Twitter)' })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?text=${encodeURIComponent('Fresh bread and a good read from Harbor & Rye')}&url=${encodeURIComponent(POST_URL)}`,
    );

    await page.goto(pagePath('offers'));
    const offers = shareWidget(page, 'offers-share');
    await offers.scrollIntoViewIfNeeded();
    await expect(offers).toHaveAttribute(STATE, 'mounted');
    await expect(offers.getByRole('link', { name: 'Share on X (Twitter)' })).toHaveAttribute(
      'href',
      new RegExp(`text=${encodeURIComponent('I wanted to share this great website with you')}&`),
    );
  });

  test('in preview the preview message shows and nothing opens', async ({ page }) => {
    const opens = await recordWindowOpens(page);
    await page.goto(`${pagePath('rye-harvest')}#preview`);
    const widget = shareWidget(page, 'post-share');
    await widget.scrollIntoViewIfNeeded();
    await expect(widget).toHaveAttribute(STATE, 'mounted');
    const events = await recordPublicEvents(page, 'event-Share');
    const link = widget.getByRole('link', { name: 'Share on LinkedIn' });
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await expect(dialog).toContainText("You can't use the widget to share a site from Preview mode.");
    expect(await axeViolations(page, '[data-widget-id="post-share"]')).toEqual([]);
    expect(await opens()).toEqual([]);
    expect(await events()).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('in the editor nothing happens', async ({ page }) => {
    const opens = await recordWindowOpens(page);
    await page.goto(`${pagePath('rye-harvest')}?nee=true`);
    const widget = shareWidget(page, 'post-share');
    await expect(widget).toHaveAttribute(STATE, 'mounted');
    const events = await recordPublicEvents(page, 'event-Share');
    await widget.getByRole('link', { name: 'Share on Facebook' }).click();
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    expect(await opens()).toEqual([]);
    expect(await events()).toEqual([]);
    expect(page.url()).toContain(`${pagePath('rye-harvest')}?nee=true`);
  });

  test('when the widget cannot load, the plain share links stay', async ({ page }) => {
    await page.route('**/cdn/widget-social/**', (route) => route.abort('internetdisconnected'));
    await openSite(page, 'rye-harvest');
    const widget = shareWidget(page, 'post-share');
    await widget.scrollIntoViewIfNeeded();
    await expect(widget).toHaveAttribute(STATE, 'failed');
    await expect(widget.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(POST_URL)}`,
    );
  });
});
