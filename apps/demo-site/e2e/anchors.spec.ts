import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  addLink,
  expectSameDocument,
  featureStarted,
  openSite,
  pagePath,
  trackPageRequests,
} from './support';

/** How far (in whole pixels, either way) the target's top edge sits from the sticky header's bottom edge. */
function gapBelowHeader(page: Page, id: string): Promise<number> {
  return page.evaluate((targetId) => {
    const header = document.querySelector('[data-vitrine-sticky-header]')!.getBoundingClientRect();
    return Math.abs(
      Math.round(document.getElementById(targetId)!.getBoundingClientRect().top - header.bottom),
    );
  }, id);
}

test('a same-page anchor scrolls to the target just below the sticky header, with no request', async ({
  page,
}) => {
  await openSite(page, 'our-story');
  // The gap is measured against the mini-header's scrolled height, which it has once it runs.
  await featureStarted(page, 'mini-header');
  const requests = trackPageRequests(page);
  const historyLength = await page.evaluate(() => history.length);

  await page.locator('[data-vitrine-content] a[href="#the-mill"]').first().click();

  await expect.poll(() => gapBelowHeader(page, 'the-mill')).toBeLessThanOrEqual(1);
  await expect(page).toHaveURL(`${pagePath('our-story')}#the-mill`);
  await expect(page.locator('#the-mill')).toBeFocused();
  expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
  expect(requests).toHaveLength(0);
  await expectSameDocument(page);

  await page.goBack();
  await expect(page).toHaveURL(pagePath('our-story'));
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(0);
});

test('an anchor on another page loads that page first, then scrolls to the target', async ({ page }) => {
  await openSite(page, 'home');
  await featureStarted(page, 'mini-header');
  await (await addLink(page, `${pagePath('our-story')}#today`, 'Baked today')).click();
  await expect(page).toHaveURL(`${pagePath('our-story')}#today`);
  await expect.poll(() => gapBelowHeader(page, 'today')).toBeLessThanOrEqual(1);
  await expect(page.locator('#today')).toBeFocused();
  await expectSameDocument(page);
});
