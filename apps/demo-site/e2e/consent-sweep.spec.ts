import type { Page } from '@playwright/test';
import type { ConsentCategory } from '@vitrine/widget-api/consent';
import { scrollLikeAReader, settleWidgets } from '../engines/in-page';
import { withStaticPaths } from '../src/export/static-links';
import { NOT_FOUND_ALIAS } from '../src/site/site';
import { CONTENT_PAGES, PROTECTED_DEMO_ALIAS } from '../src/site/site-pages';
import { ACCEPTED_ALL, expect, giveConsentAnswer, type SiteUnderTest, test } from './fixtures';
import { openSite, pagePath, WIDGET_START } from './support';

/**
 * Every page of the demo a visitor reaches in place, read to the end, in `opt-in` mode: what leaves the site's
 * origin under each answer the visitor can give (issue: consent before any third party; docs/consent.md). Run
 * against the demo server and against the static export (whose dynamic calls go to the API origin).
 */
const PAGES = CONTENT_PAGES.map(({ alias }) => alias)
  .filter((alias) => alias !== PROTECTED_DEMO_ALIAS && alias !== NOT_FOUND_ALIAS)
  .map((alias) => (alias === 'post' ? 'post?post_id=9' : alias));

const WIDGETS_SETTLE_MS = 10_000;

type Answer = 'none' | 'necessary' | 'functional' | 'all';
const CATEGORIES: Record<Exclude<Answer, 'none'>, readonly ConsentCategory[]> = {
  necessary: ['necessary'],
  functional: ['necessary', 'functional'],
  all: ACCEPTED_ALL,
};

/**
 * Every address off the site's origins (the pages', and the API's when the static export is served) the page
 * asks for, once each. Each is answered at the network boundary
 * with an empty body, as no machine here reaches the internet: the providers' real loading code runs, asks for
 * its real URL, and fails quietly.
 */
async function recordOffSite(page: Page, siteOrigins: readonly string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  await page.route(
    (url) => url.protocol.startsWith('http') && !siteOrigins.includes(url.origin),
    (route) => {
      seen.add(route.request().url());
      return route.fulfill({ status: 200, body: '' });
    },
  );
  return seen;
}

/**
 * The first page as a document, then each in place, as a visitor clicking through, each read to the end. A
 * widget may ask for its provider's code a little after it started (once the browser is idle): on each page the
 * walk waits for what `expectedOn` says that page asks for before going on, as a visitor would stay to read it.
 */
async function readEveryPage(
  page: Page,
  site: SiteUnderTest,
  offSite: Set<string>,
  expectedOn: (alias: string) => string[],
): Promise<void> {
  for (const [index, alias] of PAGES.entries()) {
    if (index === 0) await openSite(page, alias);
    else {
      // The static export's own paths for pages the server reaches by a query, and for folder pages.
      const path = site.kind === 'static' ? withStaticPaths(pagePath(alias)) : pagePath(alias);
      await page.evaluate((href) => window.vitrine!.navigate(href), path);
      await expect(page).toHaveURL(new RegExp(`${path.replace('?', '\\?')}$`));
    }
    await page.evaluate(scrollLikeAReader);
    await page.evaluate(settleWidgets, WIDGETS_SETTLE_MS);
    const expected = expectedOn(alias);
    if (expected.length === 0) continue;
    // And back to the top, as a reader does: a widget that started after the last scroll (on a busy machine) and
    // waits for one before it loads its provider (Twitter's feed, out of view) gets it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() => expected.filter((url) => !offSite.has(url)), {
        message: `${alias} asks for its providers`,
        ...WIDGET_START,
      })
      .toEqual([]);
  }
}

const PAGE_URL = encodeURIComponent('https://harbor-and-rye.example/site/harbor-and-rye/');
const FACEBOOK_COUNT = (alias: string) =>
  `https://graph.facebook.com/v19.0/?id=${PAGE_URL}${encodeURIComponent(alias)}&fields=engagement&access_token=310042998811%7Charbor-and-rye-demo-client-token`;

/** What each page asks of the demo's functional providers: Day.js on the market page, the store's script. */
const FUNCTIONAL: Record<string, string[]> = {
  market: ['https://cdn.jsdelivr.net/npm/dayjs@1.11.23/dayjs.min.js'],
  shop: ['https://app.ecwid.com/script.js?4242001&data_platform=vitrine&lang=en'],
};
/** And of its marketing ones, on the blog's posts: Disqus' comments and counts, Facebook's, Twitter's. */
const POST_MARKETING = [
  'https://harbor-and-rye.disqus.com/count.js',
  'https://harbor-and-rye.disqus.com/embed.js',
  'https://connect.facebook.net/en_US/sdk.js',
];
const MARKETING: Record<string, string[]> = {
  'rye-harvest': [
    ...POST_MARKETING,
    'https://platform.twitter.com/widgets.js',
    FACEBOOK_COUNT('rye-harvest'),
  ],
  'post?post_id=9': [...POST_MARKETING, FACEBOOK_COUNT('post?post_id=9')],
};

const EXPECTED: Record<Answer, (alias: string) => string[]> = {
  none: () => [],
  necessary: () => [],
  functional: (alias) => FUNCTIONAL[alias] ?? [],
  all: (alias) => [...(FUNCTIONAL[alias] ?? []), ...(MARKETING[alias] ?? [])],
};

test.describe("consent sweep: every page in opt-in mode (the demo's), read to the end", () => {
  // Each test gives its own answer, as a returning visitor's cookie.
  test.use({ consentAnswer: null });
  const label: Record<Answer, string> = {
    none: 'no answer yet: nothing leaves the site',
    necessary: 'Decline (necessary only): nothing leaves the site',
    functional: 'necessary and functional: only the functional providers load',
    all: 'Accept all: each provider’s real loading code asks for its real URL',
  };
  for (const answer of ['none', 'necessary', 'functional', 'all'] as const) {
    test(label[answer], async ({ page, demoServer, site }) => {
      test.skip(
        site.kind === 'static' && answer === 'all',
        'the same providers as on the server; their URLs name the page (Facebook’s count), and the static run is here for what must not leave',
      );
      // Every content page, each scrolled through until its widgets have started: a long walk by design.
      test.slow();
      if (answer !== 'none') await giveConsentAnswer(page.context(), site.origin, CATEGORIES[answer]);
      const offSite = await recordOffSite(page, [site.origin, demoServer.origin]);
      await readEveryPage(page, site, offSite, EXPECTED[answer]);
      // Nothing else, on any page: what each page asked for is all that left the site.
      expect([...offSite].sort()).toEqual([...new Set(PAGES.flatMap(EXPECTED[answer]))].sort());
    });
  }
});
