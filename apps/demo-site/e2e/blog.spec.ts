import type { Page, Route } from '@playwright/test';
import { expect, signInAsOwner, test } from './fixtures';
import {
  axeViolations,
  expectSameDocument,
  markDocument,
  openSite,
  pagePath,
  requestsTo,
  stopPageClock,
} from './support';

const WPL = '**/_dm/s/rt/api/public/wpl/site/harbor-and-rye*';
const list = (page: Page) => page.locator('[data-widget-id="journal-posts"]');
const listPosts = (page: Page) => list(page).locator('.vw-blog__posts > [data-post-id]');
const moreButton = (page: Page) => list(page).getByRole('link', { name: 'More posts' });
const postIds = (
  page: Page,
  selector = '[data-widget-id="journal-posts"] .vw-blog__posts > [data-post-id]',
) =>
  page
    .locator(selector)
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-post-id'))));
const searchInput = (page: Page) => page.locator('#journal-search-term');
const panel = (page: Page) => page.locator('#journal-search-results');

/** Every post id, newest first, as the server lists them. */
const ALL_POST_IDS = [16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

/** Bodies of the `wpl` requests the page sends from now on, with their URLs. */
function wplCalls(page: Page): Array<{ url: string; body: Record<string, unknown> }> {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  page.on('request', (request) => {
    if (request.url().includes('/_dm/s/rt/api/public/wpl/site/'))
      calls.push({ url: request.url(), body: request.postDataJSON() });
  });
  return calls;
}

/** Opens the blog page once its list and its search have started. */
async function openBlog(page: Page, suffix = '') {
  if (suffix) await page.goto(`${pagePath('blog')}${suffix}`);
  else await openSite(page, 'blog');
  await expect(list(page)).toHaveAttribute('data-vitrine-widget-state', 'mounted');
  await expect(page.locator('[data-widget-id="journal-search"]')).toHaveAttribute(
    'data-vitrine-widget-state',
    'mounted',
  );
}

test.describe('blog list load-more', () => {
  test('loads every post, five at a time, without duplicates, then the button goes', async ({ page }) => {
    const calls = wplCalls(page);
    await openBlog(page);
    expect(await postIds(page)).toEqual(ALL_POST_IDS.slice(0, 5));
    await moreButton(page).click();
    await expect(listPosts(page)).toHaveCount(10);
    // Focus moves to the first new post, and the count is announced.
    await expect(page.getByRole('link', { name: 'Hello from Harbor Street' })).toHaveCount(0);
    await expect(listPosts(page).nth(5).getByRole('link')).toBeFocused();
    await expect(list(page).getByRole('status')).toHaveText('5 more posts loaded.');
    await moreButton(page).click();
    await expect(listPosts(page)).toHaveCount(15);
    await moreButton(page).click();
    await expect(listPosts(page)).toHaveCount(16);
    await expect(moreButton(page)).toHaveCount(0);
    await expect(list(page).getByRole('status')).toHaveText('1 more post loaded.');
    expect(await postIds(page)).toEqual(ALL_POST_IDS);
    await expectSameDocument(page);
    expect(calls.map(({ url, body }) => [new URL(url).search, body.commandID, body['from-item']])).toEqual([
      ['', 'load-more-posts', 5],
      ['', 'load-more-posts', 10],
      ['', 'load-more-posts', 15],
    ]);
    expect(calls[0]!.body).toMatchObject({
      'visible-items': 5,
      'list-layout': 'large_list',
      'show-author': true,
      'more-posts-text': 'More posts',
    });
  });

  test('posts already shown are not added twice', async ({ page }) => {
    await openBlog(page);
    const shown = await listPosts(page)
      .first()
      .evaluate((item) => item.outerHTML);
    await page.route(WPL, async (route) => {
      const response = await route.fetch();
      const answer = await response.json();
      await route.fulfill({ response, json: { ...answer, postList: shown + answer.postList + shown } });
    });
    await moreButton(page).click();
    await expect(listPosts(page)).toHaveCount(10);
    expect(await postIds(page)).toEqual(ALL_POST_IDS.slice(0, 10));
  });

  test('a failed load-more is silent, logged, and the button works again', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await openBlog(page);
    let failNext = true;
    await page.route(WPL, (route) => {
      if (!failNext) return route.continue();
      failNext = false;
      return route.fulfill({ status: 503, json: { error: 'oven on fire' } });
    });
    await moreButton(page).click();
    await expect.poll(() => warnings.some((line) => line.includes('load-more failed'))).toBe(true);
    await expect(moreButton(page)).toBeVisible();
    await expect(moreButton(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(listPosts(page)).toHaveCount(5);
    await expect(page.locator('[data-vitrine-content]')).not.toContainText('oven on fire');
    await moreButton(page).click();
    await expect(listPosts(page)).toHaveCount(10);
  });

  test('in preview the call carries ?preview=true', async ({ page }) => {
    const calls = wplCalls(page);
    await openBlog(page, '#preview');
    await moreButton(page).click();
    await expect(listPosts(page)).toHaveCount(10);
    expect(calls.map(({ url }) => new URL(url).search)).toEqual(['?preview=true']);
  });

  test("a post page's recent list loads more with core's loadMorePosts and the button's address", async ({
    page,
  }) => {
    const calls = wplCalls(page);
    await page.goto(`${pagePath('post')}?post_id=9`);
    const recent = page.locator('[data-widget-id="post-recent"]');
    await recent.scrollIntoViewIfNeeded();
    await expect(recent).toHaveAttribute('data-vitrine-widget-state', 'mounted');
    await recent.getByRole('link', { name: 'More posts' }).click();
    await expect(recent.locator('.vw-blog__posts > [data-post-id]')).toHaveCount(8);
    expect(calls.map(({ body }) => body)).toEqual([
      {
        commandID: 'loadMorePosts',
        _url: `${pagePath('blog')}?from=3`,
        _morePostsLabel: 'More posts',
        _editor: false,
      },
    ]);
    // The last answer is `postList` alone (core's shape): the control goes.
    await recent.getByRole('link', { name: 'More posts' }).click();
    await expect(recent.locator('.vw-blog__posts > [data-post-id]')).toHaveCount(13);
    await recent.getByRole('link', { name: 'More posts' }).click();
    await expect(recent.getByRole('link', { name: 'More posts' })).toHaveCount(0);
    await expect(recent.locator('.vw-blog__posts > [data-post-id]')).toHaveCount(16);
  });

  test("the search page's results load more the Blogger way: the next page's content", async ({ page }) => {
    const pageCalls = requestsTo(page, 'dm_ajaxCall=true');
    await page.goto(`${pagePath('search')}?searchTerm=the`);
    const results = page.locator('[data-widget-id="search-results"]');
    await expect(results).toHaveAttribute('data-vitrine-widget-state', 'mounted');
    await expect(results.locator('.vw-blog__posts > [data-post-id]')).toHaveCount(5);
    await results.getByRole('link', { name: 'More results' }).click();
    await expect(results.locator('.vw-blog__posts > [data-post-id]')).toHaveCount(10);
    expect(pageCalls.map((url) => new URL(url).search)).toEqual(['?searchTerm=the&from=5&dm_ajaxCall=true']);
    // Loaded in place: the visitor is still on the first page of results.
    expect(new URL(page.url()).search).toBe('?searchTerm=the');
  });
});

/** Holds every search request until the test passes it on; load-more goes through. */
function holdSearches(page: Page): Array<{ term: string; queryNumber: number; route: Route }> {
  const held: Array<{ term: string; queryNumber: number; route: Route }> = [];
  void page.route(WPL, (route) => {
    const body = route.request().postDataJSON();
    if (body.commandID !== 'searchPosts') return route.continue();
    held.push({ term: body._searchTerm, queryNumber: body._queryNumber, route });
  });
  return held;
}

/** Records what the panel's count line said each time the panel changed. */
async function recordPanel(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as Window & { __panel?: string[] }).__panel = seen;
    const panel = document.getElementById('journal-search-results')!;
    new MutationObserver(() =>
      seen.push(panel.hidden ? 'hidden' : (panel.querySelector('.vw-search__count')?.textContent ?? '')),
    ).observe(panel, { attributes: true, childList: true, subtree: true });
  });
  return () => page.evaluate(() => [...new Set((window as Window & { __panel?: string[] }).__panel)]);
}

