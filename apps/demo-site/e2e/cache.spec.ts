import type { Page } from '@playwright/test';
import type { Publication } from './fixtures';
import { expect, test } from './fixtures';
import {
  contentText,
  expectSameDocument,
  holdAnswers,
  navLink,
  nextPageLoad,
  openSite,
  pageJson,
  pagePath,
  textOfHtml,
  trackPageRequests,
} from './support';

const storedPages = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('pages');
    return raw === null ? null : (JSON.parse(raw) as Record<string, { content: { uuid?: string } }>);
  });
const shownUuid = (page: Page) => page.locator('html').getAttribute('data-vitrine-page-uuid');
/** Resolves with the path of the next page re-rendered in place with the server's newer version. */
const nextRefresh = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        window.vitrine!.on('page-refresh', (event) => resolve(event.url.pathname)),
      ),
  );

const REPUBLISH_SKIP = 'republishing changes the server’s page, not the exported file';

/** Visits about (so it is cached), goes home, and republishes about behind the visitor's back. */
async function cacheAboutThenRepublish(page: Page, republish: (alias: string) => Promise<Publication>) {
  await openSite(page);
  await navLink(page, 'about').click();
  await expect(page).toHaveURL(pagePath('about'));
  const oldUuid = await shownUuid(page);
  await navLink(page, 'home').click();
  await expect(page).toHaveURL(pagePath('home'));
  return { oldUuid, republished: await republish('about') };
}

