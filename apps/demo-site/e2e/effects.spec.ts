import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { CONTENT, navLink, openSite, pagePath } from './support';

const header = (page: Page) => page.locator('header.site-header');
const cards = (page: Page) => page.locator(`${CONTENT} li.card`);

/** What the element's own Web Animations are doing, and how opaque it looks right now. */
function animationState(locator: Locator) {
  return locator.evaluate((element) => ({
    opacity: Number(getComputedStyle(element).opacity),
    animations: element.getAnimations().map((animation) => ({
      playState: animation.playState,
      duration: Number(animation.effect?.getTiming().duration),
    })),
  }));
}

/** Held invisible until it enters the viewport: opacity 0 under a paused animation. */
async function expectHeld(locator: Locator): Promise<void> {
  await expect
    .poll(() => animationState(locator))
    .toEqual({ opacity: 0, animations: [{ playState: 'paused', duration: 1000 }] });
}

/** Finished animating (or never animated): fully opaque, nothing running. */
async function expectSettled(locator: Locator): Promise<void> {
  await expect.poll(() => animationState(locator), { timeout: 5000 }).toEqual({ opacity: 1, animations: [] });
}

/** Scrolls so the page's vertical position is exactly `y`, as the visitor's wheel would. */
async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

/** Half of `selector`'s bottom edge, in document coordinates: where the header's responder switches. */
function thresholdOf(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (target) => 0.5 * (document.querySelector(target)!.getBoundingClientRect().bottom + scrollY),
    selector,
  );
}

/**
 * Records, from now on, each entrance animation played (not the paused holds): the element's id and the
 * animation's duration.
 */
async function recordEntrances(page: Page): Promise<() => Promise<Array<{ id: string; duration: number }>>> {
  await page.evaluate(() => {
    const played: Array<{ id: string; duration: number }> = [];
    (window as Window & { __entrances?: typeof played }).__entrances = played;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
      const frames = keyframes as Keyframe[];
      if (
        Array.isArray(frames) &&
        frames.at(-1)?.opacity === 1 &&
        this.closest('[data-wow-animation]') === this
      )
        played.push({ id: this.id, duration: Number((options as KeyframeAnimationOptions).duration) });
      return animate.call(this, keyframes, options);
    };
  });
  return () =>
    page.evaluate(
      () => (window as Window & { __entrances?: Array<{ id: string; duration: number }> }).__entrances!,
    );
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.describe('scroll responder', () => {
  test('the header gets is-scrolled at half the hero’s bottom edge, and loses it below', async ({ page }) => {
    await openSite(page);
    const threshold = await thresholdOf(page, '.hero');
    expect(threshold).toBeGreaterThan(100);

    await scrollToY(page, Math.ceil(threshold) + 40);
    await expect(header(page)).toHaveClass(/\bis-scrolled\b/);
    await scrollToY(page, Math.ceil(threshold) - 1);
    await expect(header(page)).not.toHaveClass(/\bis-scrolled\b/);
    await scrollToY(page, Math.ceil(threshold));
    await expect(header(page)).toHaveClass(/\bis-scrolled\b/);
    await scrollToY(page, 0);
    await expect(header(page)).not.toHaveClass(/\bis-scrolled\b/);
  });

  test('after an in-page navigation it follows the new page’s opening block', async ({ page }) => {
    await openSite(page);
    await scrollToY(page, 600);
    await expect(header(page)).toHaveClass(/\bis-scrolled\b/);
    await navLink(page, 'menu').click();
    await expect(page).toHaveURL(pagePath('menu'));
    await expect(page.locator(`${CONTENT} .page-intro`)).toBeVisible();
    // The navigation scrolls to the top: above half of the intro's bottom edge.
    await expect(header(page)).not.toHaveClass(/\bis-scrolled\b/);
    const threshold = await thresholdOf(page, '.page-intro');
    await scrollToY(page, Math.ceil(threshold));
    await expect(header(page)).toHaveClass(/\bis-scrolled\b/);
  });
});