async function searchCount(page: Page, term: string): Promise<number> {
  const response = await page.request.post('/_dm/s/rt/api/public/wpl/site/harbor-and-rye', {
    data: {
      commandID: 'searchPosts',
      _searchTerm: term,
      _providerType: 'internal',
      _rssURL: '',
      _openSearchDescriptor: '',
      _maxResults: 8,
      _queryNumber: 1,
    },
  });
  return (await response.json()).resultsNum;
}

test.describe('blog search', () => {
  test('live search: answers arriving out of order, only the latest one shows', async ({ page }) => {
    const rye = await searchCount(page, 'rye');
    const ry = await searchCount(page, 'ry');
    const r = await searchCount(page, 'r');
    expect(new Set([rye, ry, r]).size).toBeGreaterThan(1);
    await openBlog(page);
    const held = holdSearches(page);
    const seen = await recordPanel(page);
    await searchInput(page).pressSequentially('rye');
    await expect
      .poll(() => held.map(({ term, queryNumber }) => `${term}#${queryNumber}`))
      .toEqual(['r#1', 'ry#2', 'rye#3']);
    await held[2]!.route.continue();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).locator('.vw-search__count')).toHaveText(`${rye} posts found.`);
    const late = [page.waitForResponse((response) => response.request() === held[0]!.route.request())];
    late.push(page.waitForResponse((response) => response.request() === held[1]!.route.request()));
    await held[0]!.route.continue();
    await held[1]!.route.continue();
    await Promise.all(late.map((response) => response.then((each) => each.finished())));
    // A later search, answered after the stale ones: anything they showed would be recorded before it.
    await searchInput(page).fill('stolle');
    await searchInput(page).press('n');
    await expect.poll(() => held.length).toBe(4);
    await held[3]!.route.continue();
    await expect(panel(page).locator('.vw-search__count')).toHaveText('1 post found.');
    expect(await seen()).toEqual([`${rye} posts found.`, '1 post found.']);
    await expect(page.locator('[data-widget-id="journal-search"] [role="status"]')).toHaveText(
      '1 post found.',
    );
  });

  test('an empty term hides the results and drops the pending answer; spaces send nothing', async ({
    page,
  }) => {
    await openBlog(page);
    const held = holdSearches(page);
    await searchInput(page).fill('ry');
    await searchInput(page).press('e');
    await expect.poll(() => held.length).toBe(1);
    await held[0]!.route.continue();
    await expect(panel(page)).toBeVisible();
    const seen = await recordPanel(page);
    await searchInput(page).fill('mil');
    await searchInput(page).press('l');
    await expect.poll(() => held.length).toBe(2);
    await searchInput(page).fill('');
    await expect(panel(page)).toBeHidden();
    const answered = page.waitForResponse((response) => response.request() === held[1]!.route.request());
    await held[1]!.route.continue();
    await (await answered).finished();
    await searchInput(page).fill('   ');
    await searchInput(page).press('Enter');
    await searchInput(page).fill('spel');
    await searchInput(page).press('t');
    await expect.poll(() => held.length).toBe(3);
    expect(held.map(({ term }) => term)).toEqual(['rye', 'mill', 'spelt']);
    await held[2]!.route.continue();
    await expect(panel(page).locator('.vw-search__count')).toHaveText('1 post found.');
    expect(await seen()).toEqual(['hidden', '1 post found.']);
  });

  test('the overlay and Escape close the panel; the results are reached with the arrow keys', async ({
    page,
  }) => {
    await openBlog(page);
    await searchInput(page).fill('rye');
    await searchInput(page).press('Enter');
    await expect(panel(page)).toBeVisible();
    const overlay = page.locator('.vw-search__overlay');
    await expect(overlay).toBeVisible();
    expect(await axeViolations(page, '[data-widget-id="journal-search"]')).toEqual([]);
    await page.mouse.click(5, (page.viewportSize()?.height ?? 600) - 5);
    await expect(panel(page)).toBeHidden();
    await expect(overlay).toBeHidden();
    // Same term, panel hidden: searched again.
    await searchInput(page).press('Enter');
    await expect(panel(page)).toBeVisible();
    await searchInput(page).press('ArrowDown');
    const first = panel(page).getByRole('link').first();
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel(page).getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(searchInput(page)).toBeFocused();
    // A result is an ordinary post link, followed in place.
    await searchInput(page).press('Enter');
    await panel(page)
      .getByRole('link', { name: /The thirstiest rye/ })
      .click();
    await expect(page).toHaveURL(`${pagePath('rye-harvest')}?post_id=16`);
    await expectSameDocument(page);
  });

  test('an answer still on its way when the visitor closes the results does not open them again', async ({
    page,
  }) => {
    await openBlog(page);
    const held = holdSearches(page);
    await searchInput(page).fill('stoll');
    await searchInput(page).press('e');
    await expect.poll(() => held.length).toBe(1);
    await held[0]!.route.continue();
    await expect(panel(page).locator('.vw-search__count')).toHaveText('1 post found.');
    // The last key's query goes after the earlier answer filled the panel; the visitor closes it before its answer.
    await searchInput(page).press('n');
    await expect.poll(() => held.length).toBe(2);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    const seen = await recordPanel(page);
    const answered = page.waitForResponse((response) => response.request() === held[1]!.route.request());
    await held[1]!.route.continue();
    await (await answered).finished();
    // Anything the late answer did would be recorded before this search's.
    await searchInput(page).press('Enter');
    await expect.poll(() => held.length).toBe(3);
    expect(held[2]!.term).toBe('stollen');
    await held[2]!.route.continue();
    await expect(panel(page)).toBeVisible();
    expect(await seen()).toEqual(['1 post found.']);
    await expect(page.locator('.vw-search__overlay')).toBeVisible();
  });

  test('without a results panel, search goes to the search page in place', async ({ page }) => {
    await openPost(page, 9);
    const search = page.locator('[data-widget-id="post-search"]');
    await search.scrollIntoViewIfNeeded();
    await expect(search).toHaveAttribute('data-vitrine-widget-state', 'mounted');
    await page.locator('#post-search-term').fill('  miller ');
    await page.locator('#post-search-term').press('Enter');
    await expect(page).toHaveURL(`${pagePath('search')}?searchTerm=miller`);
    await expect(page.getByRole('heading', { name: '1 post matches “miller”' })).toBeVisible();
    await expectSameDocument(page);
  });
});

