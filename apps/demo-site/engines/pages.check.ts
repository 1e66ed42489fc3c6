import { NOT_FOUND_ALIAS } from '../src/site/site';
import { CONTENT_PAGES, PROTECTED_DEMO_ALIAS } from '../src/site/site-pages';
import { expect, test } from './fixtures';
import type { PageReport } from './in-page';
import { fling, scrollLikeAReader } from './in-page';
import { expectCleanPage, navigateInPlace, openDocument, pagePath, settledReport } from './steps';

/**
 * Every page of the demo with content a visitor reaches in place; a blog post with its id, as the blog links it.
 * The password-protected page and the not-found page are not reached in place (one opens the password popup, the
 * other loads as a whole document): `paths.check.ts` visits both.
 */
const PAGES = CONTENT_PAGES.map(({ alias }) => alias)
  .filter((alias) => alias !== PROTECTED_DEMO_ALIAS && alias !== NOT_FOUND_ALIAS)
  .map((alias) => (alias === 'post' ? 'post?post_id=9' : alias));

test.describe('every demo page', () => {
  PAGES.forEach((alias, index) => {
    // Each page is visited twice across the list: as a document here, and in place from the page before it.
    const next = PAGES[(index + 1) % PAGES.length]!;
    test(`${alias} as a document at 390 px, read to the end; then ${next} in place at 1280 px, flung to the end`, async ({
      driver,
      site,
    }, testInfo) => {
      const reports: PageReport[] = [];
      // The summary's widget count, written as each visit ends so a failing visit still counts what it saw.
      const count = (report: PageReport) => {
        reports.push(report);
        const widgets = reports.flatMap((each) => each.widgets);
        testInfo.annotations.splice(0, testInfo.annotations.length, {
          type: 'widgets',
          description: `${widgets.filter((widget) => widget.state === 'mounted').length}/${widgets.length}`,
        });
        return report;
      };

      await driver.setViewport(390, 844);
      await openDocument(driver, site.origin, pagePath(alias));
      await driver.evaluate(scrollLikeAReader);
      expectCleanPage(count(await settledReport(driver)), `${alias} as a document at 390 px`);

      await driver.setViewport(1280, 800);
      await navigateInPlace(driver, pagePath(next));
      await driver.evaluate(fling);
      const inPlace = count(await settledReport(driver));
      expect(inPlace.sameDocument, `${next} was reached in place`).toBe(true);
      expectCleanPage(inPlace, `${next} in place at 1280 px`);
    });
  });
});