test.describe('page cache', () => {
  test('visited pages are stored under the pages key and served from it on the next visit', async ({
    page,
  }) => {
    await openSite(page);
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    await expect.poll(async () => Object.keys((await storedPages(page)) ?? {})).toContain(pagePath('about'));

    await navLink(page, 'home').click();
    await expect(page).toHaveURL(pagePath('home'));
    const load = nextPageLoad(page);
    await navLink(page, 'about').click();
    expect((await load).fromCache).toBe(true);
  });

  test('the landing page is kept as the server rendered it, with its uuid, and a link to it shows it from memory', async ({
    page,
  }) => {
    await openSite(page);
    const home = await pageJson(page, 'home');
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    await expect
      .poll(async () => (await storedPages(page))?.[pagePath('home')]?.content.uuid)
      .toBe(home.uuid);
    const kept = (await storedPages(page))![pagePath('home')]!.content as {
      title?: string;
      content?: string;
    };
    expect(kept.title).toBe(home.title);
    expect(await textOfHtml(page, kept.content ?? '')).toBe(await textOfHtml(page, home.content));

    const load = nextPageLoad(page);
    await navLink(page, 'home').click();
    expect((await load).fromCache).toBe(true);
    expect(await contentText(page)).toBe(await textOfHtml(page, home.content));
    await expect(page).toHaveTitle(home.title);
  });

  test('a landing page republished since it was kept is revalidated and replaced in place', async ({
    page,
    republish,
    site,
  }) => {
    test.skip(site.kind === 'static', REPUBLISH_SKIP);
    await openSite(page);
    const oldUuid = await shownUuid(page);
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    const republished = await republish('home');
    expect(republished.uuid).not.toBe(oldUuid);

    const refreshed = nextRefresh(page);
    await navLink(page, 'home').click();
    await expect(page).toHaveURL(pagePath('home'));
    expect(await refreshed).toBe(pagePath('home'));
    await expect.poll(() => shownUuid(page)).toBe(republished.uuid);
    await expect
      .poll(async () => (await storedPages(page))?.[pagePath('home')]?.content.uuid)
      .toBe(republished.uuid);
  });

  test('a corrupted pages value is dropped and navigation works', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('pages', '{"/site/harbor-and-rye/about": {"content": ');
      }
    });
    await openSite(page);
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    expect(await contentText(page)).toBe(await textOfHtml(page, (await pageJson(page, 'about')).content));
    // The landing page is kept beside the page loaded in place.
    await expect
      .poll(async () => Object.keys((await storedPages(page)) ?? {}).sort())
      .toEqual([pagePath('about'), pagePath('home')]);
  });

  test('a corrupted entry is dropped and its page is fetched again', async ({ page }) => {
    await page.addInitScript(
      ([about, menu]) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(
          'pages',
          JSON.stringify({
            [about]: { content: { title: 5, content: ['not html'] }, storedAt: 1 },
            [menu]: { content: { title: 'Menu (cached)', content: '<h1>Cached menu</h1>' }, storedAt: 1 },
          }),
        );
      },
      [pagePath('about'), pagePath('menu')] as const,
    );
    await openSite(page);
    const requests = trackPageRequests(page);
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    expect(await contentText(page)).toBe(await textOfHtml(page, (await pageJson(page, 'about')).content));
    expect(requests.map((r) => new URL(r.url()).pathname)).toEqual([pagePath('about')]);
    await expect
      .poll(async () => Object.keys((await storedPages(page)) ?? {}).sort())
      .toEqual([pagePath('about'), pagePath('home'), pagePath('menu')]);
  });

  test('storage that throws on every access leaves navigation and back/forward working from memory', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const denied = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      Storage.prototype.getItem = denied;
      Storage.prototype.setItem = denied;
      Storage.prototype.removeItem = denied;
    });
    await openSite(page);
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    await navLink(page, 'menu').click();
    await expect(page).toHaveURL(pagePath('menu'));
    const requests = trackPageRequests(page);
    await page.goBack();
    await expect(page).toHaveURL(pagePath('about'));
    expect(await contentText(page)).toBe(await textOfHtml(page, (await pageJson(page, 'about')).content));
    expect(requests).toHaveLength(0);
    await expectSameDocument(page);
  });

  test('a republished page shown from the cache is replaced in place, and never shown stale again', async ({
    page,
    republish,
    site,
  }) => {
    test.skip(site.kind === 'static', REPUBLISH_SKIP);
    const { oldUuid, republished } = await cacheAboutThenRepublish(page, republish);
    expect(republished.uuid).not.toBe(oldUuid);
    const refreshed = nextRefresh(page);
    await navLink(page, 'about').click();
    expect(await refreshed).toBe(pagePath('about'));
    await expect.poll(() => shownUuid(page)).toBe(republished.uuid);
    expect(await contentText(page)).toBe(await textOfHtml(page, (await pageJson(page, 'about')).content));
    await expect
      .poll(async () => (await storedPages(page))?.[pagePath('about')]?.content.uuid)
      .toBe(republished.uuid);

    await navLink(page, 'home').click();
    await expect(page).toHaveURL(pagePath('home'));
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    expect(await shownUuid(page)).toBe(republished.uuid);
    await expectSameDocument(page);
  });

  test('once the visitor interacts, a fresher version waits for the next visit', async ({
    page,
    republish,
    site,
  }) => {
    test.skip(site.kind === 'static', REPUBLISH_SKIP);
    const { oldUuid, republished } = await cacheAboutThenRepublish(page, republish);

    // The fresher version arrives only after the visitor pressed a key, however slow the machine.
    const fresher = holdAnswers(page, `**${pagePath('about')}?dm_ajaxCall=true`);
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    expect(await shownUuid(page)).toBe(oldUuid);
    await page.keyboard.press('ArrowDown');
    fresher.release();
    await expect
      .poll(async () => (await storedPages(page))?.[pagePath('about')]?.content.uuid)
      .toBe(republished.uuid);
    expect(await shownUuid(page)).toBe(oldUuid);

    await page.unroute(`**${pagePath('about')}?dm_ajaxCall=true`);
    await navLink(page, 'home').click();
    await expect(page).toHaveURL(pagePath('home'));
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    expect(await shownUuid(page)).toBe(republished.uuid);
  });
});