test.describe('entrance animations', () => {
  test('an element below the fold is held invisible and animates when scrolled into view', async ({
    page,
  }, testInfo) => {
    await openSite(page);
    const card = cards(page).nth(2);
    await expectHeld(card);
    await expect(card).not.toBeInViewport();

    // Caught as core creates it, the entrance animation is held at a quarter of its run, so "mid-animation" does
    // not depend on how busy the machine is: polling for it could come after the 1 s run ended.
    await card.evaluate((element) => {
      const animate = element.animate.bind(element);
      element.animate = (keyframes, options) => {
        const animation = animate(keyframes, options);
        animation.pause();
        animation.currentTime = 250;
        element.setAttribute('data-test-caught', `running for ${animation.effect?.getTiming().duration} ms`);
        return animation;
      };
    });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute('data-test-caught', 'running for 1000 ms');
    await screenshot(page, testInfo, 'home-cards-mid-animation');
    const mid = await animationState(card);
    expect(mid.opacity).toBeLessThan(1);

    await card.evaluate((element) => {
      for (const animation of element.getAnimations()) animation.play();
    });
    await expectSettled(card);
    await screenshot(page, testInfo, 'home-cards-after');
  });

  test('elements already on screen when the page opens are left alone', async ({ page }) => {
    await openSite(page, 'our-story');
    // Effects are running once the chapters below the fold are held.
    await expectHeld(page.locator('#people'));
    await expect(page.locator('#sourdough')).toBeInViewport();
    expect(await animationState(page.locator('#sourdough'))).toEqual({ opacity: 1, animations: [] });
  });

  test('an element added after load animates', async ({ page }) => {
    await openSite(page);
    await expectHeld(cards(page).first());
    const entrances = await recordEntrances(page);
    await page.evaluate(() => {
      const note = document.createElement('p');
      note.id = 'late-note';
      note.textContent = 'Fresh from the oven';
      note.setAttribute('data-wow-animation', 'zoomIn');
      document.querySelector('[data-vitrine-content]')!.prepend(note);
    });
    await expect.poll(entrances).toEqual([{ id: 'late-note', duration: 500 }]);
    await expectSettled(page.locator('#late-note'));
  });

  test('content arriving by in-page navigation animates, on screen at once and below as it scrolls in', async ({
    page,
  }) => {
    await openSite(page);
    await expectHeld(cards(page).first());
    const entrances = await recordEntrances(page);
    await navLink(page, 'our-story').click();
    await expect(page).toHaveURL(pagePath('our-story'));
    await expect.poll(entrances).toContainEqual({ id: 'sourdough', duration: 1000 });
    const mill = page.locator('#the-mill');
    await expectHeld(mill);
    await mill.scrollIntoViewIfNeeded();
    await expect.poll(entrances).toContainEqual({ id: 'the-mill', duration: 1000 });
    await expectSettled(mill);
  });

  test('with reduced motion nothing moves and everything is visible', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page);
    // The effects chunk is running: the scroll responder still works (it moves nothing).
    await scrollToY(page, 600);
    await expect(header(page)).toHaveClass(/\bis-scrolled\b/);
    await scrollToY(page, 0);
    for (const card of await cards(page).all())
      expect(await animationState(card)).toEqual({ opacity: 1, animations: [] });
    // Scrolled in, and seen to intersect by an observer made after the effects' own: intersection callbacks run
    // in the order their observers were made, so the effects have had theirs (and started nothing).
    await cards(page)
      .nth(2)
      .evaluate(
        (card) =>
          new Promise<void>((resolve) => {
            const observer = new IntersectionObserver((entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer.disconnect();
              resolve();
            });
            observer.observe(card);
            card.scrollIntoView();
          }),
      );
    expect(await cards(page).evaluateAll((all) => all.flatMap((card) => card.getAnimations()).length)).toBe(
      0,
    );
    await expect(cards(page).nth(2)).toBeInViewport();
  });

  test('content stays visible when the effects chunk cannot load', async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    let blocked = 0;
    // The chunk is named after its directory (`src/effects/index.ts`).
    await page.route('**/cdn/runtime-core/chunks/effects-*.js', async (route) => {
      blocked += 1;
      await route.abort();
    });
    await openSite(page);
    await expect
      .poll(() => errors.some((text) => text.includes('[vitrine] Loading chunk effects failed')))
      .toBe(true);
    expect(blocked).toBe(1);

    await cards(page).nth(2).scrollIntoViewIfNeeded();
    for (const card of await cards(page).all()) {
      await expect(card).toBeInViewport();
      expect(await animationState(card)).toEqual({ opacity: 1, animations: [] });
    }
    await expect(header(page)).not.toHaveClass(/\bis-scrolled\b/);
    await screenshot(page, testInfo, 'home-cards-without-effects');
  });
});
