import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSite, requestsTo, stopPageClock } from './support';

const STATE = 'data-vitrine-widget-state';
const WIDGETS_SCRIPT = 'https://platform.twitter.com/widgets.js';
const feed = (page: Page) => page.locator('[data-widget-id="bakery-twitter"]');

/**
 * The platform's widgets script, answered at the network boundary: a stand-in with the part of `twttr` the feed
 * uses, which draws the timeline where the embed anchor was.
 */
async function answerWidgetsScript(page: Page) {
  await page.route(WIDGETS_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript; charset=utf-8',
      body: `window.twttr = { widgets: { load(box) {
        const anchor = box.querySelector('a.twitter-timeline');
        const timeline = document.createElement('div');
        timeline.className = 'stand-in-timeline';
        timeline.textContent = 'Timeline of ' + anchor.href + ' limit ' + anchor.dataset.tweetLimit + ' chrome ' + anchor.dataset.chrome;
        anchor.replaceWith(timeline);
        return Promise.resolve([timeline]);
      } } };`,
    }),
  );
}

test.describe('Twitter feed', () => {
  test('in view as it starts: the widgets script loads at once and draws the timeline', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 4000 });
    await answerWidgetsScript(page);
    const script = requestsTo(page, WIDGETS_SCRIPT);
    await openSite(page, 'rye-harvest');
    await expect(feed(page).locator('.stand-in-timeline')).toHaveText(
      'Timeline of https://twitter.com/HarborAndRye limit 3 chrome noheader nofooter',
    );
    await expect(feed(page).locator('.vw-twitter')).toHaveAttribute('data-state', 'shown');
    expect(script).toEqual([WIDGETS_SCRIPT]);
  });

  test('out of view: nothing until the first scroll, then the script 600 ms later', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await stopPageClock(page);
    await answerWidgetsScript(page);
    const script = requestsTo(page, WIDGETS_SCRIPT);
    await openSite(page, 'rye-harvest');
    await expect(feed(page)).toHaveAttribute(STATE, 'mounted');
    await expect(feed(page).locator('.vw-twitter')).toHaveAttribute('data-state', 'waiting');
    const box = await feed(page).boundingBox();
    expect(box?.y).toBeGreaterThan(600);
    await page.clock.runFor(5_000);
    expect(script).toEqual([]);

    await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => window.scrollY > 0);
    await page.clock.runFor(599);
    expect(script).toEqual([]);
    await expect(feed(page).locator('.vw-twitter')).toHaveAttribute('data-state', 'waiting');
    await page.clock.runFor(1);
    await expect(feed(page).locator('.vw-twitter')).not.toHaveAttribute('data-state', 'waiting');
    await expect(feed(page).locator('.stand-in-timeline')).toBeVisible();
    expect(script).toEqual([WIDGETS_SCRIPT]);
  });

  test('when the script fails, a plain link to the profile stays', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 4000 });
    await page.route(WIDGETS_SCRIPT, (route) => route.abort('internetdisconnected'));
    await openSite(page, 'rye-harvest');
    await expect(feed(page).locator('.vw-twitter')).toHaveAttribute('data-state', 'failed');
    await expect(feed(page).getByRole('link', { name: '@HarborAndRye on X (Twitter)' })).toHaveAttribute(
      'href',
      'https://twitter.com/HarborAndRye',
    );
  });
});
