import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectSameDocument, markDocument, navLink, pagePath } from './support';

// Core-runtime spec §2, §6: `nee=` in the query is the editor, a hash containing `preview` is preview. A mode
// is the whole session's: it holds across clicks, reloads, redirects and not-found pages.

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => window.vitrine !== undefined);
  await markDocument(page);
}

// The address alone cannot tell a whole-document load has happened (a redirect may land on the address already
// shown), so wait for a document without the marker whose runtime has started. waitForFunction is re-run in
// each new document, so it survives the navigation it waits for.
function newDocumentStarted(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () =>
      (window as Window & { __inPlace?: boolean }).__inPlace === undefined && window.vitrine !== undefined,
  );
}

const mode = (page: Page) => page.evaluate(() => window.vitrine?.mode);
const environment = (page: Page) =>
  page.evaluate(() =>
    (window as Window & { dmAPI?: { getCurrentEnvironment(): string } }).dmAPI?.getCurrentEnvironment(),
  );

test.describe('modes hold across in-page navigation', () => {
  test('the editor: a click keeps nee= in the address, and a reload, a redirect and a not-found page stay in the editor', async ({
    page,
  }) => {
    await open(page, `${pagePath('home')}?nee=true`);
    await navLink(page, 'menu').click();
    await expect(page).toHaveURL(`${pagePath('menu')}?nee=true`);
    await expectSameDocument(page);
    expect(await mode(page)).toBe('editor');

    await page.reload();
    await page.waitForFunction(() => window.vitrine !== undefined);
    expect(await mode(page)).toBe('editor');

    // `old-menu` moved: page JSON answers `{ redirect }`, which core follows as a whole document.
    await markDocument(page);
    await page.evaluate((url) => void window.vitrine!.navigate(url), pagePath('old-menu'));
    await newDocumentStarted(page);
    await expect(page).toHaveURL(`${pagePath('menu')}?nee=true`);
    expect(await mode(page)).toBe('editor');

    await markDocument(page);
    await page.evaluate((url) => void window.vitrine!.navigate(url), pagePath('no-such-page'));
    await newDocumentStarted(page);
    await expect(page).toHaveURL(`${pagePath('no-such-page')}?nee=true`);
    expect(await mode(page)).toBe('editor');
  });

  test('preview: a click keeps the preview hash, and a reload and Back stay in preview', async ({ page }) => {
    await open(page, `${pagePath('home')}#preview`);
    expect(await environment(page)).toBe('preview');
    await navLink(page, 'menu').click();
    await expect(page).toHaveURL(`${pagePath('menu')}#preview`);
    await expectSameDocument(page);
    // The hash is the mode's, not an anchor: the new page starts at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(`${pagePath('home')}#preview`);
    await page.reload();
    await page.waitForFunction(() => window.vitrine !== undefined);
    expect(await mode(page)).toBe('preview');
    expect(await environment(page)).toBe('preview');
  });

  test('a page opened with only ?preview=true is live: the flag is the server’s (drafts for the owner), not a mode', async ({
    page,
  }) => {
    await open(page, `${pagePath('home')}?preview=true`);
    expect(await mode(page)).toBe('live');
    await navLink(page, 'menu').click();
    await expect(page).toHaveURL(pagePath('menu'));
  });
});
