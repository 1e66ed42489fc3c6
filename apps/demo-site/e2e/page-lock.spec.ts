import { expect, test } from './fixtures';
import { CONTENT, pagePath } from './support';

const WHOLESALE = pagePath('wholesale');
const SECRET_PRICE = '$5.40';

test.describe('locking a protected page again', () => {
  test('"Lock the price list again" forgets the visitor’s access: the page asks for the password again', async ({
    page,
    context,
  }) => {
    await page.goto(WHOLESALE);
    await page.getByLabel('Password', { exact: true }).fill('sourdough');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.locator(CONTENT)).toContainText(SECRET_PRICE);
    const cookie = (await context.cookies()).find((entry) => entry.name === '_dm_page_wholesale');
    expect(cookie).toBeDefined();

    await page.getByRole('button', { name: 'Lock the price list again' }).click();
    await expect(page).toHaveTitle(/^Password required/);
    expect(await page.content()).not.toContain(SECRET_PRICE);
    expect((await context.cookies()).find((entry) => entry.name === '_dm_page_wholesale')).toBeUndefined();

    // A copy of the old cookie opens nothing either: the server forgot the token, not just the browser.
    const copied = await page.request.get(`${WHOLESALE}?dm_ajaxCall=true`, {
      headers: { cookie: `${cookie!.name}=${cookie!.value}` },
    });
    expect(await copied.json()).toEqual({ status: 'password' });
  });
});
