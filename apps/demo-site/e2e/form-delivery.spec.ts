import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  ACCEPTED_ALL,
  expect,
  giveConsentAnswer,
  inboxHtml,
  SUITE_LIMITS,
  startDemoServer,
  stopDemoServer,
  test,
} from './fixtures';
import { pagePath } from './support';

const FORM_POST = '**/_dm/s/rt/api/public/rt/site/harbor-and-rye/contactForm?*';
const contactForm = (page: Page) => page.getByRole('form', { name: 'Write to the bakery' });

async function fillContactForm(page: Page, name: string): Promise<void> {
  const form = contactForm(page);
  await expect(form).toHaveAttribute('novalidate', '');
  await form.getByLabel('Your name').fill(name);
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await form.getByLabel('What is it about?').selectOption('An order');
  await form.getByRole('radio', { name: 'Email' }).check();
  await form.getByLabel('Message').fill('Two rye loaves on Saturday, please.');
}

test.describe('contact form delivery', () => {
  test('a message whose answer was lost is stored once when the visitor sends it again', async ({ page }) => {
    await page.goto(pagePath('contact'));
    await fillContactForm(page, 'Lost Answer Baker');
    const keys: string[] = [];
    let answered = 0;
    await page.route(FORM_POST, async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      answered += 1;
      if (answered === 1) {
        // The server stores the message, and its answer never reaches the browser (a proxy's 502, a dropped line).
        const response = await route.fetch();
        expect(response.status()).toBe(204);
        await route.abort('failed');
        return;
      }
      await route.continue();
    });
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await expect(contactForm(page).locator('[data-vitrine-form-error]')).toBeVisible();
    await expect(contactForm(page).getByLabel('Your name')).toHaveValue('Lost Answer Baker');

    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(pagePath('thank-you'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(keys[1]).toBe(keys[0]);
    const html = await inboxHtml(page.request, new URL(page.url()).origin);
    expect(html.match(/Lost Answer Baker/g)).toHaveLength(1);
  });

  test('a visitor over the limit keeps the message and is told when to send again', async ({ browser }) => {
    // A server of its own with the limit a real one has been given: one message per ten minutes.
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-e2e-limits-'));
    const { child, server } = await startDemoServer(join(dir, 'vitrine.db'), [
      ...SUITE_LIMITS,
      '--rate-limit',
      'forms=1/600',
    ]);
    const context = await browser.newContext({ baseURL: server.origin });
    await giveConsentAnswer(context, server.origin, ACCEPTED_ALL);
    try {
      const page = await context.newPage();
      await page.goto(pagePath('contact'));
      await fillContactForm(page, 'First Message Baker');
      await contactForm(page).getByRole('button', { name: 'Send message' }).click();
      await expect(page).toHaveURL(pagePath('thank-you'));

      await page.goto(pagePath('contact'));
      await fillContactForm(page, 'Second Message Baker');
      await contactForm(page).getByRole('button', { name: 'Send message' }).click();
      await expect(contactForm(page).getByRole('alert').filter({ hasText: 'Too many messages' })).toHaveText(
        'Too many messages were sent from your connection just now. Your message is still here: please send it again in 10 minutes.',
      );
      await expect(contactForm(page).locator('[data-vitrine-form-error]')).toBeVisible();
      await expect(contactForm(page).getByLabel('Your name')).toHaveValue('Second Message Baker');
      await expect(contactForm(page).getByLabel('Message')).toHaveValue(
        'Two rye loaves on Saturday, please.',
      );
      await expect(page).toHaveURL(pagePath('contact'));
    } finally {
      await context.close();
      await stopDemoServer(child);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