/** A touch swipe on the post's text through the browser's own touch input. */
/** Resolves once the page has kept its scroll position for three frames in a row. */
async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        let stillFrames = 0;
        const tick = () => {
          stillFrames = window.scrollY === last ? stillFrames + 1 : 0;
          last = window.scrollY;
          if (stillFrames >= 3) resolve();
          else requestAnimationFrame(tick);
        };
        tick();
      }),
  );
}

async function swipe(page: Page, dx: number, dy = 0) {
  // A swipe that is more down than across flings the page (the touch points come without pauses, so the
  // compositor sees a fast flick), and the fling runs on for a second or more. A point measured during it, or
  // a scroll into view that the fling then carries away, lands outside the post, and the swipe after it did
  // nothing in CI. So: let it stop, bring the post into view, let that settle, then measure.
  await scrollSettled(page);
  await page.locator('.post-body').scrollIntoViewIfNeeded();
  await scrollSettled(page);
  const box = (await page.locator('.post-body').boundingBox())!;
  const viewportHeight = page.viewportSize()!.height;
  // The middle of the part of the post in view, well clear of the sticky header and of the post's edges.
  const top = Math.max(box.y, 0);
  const bottom = Math.min(box.y + box.height, viewportHeight);
  const start = { x: box.x + box.width / 2, y: (top + bottom) / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchMove',
    touchPoints: [{ x: start.x + dx, y: start.y + dy }],
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function openPost(page: Page, id: number) {
  await page.goto(`${pagePath('post')}?post_id=${id}`);
  await expect(page.locator('[data-widget-id="post-swipe"]')).toHaveAttribute(
    'data-vitrine-widget-state',
    'mounted',
  );
  await markDocument(page);
}

test.describe('post pages', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 800 } });

  test('previous and next links; a swipe to the left shows the next post, to the right the previous', async ({
    page,
  }) => {
    await openPost(page, 15);
    await expect(page.getByRole('link', { name: /Previous post/ })).toHaveAttribute(
      'href',
      `${pagePath('post')}?post_id=14`,
    );
    await expect(page.getByRole('link', { name: /Next post/ })).toHaveAttribute(
      'href',
      `${pagePath('rye-harvest')}?post_id=16`,
    );
    // 10 px is within the tolerance: no swipe; 11 px is beyond it.
    await swipe(page, -10);
    await swipe(page, 11);
    await expect(page).toHaveURL(`${pagePath('post')}?post_id=14`);
    await expect(page.locator('h1')).toHaveText('A new grinder for the café');
    await expectSameDocument(page);
    await expect(page.locator('[data-widget-id="post-swipe"]')).toHaveAttribute(
      'data-vitrine-widget-state',
      'mounted',
    );
    // More down than across is a scroll, which is left to the browser.
    await swipe(page, -30, -45);
    await swipe(page, -80);
    await expect(page).toHaveURL(`${pagePath('post')}?post_id=15`);
  });

  test('a swipe toward a neighbour that does not exist does nothing', async ({ page }) => {
    await openPost(page, 1);
    await expect(page.getByRole('link', { name: /Previous post/ })).toHaveCount(0);
    await swipe(page, 120);
    await swipe(page, -60);
    await expect(page).toHaveURL(`${pagePath('post')}?post_id=2`);
    await expectSameDocument(page);
  });

  test('an unknown post_id is the not-found page', async ({ page }) => {
    for (const query of ['?post_id=999', '?post_id=abc', '', '?post_id=16']) {
      const response = await page.request.get(`${pagePath('post')}${query}`);
      expect(response.status(), query).toBe(404);
    }
  });
});

