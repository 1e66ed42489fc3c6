import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  answerDayjsCdn,
  axeViolations,
  DAYJS_CDN_URL,
  dataLayer,
  cookieNotice as notice,
  openSite,
  pagePath,
} from './support';

const countdown = (page: Page) => page.locator('[data-widget-id="market-countdown"]');

/** Every request the page makes from now on: `offSite()` gives those that left the site's origin. */
function recordRequests(page: Page): { offSite(): string[] } {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return { offSite: () => urls.filter((url) => new URL(url).origin !== new URL(page.url()).origin) };
}

test.describe("consent in opt-in mode (the demo's), before the visitor answers", () => {
  test.use({ consentAnswer: null });

  test('in opt-in mode nothing off-site loads and held scripts wait until the visitor accepts; Accept all runs them', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    const served = await answerDayjsCdn(page);
    await openSite(page, 'market');
    await expect(notice(page)).toBeVisible();
    await expect(countdown(page)).toHaveText('We are at the market every Saturday from 8:00 to 13:00.');
    expect((await dataLayer(page)).pageViews).toBe(0);
    expect(requests.offSite()).toEqual([]);
    await expect
      .poll(async () => (await dataLayer(page)).consent)
      .toEqual([
        ['default', expect.objectContaining({ analytics_storage: 'denied', security_storage: 'granted' })],
        ['update', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })],
      ]);

    await notice(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(countdown(page)).toHaveText(/^At the market (today|Saturday \d+ \w+), 8:00 to 13:00\.$/);
    await expect.poll(async () => (await dataLayer(page)).pageViews).toBe(1);
    expect((await dataLayer(page)).consent.at(-1)).toEqual([
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
    ]);
    expect(served()).toBe(1);
    expect(requests.offSite()).toEqual([DAYJS_CDN_URL]);
  });

  test('in opt-in mode a video and the comments show facades and nothing leaves the site; Load once plays this once, Always allow stays', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    // The providers answered at the network boundary, with stand-ins of what the widgets read.
    await page.route('https://www.youtube-nocookie.com/embed/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await page.route('https://harbor-and-rye.disqus.com/embed.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.DISQUS = { reset: function () {} };
          document.getElementById('disqus_thread').textContent = 'Comment service thread';`,
      }),
    );
    await page.route('https://harbor-and-rye.disqus.com/count.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.DISQUSWIDGETS = { getCount: function () {} };
          document.querySelectorAll('.disqus-comment-count').forEach(function (el) { el.textContent = '2 Comments'; });`,
      }),
    );
    await page.route('https://connect.facebook.net/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.FB = { XFBML: { parse: function () {} } };',
      }),
    );
    await page.route('https://graph.facebook.com/**', (route) =>
      route.fulfill({ json: { engagement: { comment_plugin_count: 1 } } }),
    );

    await openSite(page, 'about');
    const player = page.locator('[data-widget-id="baking-film"]');
    await player.scrollIntoViewIfNeeded();
    const video = player.getByRole('group', {
      name: 'YouTube Developers Live: Embedded Web Player Customization',
    });
    // The player's first start downloads React and its mount chunk: on a busy machine, more than 5 s.
    await expect(video).toBeVisible({ timeout: 20_000 });
    await expect(video).toContainText('Provided by YouTube');
    // The site's own poster, never YouTube's still.
    await expect(player.locator('img')).toHaveAttribute('src', '/assets/gallery/shop-counter.jpg');
    expect(await axeViolations(page, '[data-widget-id="baking-film"]')).toEqual([]);
    expect(requests.offSite()).toEqual([]);
    await video.getByRole('button', { name: 'Load once' }).focus();
    await page.keyboard.press('Enter');
    await expect(player.locator('iframe')).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\/M7lc1UVf-VE/,
    );
    expect(await page.evaluate(() => document.cookie)).not.toContain('_dm_consent');
    await expect(notice(page)).toBeVisible();

    const offSiteBefore = requests.offSite().length;
    await page.goto(`${pagePath('post')}?post_id=9`);
    const counter = page.locator('[data-widget-id="post-comment-count"]');
    await expect(counter).toHaveAttribute('data-vitrine-widget-state', 'mounted');
    await page.locator('#post-comments-heading').scrollIntoViewIfNeeded();
    const disqus = page.locator('[data-comments-provider="disqus"]').getByRole('group', { name: 'Comments' });
    await expect(disqus).toContainText('Provided by Disqus');
    // The facade built without React (comments, Twitter, maps, the store), as the video's is with it.
    expect(await axeViolations(page, '[data-comments-provider="disqus"]')).toEqual([]);
    // Not counted before the visitor allows it, and not guessed: the link the server wrote.
    await expect(counter).toHaveText('Comments');
    expect(requests.offSite().slice(offSiteBefore)).toEqual([]);
    await disqus.getByRole('button', { name: 'Always allow “Marketing”' }).click();
    await expect(page.locator('#disqus_thread')).toHaveText('Comment service thread');
    await expect(counter).toHaveText('3 comments');
    await expect(notice(page)).toBeHidden();
    expect(decodeURIComponent(await page.evaluate(() => document.cookie))).toContain(
      '_dm_consent={"v":"1","c":["necessary","marketing"]}',
    );
    // The next document honours it: no facade, and the notice does not ask again.
    await page.reload();
    await page.locator('#post-comments-heading').scrollIntoViewIfNeeded();
    await expect(page.locator('#disqus_thread')).toHaveText('Comment service thread');
    await expect(page.locator('[data-third-party-facade]')).toHaveCount(0);
    await expect(notice(page)).toBeHidden();
  });
});
