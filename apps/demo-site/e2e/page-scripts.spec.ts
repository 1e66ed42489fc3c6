import type { Page } from '@playwright/test';
import { expect, signInAsOwner, test } from './fixtures';
import {
  answerDayjsCdn,
  axeViolations,
  CONTENT,
  DAYJS_CDN_URL,
  expectSameDocument,
  navLink,
  openSite,
  pagePath,
} from './support';

const marketLink = (page: Page) => page.locator(`footer a[href="${pagePath('market')}"]`);
const countdown = (page: Page) => page.locator('[data-widget-id="market-countdown"] .market-countdown__when');
const breadClub = (page: Page) => page.locator('.bread-club');

/** Records Content Security Policy violations from the first byte of every document. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Window & { __csp?: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as Window & { __csp?: string[] }).__csp ?? []);
}

/**
 * How many times each dataLayer event was pushed: every script of the market page pushes its own (core's
 * consent commands for Google's tags, pushed as gtag's arguments, are not events).
 */
function pushes(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const counts: Record<string, number> = {};
    for (const entry of (window as Window & { dataLayer?: Array<{ event?: string }> }).dataLayer ?? [])
      if (typeof entry.event === 'string') counts[entry.event] = (counts[entry.event] ?? 0) + 1;
    return counts;
  });
}

/** Waits until every script of the market page (and what core runs after it) has shown its work. */
async function marketReady(page: Page): Promise<void> {
  await expect(page.locator('#market-next')).toHaveText(
    /^Next market: (today, until 13:00|\w+, \w+ \d+, 8:00 to 13:00)\.$/,
  );
  await expect(countdown(page)).toHaveText(/^At the market (today|Saturday \d+ \w+), 8:00 to 13:00\.$/);
  await expect(breadClub(page).locator('[data-bread-club-stamps]')).toHaveText(
    '0 of 9 stamps collected on this device.',
  );
}

test.describe("a page's scripts", () => {
  test('on a first document load: head, inline, insite_scripts, the widget library and the extension, each once', async ({
    page,
  }) => {
    const served = await answerDayjsCdn(page);
    const violations = await recordCspViolations(page);
    await openSite(page, 'market');
    await marketReady(page);
    expect(await pushes(page)).toEqual({
      market_stalls_loaded: 1,
      market_inline: 1,
      page_view: 1,
      market_insite: 1,
      market_countdown_shown: 1,
      bread_club_shown: 1,
    });
    expect(served()).toBe(1);
    expect(await violations()).toEqual([]);
    expect(await axeViolations(page, CONTENT)).toEqual([]);
  });

  test('after an in-page navigation they run as on a document load, once per arrival, in document order', async ({
    page,
  }) => {
    const served = await answerDayjsCdn(page);
    const violations = await recordCspViolations(page);
    await openSite(page, 'home');
    // The page-view snippet is held until consent (docs/consent.md): core's consent chunk runs it.
    await expect.poll(() => pushes(page)).toEqual({ page_view: 1 });

    await marketLink(page).click();
    await expect(page).toHaveURL(pagePath('market'));
    // The inline script reads the head script's global: it ran after it, as the parser would have run them.
    await marketReady(page);
    await expectSameDocument(page);
    expect(await pushes(page)).toEqual({
      page_view: 2,
      market_stalls_loaded: 1,
      market_inline: 1,
      market_insite: 1,
      market_countdown_shown: 1,
      bread_club_shown: 1,
    });
    expect(served()).toBe(1);
    // Core's copies carry the document's nonce: the strict policy blocked nothing.
    expect(await violations()).toEqual([]);

    // Away and back: the head script's src is still on the page, so it does not run twice; the rest runs again.
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    await marketLink(page).click();
    await expect(page).toHaveURL(pagePath('market'));
    await expect(countdown(page)).toHaveCount(1);
    await expect
      .poll(() => pushes(page))
      .toEqual({
        page_view: 4,
        market_stalls_loaded: 1,
        market_inline: 2,
        market_insite: 2,
        market_countdown_shown: 2,
        bread_club_shown: 2,
      });
    await marketReady(page);
    expect(served()).toBe(2);
    expect(await page.locator('head script[src="/assets/scripts/market-stalls.js"]').count()).toBe(1);
    await expectSameDocument(page);
    expect(await violations()).toEqual([]);

    // Back to it once the browser has been idle (when core keeps a parsed copy of the page): the content comes
    // from that copy, and its scripts run once more, once each, as on every arrival.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined))));
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    await page.goBack();
    await expect(page).toHaveURL(pagePath('market'));
    await expect
      .poll(() => pushes(page))
      .toEqual({
        page_view: 6,
        market_stalls_loaded: 1,
        market_inline: 3,
        market_insite: 3,
        market_countdown_shown: 3,
        bread_club_shown: 3,
      });
    await marketReady(page);
    await expect(countdown(page)).toHaveCount(1);
    await expectSameDocument(page);
    expect(await violations()).toEqual([]);
  });

  test('a script that fails to load is logged to the client log, and the scripts after it still run', async ({
    page,
  }) => {
    await page.route(DAYJS_CDN_URL, (route) => route.abort('connectionrefused'));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openSite(page, 'home');
    await marketLink(page).click();
    await expect(page).toHaveURL(pagePath('market'));
    await expect(breadClub(page)).toBeVisible();
    await expect.poll(() => pushes(page)).toMatchObject({ market_inline: 1, market_insite: 1 });
    // Without its library the widget waits for it: its server-rendered text stays.
    await expect(page.locator('[data-widget-id="market-countdown"]')).toContainText(
      'We are at the market every Saturday from 8:00 to 13:00.',
    );
    expect(
      errors.some((text) => text.includes(`[vitrine] page script ${DAYJS_CDN_URL} could not be loaded`)),
    ).toBe(true);
    // The stored logs are an owner's page.
    await signInAsOwner(page.request, new URL(page.url()).origin);
    await expect
      .poll(async () => {
        const logs: Array<{ priority: string; log: string }> = await (
          await page.request.get('/_demo/logs')
        ).json();
        return logs.some(
          (entry) =>
            entry.priority === 'ERROR' &&
            entry.log.includes(`page script ${DAYJS_CDN_URL} could not be loaded`),
        );
      })
      .toBe(true);
  });

  test('the document carries a fresh nonce in its policy and its meta tag; scripts need no unsafe-inline or unsafe-eval', async ({
    page,
  }) => {
    const first = await page.request.get(pagePath('market'));
    const second = await page.request.get(pagePath('market'));
    const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];
    const policy = first.headers()['content-security-policy'] ?? '';
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.headers()['content-security-policy'] ?? '')).not.toBe(nonce);
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toContain(`'nonce-${nonce}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(await first.text()).toContain(`<meta name="csp-nonce" content="${nonce}"/>`);
  });
});
