import { expect, test } from './fixtures';
import {
  addLink,
  countNavigations,
  expectNewDocument,
  expectSameDocument,
  navLink,
  openSite,
  pagePath,
  trackPageRequests,
} from './support';

test.describe('links that keep the browser behaviour', () => {
  test('the always-excepted /site/classic path loads as a whole document', async ({ page }) => {
    await openSite(page);
    const requests = trackPageRequests(page);
    await (await addLink(page, '/site/classic', 'Classic site')).click();
    await expect(page).toHaveURL('/site/classic');
    await expectNewDocument(page);
    expect(requests).toHaveLength(0);
  });

  test("a path in the site's own exceptions list loads as a whole document", async ({ page }) => {
    await openSite(page);
    const exceptions = await page.evaluate(() => window.vitrine!.config.ajaxExceptions);
    expect(exceptions.length).toBeGreaterThan(0);
    const requests = trackPageRequests(page);
    const response = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith(exceptions[0]!));
    await (await addLink(page, `${exceptions[0]}price-list`, 'Price list')).click();
    await response;
    await expectNewDocument(page);
    expect(requests).toHaveLength(0);
  });

  test('a link with data-disable-ajax loads as a whole document', async ({ page }) => {
    await openSite(page);
    await (await addLink(page, pagePath('about'), 'About, fully', { 'data-disable-ajax': '' })).click();
    await expect(page).toHaveURL(pagePath('about'));
    await expectNewDocument(page);
  });

  test("a shift-click is the browser's: the page opens in a new window, this one stays as it is", async ({
    page,
    context,
  }) => {
    await openSite(page);
    const navigations = await countNavigations(page);
    const opened = context.waitForEvent('page');
    await navLink(page, 'about').click({ modifiers: ['Shift'] });
    const window = await opened;
    // Polled: a window the browser opens may report its first about:blank, and a load state of it, before the
    // link's page (failed so once in the test command).
    await expect(window).toHaveURL(new URL(pagePath('about'), page.url()).href);
    await window.close();
    await expect(page).toHaveURL(pagePath('home'));
    await expectSameDocument(page);
    expect(await navigations()).toBe(0);
  });

  test('ctrl-click and target=_blank open a new tab and leave this page as it is', async ({
    page,
    context,
  }) => {
    await openSite(page);
    // A pointer resting on the link may prefetch its page; what must not happen is an in-page navigation.
    const navigations = await countNavigations(page);

    const fromCtrl = context.waitForEvent('page');
    await navLink(page, 'about').click({ modifiers: ['ControlOrMeta'] });
    await (await fromCtrl).close();

    const fromBlank = context.waitForEvent('page');
    await (await addLink(page, pagePath('menu'), 'Menu in a new tab', { target: '_blank' })).click();
    await (await fromBlank).close();

    await expect(page).toHaveURL(pagePath('home'));
    await expectSameDocument(page);
    expect(await navigations()).toBe(0);
  });

  test('downloads and files are left to the browser', async ({ page }) => {
    await openSite(page);
    const requests = trackPageRequests(page);
    const download = page.waitForEvent('download');
    await (await addLink(page, '/assets/menu.txt', 'Download the menu', { download: 'menu.txt' })).click();
    expect((await download).suggestedFilename()).toBe('menu.txt');
    await expect(page).toHaveURL(pagePath('home'));
    await expectSameDocument(page);
    expect(requests).toHaveLength(0);
  });

  test('mailto and tel links do not start a page load', async ({ page }) => {
    await openSite(page);
    const requests = trackPageRequests(page);
    const mail = await addLink(page, 'mailto:hello@example.com', 'Mail us');
    const phone = await addLink(page, 'tel:+15550100', 'Call us');
    await page.evaluate(() => {
      // Runs after core's document listener: records whether core claimed the click, then keeps the
      // headless browser from handing the link to an external program.
      const seen: boolean[] = [];
      window.addEventListener('click', (event) => {
        seen.push(event.defaultPrevented);
        event.preventDefault();
      });
      (window as Window & { __seen?: boolean[] }).__seen = seen;
    });
    await mail.click();
    await phone.click();
    expect(await page.evaluate(() => (window as Window & { __seen?: boolean[] }).__seen)).toEqual([
      false,
      false,
    ]);
    expect(requests).toHaveLength(0);
    await expectSameDocument(page);
  });
});