test.describe('pages of the journal', () => {
  const canonical = (page: Page) => page.locator('link[rel="canonical"]');
  /** The header's Journal link and the drawer's: both say which page of the main navigation is current. */
  const journalLinks = (page: Page) => page.locator(`nav[aria-label="Main"] a[href="${pagePath('blog')}"]`);
  const currentLinks = (page: Page) => page.locator('nav[aria-label="Main"] a[aria-current="page"]');

  test('a post opened as a document: canonical with its post_id, and Journal current in the header', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${pagePath('post')}?post_id=9&utm_source=letter#post-comments-heading`);
    await expect(canonical(page)).toHaveAttribute('href', `${baseURL}${pagePath('post')}?post_id=9`);
    await expect(journalLinks(page)).toHaveCount(2);
    for (const link of await journalLinks(page).all())
      await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(currentLinks(page)).toHaveCount(2);
  });

  test('the search page is the journal’s too', async ({ page }) => {
    await page.goto(`${pagePath('search')}?searchTerm=rye`);
    await expect(currentLinks(page)).toHaveCount(2);
    for (const link of await currentLinks(page).all())
      await expect(link).toHaveAttribute('href', pagePath('blog'));
  });

  test('in place, from the journal to posts and back: canonical and current item follow', async ({
    page,
    baseURL,
  }) => {
    await openSite(page, 'blog');
    await list(page).getByRole('link', { name: 'Cardamom knots, one hundred at a time' }).click();
    await expect(page).toHaveURL(`${pagePath('post')}?post_id=15`);
    await expect(canonical(page)).toHaveAttribute('href', `${baseURL}${pagePath('post')}?post_id=15`);
    await expect(currentLinks(page)).toHaveCount(2);
    for (const link of await currentLinks(page).all())
      await expect(link).toHaveAttribute('href', pagePath('blog'));
    await expectSameDocument(page);

    await page.getByRole('link', { name: /Previous post/ }).click();
    await expect(page).toHaveURL(`${pagePath('post')}?post_id=14`);
    await expect(canonical(page)).toHaveAttribute('href', `${baseURL}${pagePath('post')}?post_id=14`);
    await expect(currentLinks(page)).toHaveCount(2);

    // A page outside the journal: nothing of it stays current.
    await page.locator(`header nav a[href="${pagePath('menu')}"]`).click();
    await expect(page).toHaveURL(pagePath('menu'));
    await expect(canonical(page)).toHaveAttribute('href', `${baseURL}${pagePath('menu')}`);
    for (const link of await currentLinks(page).all())
      await expect(link).toHaveAttribute('href', pagePath('menu'));
    for (const link of await journalLinks(page).all()) await expect(link).not.toHaveAttribute('aria-current');
    await expectSameDocument(page);
  });
});

