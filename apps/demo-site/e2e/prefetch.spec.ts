import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  addLink,
  navLink,
  nextPageLoad,
  openSite,
  pagePath,
  stopPageClock,
  trackPageRequests,
} from './support';

/** Far past core's hover delay (`PREFETCH_HOVER_DELAY_MS`, 80 ms): a pointer resting this long has rested. */
const WELL_PAST_THE_REST_DELAY_MS = 1000;

const pathsOf = (requests: ReturnType<typeof trackPageRequests>) =>
  requests.map((request) => new URL(request.url()).pathname);

/** Rests the pointer on the middle of a link; the page's clock then runs past the rest delay. */
async function restOn(page: Page, link: ReturnType<typeof navLink>): Promise<void> {
  await link.hover();
  await page.clock.runFor(WELL_PAST_THE_REST_DELAY_MS);
}

test.describe('prefetch', () => {
  test('a pointer resting on a link fetches its page, and the click makes no second request', async ({
    page,
  }) => {
    await openSite(page);
    const requests = trackPageRequests(page);
    await navLink(page, 'about').hover();
    await expect.poll(() => requests.length).toBe(1);
    const load = nextPageLoad(page);
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    expect((await load).fromCache).toBe(true);
    // One more page after it: a second request for about, had the click made one, came before this page's.
    await navLink(page, 'menu').click();
    await expect(page).toHaveURL(pagePath('menu'));
    expect(pathsOf(requests).filter((path) => path === pagePath('about'))).toEqual([pagePath('about')]);
  });

  test('a pointer crossing a link without resting fetches nothing', async ({ page }) => {
    // The page's clock stands still while the pointer crosses, so the crossing takes no time however slow the
    // machine; then it runs well past the rest delay. Resting on another link afterwards does fetch it, and
    // only it: a fetch the crossing had started would have come first.
    await stopPageClock(page);
    await openSite(page);
    const requests = trackPageRequests(page);
    const box = (await navLink(page, 'menu').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200);
    await page.clock.runFor(WELL_PAST_THE_REST_DELAY_MS);

    await restOn(page, navLink(page, 'about'));
    await expect.poll(() => pathsOf(requests)).toEqual([pagePath('about')]);
  });

  test('opted-out, disabled and excepted links are never prefetched', async ({ page }) => {
    await stopPageClock(page);
    await openSite(page);
    const requests = trackPageRequests(page);
    const links = [
      await addLink(page, pagePath('about'), 'Opted out', { 'data-vitrine-no-prefetch': '' }),
      await addLink(page, pagePath('menu'), 'Disabled', { 'data-disable-ajax': '' }),
      await addLink(page, '/site/classic', 'Excepted'),
    ];
    for (const link of links) await restOn(page, link);
    // A link that may be prefetched, rested on last, is the first and only one fetched.
    await restOn(page, navLink(page, 'our-story'));
    await expect.poll(() => pathsOf(requests)).toEqual([pagePath('our-story')]);
  });
});
