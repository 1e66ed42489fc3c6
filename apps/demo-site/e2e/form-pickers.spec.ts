import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, inboxHtml, test } from './fixtures';
import { pagePath, requestsTo } from './support';

const contactForm = (page: Page) => page.getByRole('form', { name: 'Write to the bakery' });
const cakeForm = (page: Page) => page.getByRole('form', { name: 'Order a celebration cake' });
const DATE_PICKER_CHUNK = '/cdn/widget-form/chunks/date-picker-';
const TIME_PICKER_CHUNK = '/cdn/widget-form/chunks/time-picker-';

async function openContact(page: Page): Promise<void> {
  // Today is fixed so the calendar opens on a known month; timers run as usual.
  await page.clock.setFixedTime(new Date('2026-11-23T10:00:00'));
  await page.goto(pagePath('contact'));
  await expect(contactForm(page)).toHaveAttribute('novalidate', '');
}

test.describe('date and time pickers', () => {
  test('a form without date or time fields downloads neither picker, nor a captcha', async ({ page }) => {
    const pickers = requestsTo(page, '-picker-');
    const captcha = requestsTo(page, '/assets/captcha/');
    await page.goto(pagePath('blog'));
    const letter = page.getByRole('form', { name: 'Get the bakery letter' });
    await letter.scrollIntoViewIfNeeded();
    await expect(letter).toHaveAttribute('novalidate', '');
    await letter.getByRole('textbox', { name: 'Your email' }).fill('reader@example.com');
    await letter.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('the next letter is on its way to you')).toBeVisible();
    expect(pickers).toEqual([]);
    expect(captcha).toEqual([]);
  });

  test('a visitor typing in the day field when the picker arrives keeps typing into it', async ({ page }) => {
    // The picker's code is held until the visitor has started typing.
    let releaseChunk!: () => void;
    const held = new Promise<void>((resolve) => {
      releaseChunk = resolve;
    });
    await page.route(`**${DATE_PICKER_CHUNK}*`, async (route) => {
      await held;
      await route.continue();
    });
    await openContact(page);
    const day = contactForm(page).getByRole('textbox', { name: /A day that suits you/ });
    await day.click();
    await page.keyboard.type('30/12');
    releaseChunk();
    await expect(contactForm(page).getByRole('button', { name: 'Choose date' })).toBeVisible();
    await expect(day).toBeFocused();
    await page.keyboard.type('/2026');
    await expect(day).toHaveValue('30/12/2026');
  });

  test('the date picker works from the keyboard and writes the field’s format', async ({ page }) => {
    const chunks = requestsTo(page, DATE_PICKER_CHUNK);
    await openContact(page);
    const day = contactForm(page).getByRole('textbox', { name: /A day that suits you/ });
    const button = contactForm(page).getByRole('button', { name: 'Choose date' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Choose date' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Monday, November 23, 2026');

    const results = await new AxeBuilder({ page }).include('.dmform-datepicker').analyze();
    expect(results.violations).toEqual([]);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('PageDown');
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Wednesday, December 30, 2026');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    // The contact form's day field is day first.
    await expect(day).toHaveValue('30/12/2026');
    await expect(button.or(contactForm(page).getByRole('button', { name: /Choose date, / }))).toBeFocused();
    expect(chunks).toHaveLength(1);

    // Escape closes without writing; a click outside closes too.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(day).toHaveValue('30/12/2026');
  });

  test('the time picker offers every 15 minutes, filters as the visitor types, and Enter does not send the form', async ({
    page,
  }) => {
    const posts = requestsTo(page, 'contactForm');
    const chunks = requestsTo(page, TIME_PICKER_CHUNK);
    await openContact(page);
    const time = contactForm(page).getByRole('combobox', { name: /A time that suits you/ });
    await time.click();
    await time.pressSequentially('14');
    const times = page.getByRole('listbox', { name: 'Times' });
    await expect(times.getByRole('option')).toHaveText(['14:00', '14:15', '14:30', '14:45']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(time).toHaveAttribute('aria-activedescendant', /.+/);
    const results = await new AxeBuilder({ page }).include('[data-vitrine-form-field="dmform-10"]').analyze();
    expect(results.violations).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(time).toHaveValue('14:15');
    await expect(times).toBeHidden();
    expect(posts).toEqual([]);

    // The cake form's time field is on a 12-hour clock; a typed 24-hour time is tidied into it. Its widget
    // starts when scrolled to.
    await cakeForm(page).scrollIntoViewIfNeeded();
    await expect(cakeForm(page)).toHaveAttribute('novalidate', '');
    const pickUp = cakeForm(page).getByRole('combobox', { name: /Pick-up time/ });
    await pickUp.fill('17:30');
    await pickUp.blur();
    await expect(pickUp).toHaveValue('5:30 PM');
    await cakeForm(page).getByRole('button', { name: 'Show times' }).click();
    await page.getByRole('option', { name: '6:45 PM' }).click();
    await expect(pickUp).toHaveValue('6:45 PM');
    // Two forms with time fields on the page: one download.
    expect(chunks).toHaveLength(1);
  });

  test('picked and typed dates and times are checked, sent and land in the inbox', async ({ page }) => {
    await openContact(page);
    const f = contactForm(page);
    await f.getByLabel('Your name').fill('Dates Tester');
    await f.getByRole('textbox', { name: 'Email' }).fill('dates@example.com');
    await f.getByLabel('What is it about?').selectOption('An order');
    await f.getByRole('radio', { name: 'Email' }).check();
    await f.getByLabel('Message').fill('Call me about the order, please.');
    const day = f.getByRole('textbox', { name: /A day that suits you/ });
    await day.fill('31/02/2027');
    await f.getByRole('button', { name: 'Send message' }).click();
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(f.getByText('Please enter a real date as DD/MM/YYYY.').first()).toBeVisible();

    await day.fill('');
    await f.getByRole('button', { name: 'Choose date' }).click();
    await page.getByRole('gridcell', { name: 'Friday, November 27, 2026' }).click();
    await expect(day).toHaveValue('27/11/2026');
    await expect(day).not.toHaveAttribute('aria-invalid', 'true');
    await f.getByRole('combobox', { name: /A time that suits you/ }).fill('8:15');
    await f.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(pagePath('thank-you'));

    const html = await inboxHtml(page.request, new URL(page.url()).origin);
    // The inbox shows one <article> per submission.
    const entry = html.split('<article').find((article) => article.includes('Dates Tester')) ?? '';
    expect(entry).toContain('27/11/2026');
    expect(entry).toContain('08:15');
  });

  test('a page in Spanish gets the Spanish words and Monday-first weeks, and no other language', async ({
    page,
  }) => {
    const packs = requestsTo(page, '/cdn/widget-form/chunks/');
    // The demo site is English: this answers its contact page as a Spanish site's would be.
    await page.route(`**${pagePath('contact')}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<html lang="[^"]*"/, '<html lang="es"');
      await route.fulfill({ response, body: html });
    });
    await openContact(page);
    await contactForm(page).getByRole('button', { name: 'Elegir fecha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Elegir fecha' });
    await expect(dialog.getByRole('columnheader').first()).toHaveAttribute('abbr', 'lunes');
    await expect(dialog.getByRole('button', { name: 'Mes siguiente' })).toBeVisible();
    await expect(contactForm(page).getByRole('button', { name: 'Mostrar horas' })).toBeAttached();
    const names = packs.map((url) => url.replace(/^.*\/chunks\/([a-z-]+)-[A-Z0-9]+\.js$/, '$1'));
    expect(names).toContain('es');
    expect(names).not.toContain('ja');
    expect(names).not.toContain('pt');
  });
});
