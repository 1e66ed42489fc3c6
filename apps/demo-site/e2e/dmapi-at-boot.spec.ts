import { expect, test } from './fixtures';
import { expectSameDocument, markDocument, navLink, openSite, pagePath, SITE } from './support';

// Issue 28 item 3: `window.dmAPI`'s members whose established signature is synchronous answer from boot, before
// `dmAPI.ready` (site code calls them at its top level), and the home links carry the home link's parameters.

type SyncApi = Record<string, (...args: unknown[]) => unknown>;

test.describe('dmAPI at boot', () => {
  test('the synchronous members answer with the rest of the API never arriving', async ({
    page,
    demoServer,
  }) => {
    // The complete API's chunk never arrives: whatever answers here is boot code.
    await page.route('**/chunks/dmapi-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto(`${pagePath('about')}?utm_source=mail#preview`);
    await page.waitForFunction(() => window.vitrine !== undefined);
    const answers = await page.evaluate(() => {
      const api = (window as unknown as { dmAPI: SyncApi }).dmAPI;
      return {
        normalized: api.getNormalizedUrl?.(),
        home: api.getHomeLink?.(),
        optimized: api.getOptimizedImageURL?.('/files/loaf.jpg', 'mobile'),
        resized: api.getResizedImageURL?.('https://img.example/loaf.jpg?q=80', 'tablet'),
        environment: api.getCurrentEnvironment?.(),
        site: api.getSiteName?.(),
      };
    });
    expect(answers).toEqual({
      normalized: `${SITE}/about?utm_source=mail`,
      home: `${SITE}/home?url=${encodeURIComponent(`${demoServer.origin}${SITE}/home`)}`,
      optimized: '/files/loaf.jpg?w=640',
      resized: 'https://img.example/loaf.jpg?q=80&w=780',
      environment: 'preview',
      site: 'harbor-and-rye',
    });
  });

  test('HomeLinkSelector’s links carry dm_try_mode, on later pages too; without it they stay as rendered', async ({
    page,
    demoServer,
  }) => {
    const carried = `${SITE}/home?url=${encodeURIComponent(`${demoServer.origin}${SITE}/home`)}&dm_try_mode=true`;
    await page.goto(`${pagePath('about')}?dm_try_mode=true`);
    await page.waitForFunction(() => window.vitrine !== undefined);
    const brand = page.locator('header a.brand');
    await expect(brand).toHaveAttribute('href', carried);
    expect(await page.evaluate(() => (window as unknown as { dmAPI: SyncApi }).dmAPI.getHomeLink?.())).toBe(
      carried,
    );
    await markDocument(page);
    await navLink(page, 'menu').click();
    await expect(page).toHaveURL(pagePath('menu'));
    await expectSameDocument(page);
    await expect(brand).toHaveAttribute('href', carried);

    await openSite(page, 'about');
    await expect(brand).toHaveAttribute('href', pagePath('home'));
  });
});
