import { expect, test } from './fixtures';
import {
  addLink,
  CONTENT,
  contentText,
  errorMessages,
  expectNewDocument,
  expectSameDocument,
  holdAnswers,
  navLink,
  nextPageLoad,
  openSite,
  pageJson,
  pagePath,
  stopPageClock,
  textOfHtml,
  watchNavigationStart,
} from './support';

const aboutJson = `**${pagePath('about')}?dm_ajaxCall=true`;
const errorBlock = (page: import('@playwright/test').Page) => page.locator(`${CONTENT} .vitrine-error`);
/** Core's `PAGE_LOAD_TIMEOUT_MS` and `PROGRESS_DELAY_MS`. */
const PAGE_LOAD_TIMEOUT_MS = 30_000;
const PROGRESS_DELAY_MS = 300;

test.describe('page load errors', () => {
  test('a network failure shows the general message, and Try Again loads the page', async ({ page }) => {
    await openSite(page);
    const messages = await errorMessages(page);
    await page.route(aboutJson, (route) => route.abort('internetdisconnected'));

    await navLink(page, 'about').click();

    await expect(errorBlock(page)).toHaveText(new RegExp(messages.general.replace(/[.?]/g, '\\$&')));
    await expect(errorBlock(page)).toHaveAttribute('role', 'alert');
    await expect(page).toHaveURL(pagePath('about'));
    await expect(page.locator('.vitrine-progress')).toHaveCount(0);

    await page.unroute(aboutJson);
    await page.getByRole('link', { name: messages.tryAgain }).click();
    await expect(errorBlock(page)).toHaveCount(0);
    expect(await contentText(page)).toBe(await textOfHtml(page, (await pageJson(page, 'about')).content));
    await expectSameDocument(page);
  });

  for (const [name, answer] of [
    ['a server error', { status: 500, body: '{"title":"x"}' }],
    ['an answer that is not JSON', { status: 200, body: '<html><body>Gateway login</body></html>' }],
    ['JSON that fails the protocol schema', { status: 200, body: '{"title": 42, "content": ["x"]}' }],
  ] as const) {
    test(`${name} shows the general message`, async ({ page }) => {
      await openSite(page);
      const messages = await errorMessages(page);
      await page.route(aboutJson, (route) =>
        route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
      );
      await navLink(page, 'about').click();
      await expect(errorBlock(page).locator('.vitrine-error__message')).toHaveText(messages.general);
      await expectSameDocument(page);
    });
  }

  test('a 401 answer shows the configured password message', async ({ page }) => {
    await openSite(page);
    const messages = await errorMessages(page);
    await page.route(aboutJson, (route) => route.fulfill({ status: 401, body: '' }));
    await navLink(page, 'about').click();
    await expect(errorBlock(page).locator('.vitrine-error__message')).toHaveText(messages.password);
    await expect(page.getByRole('link', { name: messages.tryAgain })).toBeVisible();
  });

  test('error_message in a successful answer is shown with Try Again', async ({ page }) => {
    await openSite(page);
    const messages = await errorMessages(page);
    await page.route(aboutJson, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"error_message":"We are restocking the shelves."}',
      }),
    );
    await navLink(page, 'about').click();
    await expect(errorBlock(page).locator('.vitrine-error__message')).toHaveText(
      'We are restocking the shelves.',
    );
    await expect(page.getByRole('link', { name: messages.tryAgain })).toBeVisible();
  });

  test('a page the server does not have sends the browser to that URL, where the 404 page shows', async ({
    page,
  }) => {
    await openSite(page);
    const missing = pagePath('no-such-page');
    const documentResponse = page.waitForResponse(
      (r) => r.url().endsWith(missing) && r.request().isNavigationRequest(),
    );
    await (await addLink(page, missing, 'A missing page')).click();
    expect((await documentResponse).status()).toBe(404);
    await expect(page).toHaveURL(missing);
    await expectNewDocument(page);
  });

  test('a load that never answers gives up after 30 seconds with the general message', async ({ page }) => {
    // The page's clock stands still and is moved by the test: 30 seconds take none, however slow the machine.
    await stopPageClock(page);
    await openSite(page);
    const messages = await errorMessages(page);
    const { requested } = holdAnswers(page, aboutJson);
    const started = await watchNavigationStart(page);
    await navLink(page, 'about').click();
    await requested;
    await started();
    await page.clock.runFor(PROGRESS_DELAY_MS);
    await expect(page.locator('.vitrine-progress')).toBeVisible();
    await page.clock.runFor(PAGE_LOAD_TIMEOUT_MS - PROGRESS_DELAY_MS - 1);
    await expect(errorBlock(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(errorBlock(page).locator('.vitrine-error__message')).toHaveText(messages.general);
    await expect(page.locator('.vitrine-progress')).toHaveCount(0);
  });

  test('a slow load shows the progress indicator, which goes away when the page arrives', async ({
    page,
  }) => {
    await stopPageClock(page);
    await openSite(page);
    const { requested, release } = holdAnswers(page, aboutJson);
    const started = await watchNavigationStart(page);
    await navLink(page, 'about').click();
    await requested;
    await started();
    await page.clock.runFor(PROGRESS_DELAY_MS - 1);
    await expect(page.locator('.vitrine-progress')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.locator('.vitrine-progress')).toBeVisible();
    release();
    await expect(page).toHaveURL(pagePath('about'));
    await expect(page.locator('.vitrine-progress')).toHaveCount(0);
  });

  test('a fast load shows no progress indicator at all', async ({ page }) => {
    // The clock stands still until the page has arrived: the load took less than the delay, whatever the
    // machine. Then the clock runs far past the delay: the indicator's timer was cancelled, nothing shows.
    await stopPageClock(page);
    await openSite(page);
    await page.evaluate(() => {
      const seen: string[] = [];
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) seen.push((node as Element).className ?? '');
      }).observe(document.body, { childList: true });
      (window as Window & { __added?: string[] }).__added = seen;
    });
    const loaded = nextPageLoad(page);
    await navLink(page, 'about').click();
    await loaded;
    await expect(page).toHaveURL(pagePath('about'));
    await page.clock.runFor(PROGRESS_DELAY_MS * 10);
    expect(await page.evaluate(() => (window as Window & { __added?: string[] }).__added)).not.toContain(
      'vitrine-progress',
    );
  });

  test('a failing page-load listener is reported on the console and the page still shows', async ({
    page,
  }) => {
    await openSite(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.evaluate(() => {
      window.vitrine!.on('page-load', () => {
        throw new Error('listener exploded');
      });
    });
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    await expect.poll(() => errors.some((text) => text.includes('"page-load" listener failed'))).toBe(true);
    expect(await contentText(page)).toBe(await textOfHtml(page, (await pageJson(page, 'about')).content));
  });
});