const COUNT_SCRIPT = 'https://harbor-and-rye.disqus.com/count.js';
const EMBED_SCRIPT = 'https://harbor-and-rye.disqus.com/embed.js';
const SOCIAL_SDK = 'https://connect.facebook.net/en_US/sdk.js';
const GRAPH = 'https://graph.facebook.com/v19.0/**';
const counter = (page: Page) => page.locator('[data-widget-id="post-comment-count"]');

/** The comment service's count script, answered with a stand-in that writes `count` the way the real one does. */
async function answerCountScript(page: Page, count: number) {
  await page.route(COUNT_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(function () {
        function fill() {
          document.querySelectorAll('.disqus-comment-count').forEach(function (el) {
            el.textContent = ${count} + (${count} === 1 ? ' Comment' : ' Comments');
          });
        }
        window.DISQUSWIDGETS = { getCount: fill };
        fill();
      })();`,
    }),
  );
}

test.describe('comment counter', () => {
  test('sums both providers: the comment service and the social graph', async ({ page }) => {
    await answerCountScript(page, 2);
    const graph: string[] = [];
    await page.route(GRAPH, (route) => {
      graph.push(route.request().url());
      return route.fulfill({ json: { engagement: { comment_plugin_count: 3 } } });
    });
    await openPost(page, 9);
    await expect(counter(page)).toHaveText('5 comments');
    const query = new URL(graph[0]!).searchParams;
    expect(query.get('id')).toBe('https://harbor-and-rye.example/site/harbor-and-rye/post?post_id=9');
    expect(query.get('fields')).toBe('engagement');
    expect(query.get('access_token')).toMatch(/\|/);
  });

  test('one provider failing counts 0, and a total of exactly 1 uses the singular label', async ({
    page,
  }) => {
    await answerCountScript(page, 1);
    await page.route(GRAPH, (route) =>
      route.fulfill({ status: 400, json: { error: { message: 'bad token' } } }),
    );
    await openPost(page, 9);
    await expect(counter(page)).toHaveText('1 comment');
  });

  test('one provider failing and one silent: 0 once the 5000 ms wait is over, not before', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const timerDelays = await stopPageClock(page);
    await page.route(COUNT_SCRIPT, (route) => route.abort('internetdisconnected'));
    const graphAsked = new Promise<void>((resolve) => {
      void page.route(GRAPH, () => resolve());
    });
    await openPost(page, 9);
    await graphAsked;
    await expect
      .poll(() => warnings.some((line) => line.includes('comment service count unavailable')))
      .toBe(true);
    await expect.poll(async () => (await timerDelays()).includes(5000)).toBe(true);
    await page.clock.runFor(4999);
    await expect(counter(page)).toHaveText('Comments');
    await page.clock.runFor(1);
    await expect(counter(page)).toHaveText('0 comments');
  });
});

test.describe('comments', () => {
  test.use({ viewport: { width: 390, height: 640 } });

  test("both providers' code loads only as the comments come near, and draws them", async ({ page }) => {
    await answerCountScript(page, 0);
    await page.route(GRAPH, (route) => route.fulfill({ json: { engagement: { comment_plugin_count: 0 } } }));
    await page.route(EMBED_SCRIPT, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `(function () {
          var config = { page: {} };
          window.disqus_config.call(config);
          document.getElementById('disqus_thread').textContent =
            'Comment service thread ' + config.page.identifier + ' at ' + config.page.url;
          window.DISQUS = { reset: function () {} };
        })();`,
      }),
    );
    await page.route(`${SOCIAL_SDK}*`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.FB = { XFBML: { parse: function () {} } };
          document.querySelectorAll('.fb-comments').forEach(function (el) {
            el.textContent = 'Social comments for ' + el.dataset.href + ', ' + el.dataset.numposts + ' shown';
          });`,
      }),
    );
    const loads = requestsTo(page, '://');
    await openPost(page, 9);
    // The counter at the top has done its work: the page is up, and the comments are far below.
    await expect(counter(page)).toHaveText('0 comments');
    const comments = page.locator('[data-widget-id="post-comments"]');
    await expect(comments).toHaveAttribute('data-vitrine-widget-state', 'mounted');
    await expect(comments).toContainText('Loading comments…');
    expect(loads.filter((url) => url.startsWith(EMBED_SCRIPT) || url.startsWith(SOCIAL_SDK))).toEqual([]);
    await page.locator('#post-comments-heading').scrollIntoViewIfNeeded();
    await expect(comments.locator('#disqus_thread')).toHaveText(
      'Comment service thread post-9 at https://harbor-and-rye.example/site/harbor-and-rye/post?post_id=9',
    );
    await expect(comments.locator('.fb-comments')).toHaveText(
      'Social comments for https://harbor-and-rye.example/site/harbor-and-rye/post?post_id=9, 5 shown',
    );
    await expect(comments).not.toContainText('Loading comments…');
  });

  test('offline: each provider says the comments could not be loaded, never an empty hole', async ({
    page,
  }) => {
    await page.route(/disqus\.com|facebook\.(net|com)/, (route) => route.abort('internetdisconnected'));
    await openPost(page, 9);
    await page.locator('#post-comments-heading').scrollIntoViewIfNeeded();
    const messages = page.locator('[data-widget-id="post-comments"] .vw-comments__message');
    await expect(messages).toHaveText([
      'Disqus comments could not be loaded. Please try again later.',
      'Facebook comments could not be loaded. Please try again later.',
    ]);
    await expect(counter(page)).toHaveText('0 comments');
  });
});

