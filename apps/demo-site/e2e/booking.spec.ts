import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, openSite, pagePath, recordPublicEvents, requestsTo } from './support';

const STATE = 'data-vitrine-widget-state';
const SCHEDULER_SCRIPT = 'https://assets.calendly.com/assets/external/widget.js';
const SCHEDULER_STYLESHEET = 'https://assets.calendly.com/assets/external/widget.css';
const widget = (page: Page, id: string) => page.locator(`[data-widget-id="${id}"]`);

/**
 * The scheduling provider, answered at the network boundary: a stand-in `Calendly` whose popup says which
 * scheduling page it would show, and an empty stylesheet.
 */
async function answerScheduler(page: Page) {
  await page.route(SCHEDULER_STYLESHEET, (route) => route.fulfill({ contentType: 'text/css', body: '' }));
  await page.route(SCHEDULER_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript; charset=utf-8',
      body: `window.Calendly = { initPopupWidget({ url }) {
        const popup = document.createElement('div');
        popup.className = 'stand-in-scheduler';
        popup.setAttribute('role', 'dialog');
        popup.setAttribute('aria-label', 'Scheduler');
        popup.textContent = 'Scheduling ' + url;
        document.body.append(popup);
      } };`,
    }),
  );
}

test.describe('booking button', () => {
  test('the scheduling script loads on the click only, and its scheduler opens with the page', async ({
    page,
  }) => {
    await answerScheduler(page);
    const script = requestsTo(page, SCHEDULER_SCRIPT);
    await openSite(page, 'tastings');
    const booking = widget(page, 'tasting-booking');
    await expect(booking).toHaveAttribute(STATE, 'mounted');
    expect(script).toEqual([]);
    expect(await axeViolations(page, '[data-widget-id="tasting-booking"]')).toEqual([]);
    await booking.getByRole('link', { name: 'Book a tasting' }).click();
    await expect(page.getByRole('dialog', { name: 'Scheduler' })).toHaveText(
      'Scheduling https://calendly.com/harbor-and-rye/wholesale-tasting',
    );
    expect(script).toEqual([SCHEDULER_SCRIPT]);
    expect(page.url()).toContain(pagePath('tastings'));
  });

  test('the wholesale price list books a tasting with the same button, once unlocked', async ({ page }) => {
    await answerScheduler(page);
    const script = requestsTo(page, SCHEDULER_SCRIPT);
    await page.goto(pagePath('wholesale'));
    await page.getByLabel('Password', { exact: true }).fill('sourdough');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    const booking = widget(page, 'wholesale-tasting-booking');
    await booking.scrollIntoViewIfNeeded();
    await expect(booking).toHaveAttribute(STATE, 'mounted');
    expect(script).toEqual([]);
    await expect(page.getByRole('link', { name: 'tastings', exact: true })).toHaveAttribute(
      'href',
      pagePath('tastings'),
    );
    await booking.getByRole('link', { name: 'Book a tasting' }).click();
    await expect(page.getByRole('dialog', { name: 'Scheduler' })).toHaveText(
      'Scheduling https://calendly.com/harbor-and-rye/wholesale-tasting',
    );
    expect(script).toEqual([SCHEDULER_SCRIPT]);
    expect(await axeViolations(page, '[data-widget-id="wholesale-tasting-booking"]')).toEqual([]);
  });

  test('a failure is logged to the console only', async ({ page }) => {
    await page.route(SCHEDULER_SCRIPT, (route) => route.abort('internetdisconnected'));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const logPosts = requestsTo(page, '/_dm/s/rt/actions/logs');
    await openSite(page, 'tastings');
    const booking = widget(page, 'tasting-booking');
    await expect(booking).toHaveAttribute(STATE, 'mounted');
    const link = booking.getByRole('link', { name: 'Book a tasting' });
    await link.click();
    await expect
      .poll(() => errors.some((text) => text.includes('[booking-button] the scheduler could not be opened')))
      .toBe(true);
    await expect(link).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(page.url()).toContain(pagePath('tastings'));
    expect(logPosts).toEqual([]);
  });

  test('in the editor nothing happens', async ({ page }) => {
    const script = requestsTo(page, SCHEDULER_SCRIPT);
    await page.goto(`${pagePath('tastings')}?nee=true`);
    const booking = widget(page, 'tasting-booking');
    await expect(booking).toHaveAttribute(STATE, 'mounted');
    await booking.getByRole('link', { name: 'Book a tasting' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(script).toEqual([]);
    expect(page.url()).toContain(`${pagePath('tastings')}?nee=true`);
  });
});

test.describe('health booking', () => {
  test('without JavaScript each appointment type is a plain link to its scheduling page', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(pagePath('tastings'));
    const health = widget(page, 'nutritionist-booking');
    await expect(health.getByLabel('Type of appointment')).toBeHidden();
    await expect(health.getByRole('link', { name: 'Coeliac-safe ordering (30 min)' })).toHaveAttribute(
      'href',
      'https://calendly.com/harbor-and-rye/coeliac-ordering',
    );
    await context.close();
  });

  test('the chosen appointment type opens its scheduling page', async ({ page }) => {
    await answerScheduler(page);
    await openSite(page, 'tastings');
    const health = widget(page, 'nutritionist-booking');
    await health.scrollIntoViewIfNeeded();
    await expect(health).toHaveAttribute(STATE, 'mounted');
    expect(await axeViolations(page, '[data-widget-id="nutritionist-booking"]')).toEqual([]);
    await health.getByLabel('Type of appointment').selectOption({ label: 'Coeliac-safe ordering (30 min)' });
    await health.getByRole('link', { name: 'Request an appointment' }).click();
    await expect(page.getByRole('dialog', { name: 'Scheduler' })).toHaveText(
      'Scheduling https://calendly.com/harbor-and-rye/coeliac-ordering',
    );
  });
});

test.describe('OpenTable', () => {
  test('a click fires event-OpenTable once and opens the reservation page', async ({ page, context }) => {
    await context.route('https://www.opentable.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Reserve</title>' }),
    );
    await openSite(page, 'cafe');
    const button = widget(page, 'cafe-opentable');
    await expect(button).toHaveAttribute(STATE, 'mounted');
    const events = await recordPublicEvents(page, 'event-OpenTable');
    const [reservation] = await Promise.all([
      page.waitForEvent('popup'),
      button.getByRole('link', { name: 'Reserve a table' }).click(),
    ]);
    // Polled, as a new window may report its first about:blank before the address it was opened with.
    await expect(reservation).toHaveURL(
      'https://www.opentable.com/restref/client/?rid=412087&restref=412087',
    );
    expect(await events()).toEqual([{ restaurantId: '412087', widgetId: 'cafe-opentable' }]);
  });
});
