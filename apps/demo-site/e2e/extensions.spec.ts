import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerDayjsCdn, openSite, pagePath } from './support';

const EXTENSION_PATH = '**/_dm/s/rt/scripts/ajax_ext.jsp';
const breadClub = (page: Page) => page.locator('.bread-club');

test.describe('extensions', () => {
  test('a first document has its extensions written in by the server: in the first paint, nothing asked for, nothing moved', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/_dm/s/rt/scripts/ajax_ext.jsp')) asked.push(request.url());
    });
    // Layout shifts that moved the extension or anything after it. A shift of the page above it (under load
    // Chromium may paint a partly parsed document, and the header settles a pixel) is not the extension's.
    await page.addInitScript(() => {
      const movers: Node[] = [];
      const probe = window as Window & {
        __extensionShifts?: () => string[];
        __parsedBreadClub?: Element | null;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          sources?: { node?: Node | null }[];
        })[])
          for (const source of entry.sources ?? []) if (source.node) movers.push(source.node);
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        probe.__parsedBreadClub = document.querySelector('.bread-club');
      });
      probe.__extensionShifts = () => {
        const breadClub = document.querySelector('.bread-club');
        if (!breadClub) return ['no .bread-club'];
        return movers
          .filter(
            (node) =>
              breadClub.contains(node) ||
              Boolean(breadClub.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING),
          )
          .map((node) => (node instanceof Element ? `${node.tagName}.${node.className}` : node.nodeName));
      };
    });
    const response = await page.request.get(pagePath('market'));
    const html = await response.text();
    expect(html).toContain('<section class="bread-club card"');
    expect(html).not.toContain('id="ext-bread-club"');
    expect(html).not.toContain('data-vitrine-extensions');

    await openSite(page, 'market');
    await expect(breadClub(page).getByRole('heading', { name: 'Bread club' })).toBeVisible();
    // Its script ran once, as a parser script with the document's nonce.
    await expect(breadClub(page).locator('[data-bread-club-stamps]')).toHaveText(
      '0 of 9 stamps collected on this device.',
    );
    await expect(page.locator('#market-next')).toHaveText(/^Next market/);
    const observed = await page.evaluate(() => {
      const probe = window as Window & {
        __extensionShifts?: () => string[];
        __parsedBreadClub?: Element | null;
      };
      return {
        parsed:
          probe.__parsedBreadClub !== undefined &&
          probe.__parsedBreadClub === document.querySelector('.bread-club'),
        moved: probe.__extensionShifts?.() ?? ['no probe'],
      };
    });
    // The card the parser made is the one shown (no script replaced it), and nothing at or below it moved.
    expect(observed).toEqual({ parsed: true, moved: [] });
    expect(asked).toEqual([]);
  });

  test.beforeEach(async ({ page }) => {
    await answerDayjsCdn(page);
  });

  test('each entry of extensionsToRender is posted, its HTML replaces the placeholder and its script runs', async ({
    page,
  }) => {
    const posted: Array<Record<string, string>> = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/_dm/s/rt/scripts/ajax_ext.jsp'))
        posted.push(Object.fromEntries(new URLSearchParams(request.postData() ?? '')));
    });
    await openSite(page, 'home');
    await page.locator(`footer a[href="${pagePath('market')}"]`).click();
    await expect(breadClub(page).getByRole('heading', { name: 'Bread club' })).toBeVisible();
    // Its inline script ran (with the page's nonce): it filled in the stamps.
    await expect(breadClub(page).locator('[data-bread-club-stamps]')).toHaveText(
      '0 of 9 stamps collected on this device.',
    );
    await expect(page.locator('#ext-bread-club')).toHaveCount(0);
    expect(posted).toEqual([
      {
        siteAlias: 'harbor-and-rye',
        pageAlias: 'market',
        extId: 'bread-club',
        elementId: 'ext-bread-club',
        dm_device: 'desktop',
      },
    ]);
  });

  test('a failed extension leaves its placeholder empty and is logged; the page carries on', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(EXTENSION_PATH, (route) =>
      route.fulfill({ status: 500, body: 'Internal server error' }),
    );
    // After an in-page navigation: a first document has its extensions written in by the server.
    await openSite(page, 'home');
    await page.locator(`footer a[href="${pagePath('market')}"]`).click();
    await expect(page.locator('#market-next')).toBeVisible();
    await expect
      .poll(() =>
        errors.some((text) => text.includes('[vitrine] extension bread-club could not be rendered')),
      )
      .toBe(true);
    await expect(page.locator('#ext-bread-club')).toBeEmpty();
    await expect(breadClub(page)).toHaveCount(0);
    await expect(page.locator('#market-next')).toHaveText(/^Next market/);
  });
});