test.describe('draft posts', () => {
  test("a visitor never gets one, preview or not; the owner's preview lists the drafts after the published posts, finds and opens them", async ({
    page,
    demoServer,
  }) => {
    const draft = await page.goto(`${pagePath('post')}?post_id=17`);
    expect(draft?.status()).toBe(404);
    // Preview is the owner's view: asking for it is not enough.
    const asked = await page.goto(`${pagePath('post')}?post_id=17&preview=true`);
    expect(asked?.status()).toBe(404);

    // The page's own request context shares its cookies: the browser is now the signed-in owner's.
    await signInAsOwner(page.request, demoServer.origin);
    const calls = wplCalls(page);
    await openBlog(page, '#preview');
    for (const count of [10, 15, 18]) {
      await moreButton(page).click();
      await expect(listPosts(page)).toHaveCount(count);
    }
    await expect(moreButton(page)).toHaveCount(0);
    expect(await postIds(page)).toEqual([...ALL_POST_IDS, 18, 17]);
    await expect(listPosts(page).nth(17)).toContainText('Draft · ');
    expect(calls.every(({ url }) => new URL(url).search === '?preview=true')).toBe(true);

    await searchInput(page).fill('pancake');
    await searchInput(page).press('Enter');
    await expect(panel(page).locator('.vw-search__count')).toHaveText('1 post found.');
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();

    await listPosts(page)
      .nth(17)
      .getByRole('link', { name: 'Draft: the spelt loaf we are not selling yet' })
      .click();
    await expect(page).toHaveURL(`${pagePath('post')}?post_id=17&preview=true#preview`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Draft: the spelt loaf we are not selling yet',
    );
    expect(await page.evaluate(() => window.vitrine?.mode)).toBe('preview');
  });
});

