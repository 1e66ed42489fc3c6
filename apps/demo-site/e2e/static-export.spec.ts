import type { Page } from '@playwright/test';
import { expect, signInAsOwner, test } from './fixtures';
import {
  CONTENT,
  errorMessages,
  expectSameDocument,
  navLink,
  openSite,
  pagePath,
  recordConsoleErrors,
} from './support';

/**
 * The static export on a plain static host, with the demo server as its API origin (the `static` project only):
 * what only the API can answer reaches it from the exported pages.
 */
const contactForm = (page: Page) => page.getByRole('form', { name: 'Write to the bakery' });

test.describe('the static export, with the demo server as its API', () => {
  test('the contact form posts to the API origin, and the message lands in its inbox', async ({
    page,
    demoServer,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/contactForm')) posts.push(request.url());
    });
    await openSite(page, 'contact');
    const form = contactForm(page);
    await expect(form).toHaveAttribute('novalidate', '');
    await form.getByLabel('Your name').fill('Static Sam');
    await form.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
    await form.getByLabel('What is it about?').selectOption('An event');
    await form.getByRole('checkbox', { name: 'Pastry' }).check();
    await form.getByRole('radio', { name: 'Phone' }).check();
    await form.getByLabel('Message').fill('Sent from the static site, through the API origin.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for writing' })).toBeVisible();
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((url) => url.startsWith(`${demoServer.origin}/`))).toBe(true);

    await signInAsOwner(page.request, demoServer.origin);
    const inbox = await page.request.get(`${demoServer.origin}/_demo/inbox`);
    expect(await inbox.text()).toContain('Sent from the static site, through the API origin.');
  });

  test('the store page, a folder above its crawler pages, opens in place from the header', async ({
    page,
  }) => {
    await openSite(page, 'home');
    await page.locator('.site-header__shop').getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(`${pagePath('shop')}/`);
    await expect(page).toHaveTitle(/Shop/);
    await expect(page.locator('[data-vitrine-widget="store"]')).toBeAttached();
    await expectSameDocument(page);
  });

  test('blog search asks the API origin; a result opens its post at its static path, in place', async ({
    page,
    demoServer,
  }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wpl/site/')) searches.push(request.url());
    });
    await openSite(page, 'blog');
    // Live search: each key asks (the search button's autocomplete is on); Enter would open the API's page.
    await page.locator('#journal-search-term').pressSequentially('knots');
    const panel = page.locator('#journal-search-results');
    const result = panel.getByRole('link', { name: /Cardamom knots/ });
    await expect(result).toBeVisible();
    expect(searches.every((url) => url.startsWith(`${demoServer.origin}/`))).toBe(true);
    await expect(result).toHaveAttribute('href', `${pagePath('post')}/15`);
    await result.click();
    await expect(page).toHaveURL(`${pagePath('post')}/15`);
    await expect(page.locator(CONTENT).getByRole('heading', { level: 1 })).toHaveText(/Cardamom knots/);
    await expectSameDocument(page);
  });

  test('the protected page opens at the API origin, which asks for the password and shows it', async ({
    page,
    demoServer,
  }) => {
    await openSite(page, 'contact');
    await page.getByRole('link', { name: 'trade price list' }).click();
    await expect(page).toHaveURL(`${demoServer.origin}${pagePath('wholesale')}`);
    await expect(page).toHaveTitle(/^Password required/);
    await page.getByLabel('Password', { exact: true }).fill('sourdough');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.locator(CONTENT)).toContainText('$5.40');
  });

  test('a document without a content container: the error block, and the console names the selector', async ({
    page,
  }) => {
    const consoleErrors = recordConsoleErrors(page);
    await page.route(`**${pagePath('about')}?dm_ajaxCall=true`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/ data-vitrine-content=""/, '');
      await route.fulfill({ response, body });
    });
    await openSite(page, 'home');
    const messages = await errorMessages(page);
    await navLink(page, 'about').click();
    await expect(page.locator(`${CONTENT} .vitrine-error__message`)).toHaveText(messages.general);
    expect(consoleErrors.some((text) => text.includes('[data-vitrine-content]'))).toBe(true);
    await expectSameDocument(page);
  });
});
