import { expect, test } from './fixtures';
import { addLink, navLink, nextPageLoad, openSite, pagePath, trackPageRequests } from './support';

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
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(1);
  });

  test('a pointer crossing a link without resting fetches nothing', async ({ page }) => {
    // The page's clock stands still while the pointer crosses, so the crossing takes no time however slow the
    // machine; then it runs well past the rest delay. Resting afterwards does fetch: the clock is not the cause.
    await page.clock.install();
    await openSite(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    const requests = trackPageRequests(page);
    const box = (await navLink(page, 'menu').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200);
    await page.clock.runFor(1000);
    await page.waitForTimeout(200);
    expect(requests).toHaveLength(0);

    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.clock.runFor(1000);
    await expect.poll(() => requests.length).toBe(1);
  });

  test('opted-out, disabled and excepted links are never prefetched', async ({ page }) => {
    await openSite(page);
    const requests = trackPageRequests(page);
    const links = [
      await addLink(page, pagePath('about'), 'Opted out', { 'data-vitrine-no-prefetch': '' }),
      await addLink(page, pagePath('menu'), 'Disabled', { 'data-disable-ajax': '' }),
      await addLink(page, '/site/classic', 'Excepted'),
    ];
    for (const link of links) {
      await link.hover();
      await page.waitForTimeout(250);
    }
    expect(requests).toHaveLength(0);
  });
});
