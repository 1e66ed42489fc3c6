import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { test as base } from '@playwright/test';
import { expect } from './expect';
import { generateHexoSite } from './hexo-site';
import type { StaticHost } from './static-host';
import { startStaticHost } from './static-host';
import { expectNewDocument, expectSameDocument, markDocument, nextPageLoad } from './support';

/**
 * Any static site (issue 26): Hexo's starter blog with its default theme, generated at test time and served
 * as plain files; its pages carry nothing of Vitrine but core's script and the content container's marking.
 */

const CONTENT = '[data-vitrine-content]';
const GENERATION_TIMEOUT_MS = 120_000;

/**
 * The theme's one stylesheet from a public CDN (Fork Awesome's icon font), answered here at the network
 * boundary with an empty stylesheet, since no machine here reaches the internet.
 */
const THEME_CDN = 'https://cdn.jsdelivr.net/**';

const test = base.extend<{ consoleErrors: string[] }, { blog: StaticHost }>({
  blog: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'vitrine-hexo-'));
      let host: StaticHost | undefined;
      try {
        host = await startStaticHost(await generateHexoSite(dir));
        await use(host);
      } finally {
        await host?.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: GENERATION_TIMEOUT_MS },
  ],
  baseURL: async ({ blog }, use) => {
    await use(blog.origin);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    const record = (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    };
    page.on('console', record);
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await page.route(THEME_CDN, (route) =>
      route.fulfill({ contentType: 'text/css; charset=utf-8', body: '/* not on this network */' }),
    );
    await use(errors);
  },
});

/** Opens a page of the blog and marks its window: a whole-document load would lose the mark. */
async function openBlog(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => window.vitrine !== undefined);
  await markDocument(page);
}

/** The content type of every page answer (`?dm_ajaxCall=true`) from now on, redirects aside. */
function pageAnswerTypes(page: Page): string[] {
  const types: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 300 && response.status() < 400) return;
    if (new URL(response.url()).searchParams.get('dm_ajaxCall') === 'true') {
      types.push(response.headers()['content-type'] ?? '');
    }
  });
  return types;
}

/**
 * The console's errors, less the browser's report of the favicon the starter's theme names (`/favicon.png`,
 * which the starter has no file for) and of the 404 answers for `missingPath`.
 */
function unexpected(errors: string[], baseURL: string, missingPath?: string): string[] {
  const notFound = [`${baseURL}/favicon.png`, ...(missingPath ? [`${baseURL}${missingPath}`] : [])];
  return errors.filter(
    (text) =>
      !(
        text.startsWith('Failed to load resource: the server responded with a status of 404') &&
        notFound.some((url) => text.endsWith(`(${url})`) || text.includes(`(${url}?`))
      ),
  );
}

const heading = (page: Page) => page.locator(`${CONTENT} h1`).first();

test.describe('a static site made by a site generator (Hexo)', () => {
  test("the site's own links load in place: post, archives, home; Back from the page cache, Forward", async ({
    page,
    consoleErrors,
    baseURL,
  }) => {
    const answerTypes = pageAnswerTypes(page);
    await openBlog(page, '/');
    await expect(page).toHaveTitle('Hexo');

    // The starter post's title, as the home page lists it: a path from the root (/{year}/{month}/{day}/hello-world/).
    const postLink = page.locator(`${CONTENT} a.article-title`, { hasText: 'Hello World' });
    const postPath = await postLink.getAttribute('href');
    expect(postPath).toMatch(/^\/\d{4}\/\d{2}\/\d{2}\/hello-world\/$/);
    await postLink.click();
    await expect(page).toHaveURL(`${baseURL}${postPath}`);
    await expect(page).toHaveTitle('Hello World | Hexo');
    await expect(heading(page)).toHaveText('Hello World');
    await expect(page.locator(CONTENT)).toContainText('This is your very first post');

    // The theme's menu writes `/archives`; the host redirects it to the folder `/archives/`.
    await page.locator('#main-nav a', { hasText: 'Archives' }).click();
    await expect(page).toHaveURL(`${baseURL}/archives/`);
    await expect(page).toHaveTitle('Archives | Hexo');
    await expect(page.locator(`${CONTENT} .archive-article-title`)).toHaveText(['Hello World', 'Moving day']);
    await expect(page.locator('#main-nav a[aria-current="page"]')).toHaveText(['Archives']);

    await page.locator('#logo').click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page).toHaveTitle('Hexo');
    await expect(page.locator(`${CONTENT} a.article-title`)).toHaveText(['Hello World', 'Moving day']);
    await expect(page.locator('#main-nav a[aria-current="page"]')).toHaveText(['Home']);

    // The host answered each page request with the page's own document.
    expect(answerTypes.length).toBeGreaterThan(0);
    for (const type of answerTypes) expect(type).toMatch(/^text\/html/);

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(baseURL!)) requests.push(request.url());
    });
    const back = nextPageLoad(page);
    await page.goBack();
    expect(await back).toMatchObject({ fromCache: true, url: `${baseURL}/archives/` });
    await expect(page).toHaveURL(`${baseURL}/archives/`);
    await expect(page).toHaveTitle('Archives | Hexo');
    await expect(page.locator(`${CONTENT} .archive-article-title`)).toHaveText(['Hello World', 'Moving day']);

    const forward = nextPageLoad(page);
    await page.goForward();
    expect(await forward).toMatchObject({ fromCache: true, url: `${baseURL}/` });
    await expect(page).toHaveTitle('Hexo');
    await expect(page.locator(`${CONTENT} a.article-title`)).toHaveText(['Hello World', 'Moving day']);
    expect(requests).toEqual([]);

    await expectSameDocument(page);
    expect(unexpected(consoleErrors, baseURL!)).toEqual([]);
  });

  test("a link to a page the host does not have shows the host's not-found page as a whole document", async ({
    page,
    consoleErrors,
    baseURL,
  }) => {
    await openBlog(page, '/');
    const postPath = await page
      .locator(`${CONTENT} a.article-title`, { hasText: 'Moving day' })
      .getAttribute('href');
    await page.locator(`${CONTENT} a.article-title`, { hasText: 'Moving day' }).click();
    await expect(page).toHaveURL(`${baseURL}${postPath}`);
    await expectSameDocument(page);

    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/hours/')
        asked.push(url.search === '?dm_ajaxCall=true' ? 'page request' : 'document');
    });
    await page.locator(CONTENT).getByRole('link', { name: 'opening hours' }).click();
    await expect(page).toHaveURL(`${baseURL}/hours/`);
    await expect(page).toHaveTitle('Page not found | Hexo');
    await expect(page.locator(CONTENT)).toContainText('There is nothing at this address.');
    await expectNewDocument(page);
    // Core asked for the page in place first, and loaded the address whole on the host's 404 (spec §8).
    expect(asked).toEqual(['page request', 'document']);
    // The browser reports each 404 answer it got for the missing page: core's page request, then the document.
    expect(unexpected(consoleErrors, baseURL!, '/hours/')).toEqual([]);
  });
});