test.describe('accessibility', () => {
  test('the list, a post and its comments are axe clean', async ({ page }) => {
    await page.route(/disqus\.com|facebook\.(net|com)/, (route) => route.abort('internetdisconnected'));
    await openBlog(page);
    await moreButton(page).click();
    await expect(listPosts(page)).toHaveCount(10);
    expect(await axeViolations(page, '.journal-posts')).toEqual([]);
    await openPost(page, 9);
    await page.locator('#post-comments-heading').scrollIntoViewIfNeeded();
    await expect(page.locator('.vw-comments__message').first()).toHaveText(/could not be loaded/);
    expect(await axeViolations(page, '[data-vitrine-content]')).toEqual([]);
  });
});

test.describe('no React for the blog', () => {
  test('the search page, with a post list, a search and no other widget, downloads no React', async ({
    page,
  }) => {
    const react = requestsTo(page, '/cdn/widget-api/vendor/react');
    const blog = requestsTo(page, '/cdn/widget-blog/');
    await page.goto(`${pagePath('search')}?searchTerm=the`);
    const results = page.locator('[data-widget-id="search-results"]');
    await expect(results).toHaveAttribute('data-vitrine-widget-state', 'mounted');
    await results.getByRole('link', { name: 'More results' }).click();
    await expect(results.locator('.vw-blog__posts > [data-post-id]')).toHaveCount(10);
    expect(blog.some((url) => url.endsWith('/widget-blog.js'))).toBe(true);
    expect(react).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('load-more is a link to the next page of posts, and search a GET form to the search page', async ({
    page,
  }) => {
    await page.goto(pagePath('blog'));
    // Each click loads a whole document: the next click and the list are read once that document is the page
    // (a click right after the last one could land on the document that is leaving; a CI run read it half-parsed).
    const morePosts = page.getByRole('link', { name: 'More posts' });
    await morePosts.click();
    await expect(page).toHaveURL(`${pagePath('blog')}?from=5`);
    await expect.poll(() => postIds(page)).toEqual(ALL_POST_IDS.slice(5, 10));
    await morePosts.click();
    await expect(page).toHaveURL(`${pagePath('blog')}?from=10`);
    await morePosts.click();
    await expect(page).toHaveURL(`${pagePath('blog')}?from=15`);
    await expect.poll(() => postIds(page)).toEqual([1]);
    await expect(page.getByRole('link', { name: 'More posts' })).toHaveCount(0);
    await page.locator('#journal-search-term').fill('miller');
    await page.locator('#journal-search-term').press('Enter');
    await expect(page).toHaveURL(`${pagePath('search')}?searchTerm=miller`);
    await expect(page.getByRole('heading', { name: '1 post matches “miller”' })).toBeVisible();
    expect(await postIds(page, '[data-widget-id="search-results"] .vw-blog__posts > [data-post-id]')).toEqual(
      [9],
    );
  });
});
