import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectSameDocument,
  featureStarted,
  holdAnswers,
  navLink,
  openSite,
  pagePath,
  stopPageClock,
} from './support';

const guideLink = (page: Page) => page.getByRole('link', { name: 'allergen guide', exact: true });
const dialog = (page: Page) => page.locator('dialog.vitrine-popup');
const popupContent = (page: Page) => page.locator('[data-vitrine-popup-content]');
const ALLERGENS_JSON = `**${pagePath('allergens')}?dm_ajaxCall=true`;
/** The locations page's server instruction: `delay: 2` (seconds). */
const HOLIDAY_MESSAGE_DELAY_MS = 2000;

/** Records the `event-popup` payloads the page fires from now on. */
async function recordPopupEvents(page: Page): Promise<() => Promise<unknown[]>> {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as Window & { __popups?: unknown[] }).__popups = seen;
    window.vitrine!.onPublicEvent('event-popup', (payload) => seen.push(payload));
  });
  return () => page.evaluate(() => (window as Window & { __popups?: unknown[] }).__popups ?? []);
}

/** Waits until the popup's entrance animation (if any) has finished, so what is measured is at rest. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        // The open one: the site's drawer is a (closed) dialog too.
        .querySelector('dialog[open]')!
        .getAnimations()
        .map((a) => a.finished),
    ),
  );

test.describe('popups', () => {
  test('a popup link shows its page over the page, modal, with its own css, and fires event-popup', async ({
    page,
  }) => {
    await openSite(page, 'menu');
    const events = await recordPopupEvents(page);
    await guideLink(page).click();

    const popup = page.getByRole('dialog', { name: 'Allergen guide' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('table')).toContainText('Dark rye with caraway');
    await expect(page).toHaveURL(pagePath('menu'));
    await expectSameDocument(page);
    await expect(page.locator('style[data-vitrine-popup-css="css"]')).toHaveCount(1);
    expect(await popup.evaluate((element) => (element as HTMLDialogElement).matches(':modal'))).toBe(true);
    expect(await events()).toEqual([
      { url: `${new URL(page.url()).origin}${pagePath('allergens')}`, name: null },
    ]);

    // The page behind is inert and Tab wraps around: focus never leaves the popup, either way.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    }
  });

  test('Escape closes it: content emptied, css and animation classes removed, focus back on the link', async ({
    page,
  }) => {
    await openSite(page, 'menu');
    await guideLink(page).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveClass(/vitrine-popup--zoomIn/);

    await page.keyboard.press('Escape');

    await expect(dialog(page)).toBeHidden();
    await expect(popupContent(page)).toBeEmpty();
    await expect(dialog(page)).toHaveClass('vitrine-popup');
    await expect(page.locator('style[data-vitrine-popup-css]')).toHaveCount(0);
    await expect(guideLink(page)).toBeFocused();
  });

  test('a click on the overlay closes it; a click inside does not', async ({ page }) => {
    await openSite(page, 'menu');
    await guideLink(page).click();
    await expect(popupContent(page).getByRole('table')).toBeVisible();
    await popupContent(page).getByRole('heading', { name: 'Allergen guide' }).click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(dialog(page)).toBeHidden();
  });

  test('is sized from its options, capped at the window minus 20, and follows resizes', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSite(page, 'menu');
    await guideLink(page).click();
    await expect(popupContent(page).getByRole('table')).toBeVisible();
    await settled(page);
    // The link asks for 720 px wide and 0.8 of the window high.
    expect(await dialog(page).boundingBox()).toMatchObject({ width: 720, height: 640 });

    await page.setViewportSize({ width: 600, height: 500 });
    await expect.poll(async () => (await dialog(page).boundingBox())?.width).toBe(580);
    expect((await dialog(page).boundingBox())?.height).toBe(400);
  });

  test('a popup whose load fails, or brings no content, is hidden again and the page carries on', async ({
    page,
  }) => {
    await openSite(page, 'menu');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(ALLERGENS_JSON, (route) => route.abort('internetdisconnected'));
    await guideLink(page).click();
    await expect.poll(() => warnings.some((text) => text.includes('not shown: network'))).toBe(true);
    await expect(dialog(page)).toBeHidden();

    await page.unroute(ALLERGENS_JSON);
    await page.route(ALLERGENS_JSON, (route) => route.fulfill({ json: { content: '' } }));
    await guideLink(page).click();
    await expect.poll(() => warnings.some((text) => text.includes('not shown: no content'))).toBe(true);
    await expect(dialog(page)).toBeHidden();

    // Nothing hangs: the page still navigates, and the link still works once the server answers.
    await page.unroute(ALLERGENS_JSON);
    await guideLink(page).click();
    await expect(popupContent(page).getByRole('table')).toBeVisible();
    await page.keyboard.press('Escape');
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    await expectSameDocument(page);
  });

  test('a double click loads the popup once', async ({ page }) => {
    await openSite(page, 'menu');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/allergens?dm_ajaxCall=true')) requests.push(request.url());
    });
    // Answered once both clicks are in: the second lands while the first is loading, however slow the machine.
    const answer = holdAnswers(page, ALLERGENS_JSON);
    await guideLink(page).dblclick();
    answer.release();
    await expect(popupContent(page).getByRole('table')).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test('closes when the site navigates', async ({ page }) => {
    await openSite(page, 'menu');
    await guideLink(page).click();
    await expect(popupContent(page).getByRole('table')).toBeVisible();
    await page.evaluate(() => window.vitrine!.navigate('/site/harbor-and-rye/contact'));
    await expect(page).toHaveURL(pagePath('contact'));
    await expect(dialog(page)).toBeHidden();
    await expect(popupContent(page)).toBeEmpty();
  });

  test('runtime.openPopup: widget popups default to 700 by 400, and animation none does not animate', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSite(page, 'home');
    const events = await recordPopupEvents(page);
    const shown = await page.evaluate(() =>
      window.vitrine!.openPopup({
        url: '/site/harbor-and-rye/allergens',
        name: 'allergens',
        animation: 'none',
      }),
    );
    expect(shown).toBe(true);
    expect(await dialog(page).boundingBox()).toMatchObject({ width: 700, height: 400 });
    expect(await dialog(page).evaluate((element) => element.getAnimations().length)).toBe(0);
    expect(await events()).toHaveLength(1);
    expect(
      await page.evaluate(() => window.vitrine!.openPopup({ url: '/site/harbor-and-rye/no-such-page' })),
    ).toBe(false);
    await expect(dialog(page)).toBeHidden();
  });

  test('an overlay colour from the link reaches the backdrop', async ({ page }) => {
    await openSite(page, 'menu');
    await guideLink(page).evaluate((link) =>
      link.setAttribute('data-popup-overlay-color', 'rgb(20, 60, 80)'),
    );
    await guideLink(page).click();
    await expect(dialog(page)).toBeVisible();
    const backdrop = await dialog(page).evaluate(
      (element) => getComputedStyle(element, '::backdrop').backgroundColor,
    );
    expect(backdrop).toBe('rgb(20, 60, 80)');
  });

  test('entrance animations inside popup content start', async ({ page }) => {
    await openSite(page, 'menu');
    // Content already on the page when the effects start is taken as painted, and does not animate.
    await featureStarted(page, 'mini-header');
    await page.route(ALLERGENS_JSON, (route) =>
      route.fulfill({
        json: { content: '<h2>Fresh</h2><p data-wow-animation="fadeIn" id="wow">Warm loaves</p>' },
      }),
    );
    // Recorded as core creates them: polling getAnimations() could come after a short animation has ended.
    await page.evaluate(() => {
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
        if (this.id) this.setAttribute('data-test-animated', 'true');
        return animate.apply(this, args);
      };
    });
    await guideLink(page).click();
    await expect(page.locator('#wow')).toBeVisible();
    await expect(page.locator('#wow')).toHaveAttribute('data-test-animated', 'true');
  });

  test('axe finds no violations in an open popup', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page, 'menu');
    await guideLink(page).click();
    await expect(popupContent(page).getByRole('table')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('dialog.vitrine-popup').analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('server instructions', () => {
  test('the locations page shows its holiday-hours message after its delay; OK closes it', async ({
    page,
  }) => {
    const timerDelays = await stopPageClock(page);
    await openSite(page, 'contact');
    await navLink(page, 'locations').click();
    await expect(page).toHaveURL(pagePath('locations'));
    await expect.poll(timerDelays).toContain(HOLIDAY_MESSAGE_DELAY_MS);
    const message = page.getByRole('dialog', { name: 'Holiday hours' });
    await page.clock.runFor(HOLIDAY_MESSAGE_DELAY_MS - 1);
    await expect(message).toBeHidden();
    await page.clock.runFor(1);
    await expect(message).toBeVisible();
    await expect(message).toContainText('reopen on 27 December');
    await message.getByRole('button', { name: 'OK' }).click();
    await expect(message).toBeHidden();
  });

  test('is shown on a first document load too, and not after leaving the page before its delay', async ({
    page,
  }) => {
    const timerDelays = await stopPageClock(page);
    const holidayTimers = async () =>
      (await timerDelays()).filter((delay) => delay === HOLIDAY_MESSAGE_DELAY_MS).length;
    await openSite(page, 'locations');
    await expect.poll(holidayTimers).toBe(1);
    await page.clock.runFor(HOLIDAY_MESSAGE_DELAY_MS);
    const message = page.getByRole('dialog', { name: 'Holiday hours' });
    await expect(message).toBeVisible();
    await page.keyboard.press('Escape');

    await navLink(page, 'contact').click();
    await navLink(page, 'locations').click();
    await expect(page).toHaveURL(pagePath('locations'));
    // The second visit's message is waiting; the visitor leaves before it is due.
    await expect.poll(holidayTimers).toBe(2);
    await navLink(page, 'about').click();
    await expect(page).toHaveURL(pagePath('about'));
    await page.clock.runFor(HOLIDAY_MESSAGE_DELAY_MS * 5);
    await expect(message).toBeHidden();
  });
});
