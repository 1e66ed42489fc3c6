import { expect, test } from './fixtures';
import { CONTENT, featureStarted, navLink, openSite, pageJson, pagePath } from './support';

test.describe('accessibility', () => {
  test('the new title is announced and focus moves to the main content', async ({ page }) => {
    const about = await pageJson(page, 'about');
    await openSite(page);
    await navLink(page, 'about').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(pagePath('about'));
    await expect(page.locator('[aria-live="polite"].vitrine-announcer')).toHaveText(about.title);
    await expect(page.locator(CONTENT)).toBeFocused();
  });

  test('content fades in, unless the visitor prefers reduced motion', async ({ page }) => {
    await openSite(page);
    const animationsAfterNavigation = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const stop = window.vitrine!.on('page-load', () => {
              stop();
              resolve(document.querySelector('[data-vitrine-content]')!.getAnimations().length);
            });
          }),
      );
    let animations = animationsAfterNavigation();
    await navLink(page, 'about').click();
    expect(await animations).toBe(1);
    // Let the fade finish, so what is counted next is only what the next page starts.
    await page
      .locator(CONTENT)
      .evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));

    await page.emulateMedia({ reducedMotion: 'reduce' });
    animations = animationsAfterNavigation();
    await navLink(page, 'menu').click();
    expect(await animations).toBe(0);
  });

  test('with reduced motion, anchors jump instead of scrolling smoothly', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page, 'our-story');
    // Before the mini-header runs an anchor allows for the header as it is then, and the header shrinking a
    // moment later leaves the target that much below it.
    await featureStarted(page, 'mini-header');
    const gapAtFirstMove = await page.evaluate(async () => {
      const link = document.querySelector<HTMLAnchorElement>('[data-vitrine-content] a[href="#today"]')!;
      link.click();
      // Wait for the engine chunk to load and handle the click (however long a busy machine takes), up to the
      // first frame in which the page has moved: a jump is already at its target there, a smooth scroll is not.
      while (scrollY === 0) await new Promise((resolve) => requestAnimationFrame(resolve));
      // The mini-header takes its scrolled height when its scroll responder next measures: a frame later at most.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const header = document.querySelector('[data-vitrine-sticky-header]')!.getBoundingClientRect();
      return Math.abs(
        Math.round(document.getElementById('today')!.getBoundingClientRect().top - header.bottom),
      );
    });
    expect(gapAtFirstMove).toBeLessThanOrEqual(1);
  });
});
