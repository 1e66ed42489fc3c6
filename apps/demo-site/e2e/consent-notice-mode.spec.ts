import { expect, test } from './fixtures';
import {
  answerDayjsCdn,
  axeViolations,
  cookieNoticeStarted,
  dataLayer,
  consentDialog as dialog,
  cookieNotice as notice,
  openSite,
  pagePath,
  stopPageClock,
} from './support';

/**
 * The site in `notice` mode (`--consent-mode notice`, workers and servers of this file's own): everything loads
 * until the visitor answers, and the notice informs once (docs/consent.md). The demo's own `opt-in` is
 * consent.spec.ts's.
 */
test.use({ siteConsentMode: 'notice', consentAnswer: null });

test.describe('consent in notice mode, before the visitor answers', () => {
  test('the notice informs once (widgets spec §4): a visitor who saw it and moved on is not asked again', async ({
    page,
  }) => {
    const timerDelays = await stopPageClock(page);
    await page.goto(pagePath('about'));
    await expect.poll(timerDelays).toContain(1000);
    await page.clock.runFor(1000);
    await expect(notice(page)).toBeVisible();
    await page.reload();
    await cookieNoticeStarted(page);
    await page.clock.runFor(5000);
    await expect(notice(page)).toBeHidden();
    expect(await page.evaluate(() => document.cookie)).not.toContain('_dm_consent');
  });

  test('the settings open from the footer, work from the keyboard, and withdrawing a category reloads the page', async ({
    page,
  }) => {
    await answerDayjsCdn(page);
    // A visitor who saw the notice and went on reading without answering.
    await page.addInitScript(() => localStorage.setItem('_dm_cookie_notice_seen', '1'));
    await openSite(page, 'home');
    const footerButton = page.locator('footer').getByRole('button', { name: 'Cookie settings' });
    // Marked once the notice's chunk has started, which is what opens the settings.
    await expect(footerButton).toHaveAttribute('aria-haspopup', 'dialog');
    await footerButton.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    // In notice mode, before an answer, everything loads: every switch starts on; necessary cannot be turned off.
    await expect(page.getByRole('switch', { name: 'Functional' })).toBeFocused();
    await expect(page.getByRole('switch', { name: /Necessary/ })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(footerButton).toBeFocused();
    expect(await page.evaluate(() => document.cookie)).not.toContain('_dm_consent');

    // Accept all, then withdraw analytics: the page reloads, and the reloaded page counts no view.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('switch', { name: 'Functional' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('button', { name: 'Accept all' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(footerButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('switch', { name: 'Functional' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('switch', { name: 'Analytics' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    const reloaded = page.waitForEvent('load');
    await dialog(page).getByRole('button', { name: 'Save choices' }).press('Enter');
    await reloaded;
    await page.waitForFunction(() => window.vitrine !== undefined);
    expect(await page.evaluate(() => (window as Window & { __inPlace?: boolean }).__inPlace)).toBeUndefined();
    expect(decodeURIComponent(await page.evaluate(() => document.cookie))).toContain(
      '_dm_consent={"v":"1","c":["necessary","functional","marketing"]}',
    );
    expect((await dataLayer(page)).pageViews).toBe(0);
    await expect(page).toHaveURL(pagePath('home'));
  });
});
