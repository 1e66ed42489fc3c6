import AxeBuilder from '@axe-core/playwright';
import { expect, OWNER_PASSWORD, test } from './fixtures';

test.describe('the owner’s inbox', () => {
  test('asks the owner to sign in, shows the messages, and signs out', async ({
    page,
    context,
  }, testInfo) => {
    // A message to find: posted as the newsletter form (no JavaScript needed for this).
    const sent = await page.request.post('/_dm/s/rt/api/public/rt/site/harbor-and-rye/contactForm', {
      form: { form_id: 'newsletter', 'dmform-0': 'inbox.reader@example.com' },
      headers: { accept: 'application/json' },
    });
    expect(sent.status()).toBe(204);

    await page.goto('/_demo/inbox');
    await expect(page).toHaveURL(/\/_demo\/login\?next=%2F_demo%2Finbox$/);
    await expect(page.getByRole('heading', { name: 'Sign in to the inbox' })).toBeVisible();
    await expect(page.getByLabel('Owner password')).toBeFocused();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await testInfo.attach('sign-in', { body: await page.screenshot(), contentType: 'image/png' });

    await page.getByLabel('Owner password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('That password is not right. Please try again.');

    await page.getByLabel('Owner password').fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/_demo\/inbox$/);
    await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'inbox.reader@example.com' })).toHaveCount(1);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'vitrine_owner');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await testInfo.attach('inbox', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/_demo\/login\?signed-out$/);
    await expect(page.getByRole('status')).toHaveText('You are signed out.');
    await page.goto('/_demo/inbox');
    await expect(page).toHaveURL(/\/_demo\/login\?next=/);
  });

  test('cannot be framed by another page', async ({ page }) => {
    const response = await page.request.get('/_demo/login');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const site = await page.request.get('/site/harbor-and-rye/home');
    expect(site.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});
