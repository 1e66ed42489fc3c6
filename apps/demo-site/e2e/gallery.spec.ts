import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, expectSameDocument, openSite, pagePath, requestsTo } from './support';

const LIGHTBOX_CHUNK = '/cdn/widget-gallery/chunks/open-lightbox-';
const SWIPER_CHUNK = '/cdn/widget-gallery/chunks/start-swiper-';
const ALBUM_CALL = '/_dm/s/rt/api/public/rt/getonlinephotos';

const lightbox = (page: Page, name: string) => page.getByRole('dialog', { name });
/** The lightbox, open and taking keys (PhotoSwipe listens once its opening animation is over). */
async function openLightbox(page: Page, name: string) {
  await expect(lightbox(page, name)).toHaveAttribute('data-vg-ready', '');
  return lightbox(page, name);
}
const caption = (page: Page) => page.locator('.vg-lightbox__caption');
const counter = (page: Page) => page.locator('.pswp__counter');
const gallery = (page: Page, id: string) => page.locator(`[data-widget-id="${id}"]`);
/** The gallery, once its widget has started: before that its links are plain links to the pictures. */
async function started(page: Page, id: string) {
  await expect(gallery(page, id)).toHaveAttribute('data-vitrine-widget-state', 'mounted');
  return gallery(page, id);
}
const visiblePictures = (page: Page, id: string) => gallery(page, id).locator('.vg__item:visible');
const hashOf = (page: Page) => page.evaluate(() => window.location.hash);

/** Every layout shift the page has had that no input caused (CLS is their sum). */
function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

test.describe('photo gallery deep links (#pid={n}&gid={n})', () => {
  test('a document load opens image 3 of gallery 2', async ({ page }) => {
    const lightboxCode = requestsTo(page, LIGHTBOX_CHUNK);
    await page.goto(`${pagePath('gallery')}#pid=3&gid=2`);
    await openLightbox(page, 'Around the bakery');
    await expect(lightbox(page, 'Around the bakery')).toHaveAttribute('aria-modal', 'true');
    await expect(counter(page)).toHaveText('3 / 6');
    await expect(caption(page)).toHaveText('Rye Lane market stallSaturday mornings, 08:00 to 13:00.');
    await expect(
      lightbox(page, 'Around the bakery').getByRole('img', { name: 'Rye Lane market stall' }),
    ).toHaveAttribute('src', '/assets/gallery/market-stall.jpg');
    expect(lightboxCode).toHaveLength(1);
  });

  test('an in-page navigation to the link opens it too', async ({ page }) => {
    await openSite(page, 'home');
    await page.getByRole('link', { name: 'See the market stall in the gallery →' }).click();
    await openLightbox(page, 'Around the bakery');
    await expect(counter(page)).toHaveText('3 / 6');
    await expect(caption(page)).toContainText('Rye Lane market stall');
    await expectSameDocument(page);
    expect(new URL(page.url()).pathname).toBe(pagePath('gallery'));
  });

  test('a link on the page to a picture opens it, and Back closes it', async ({ page }) => {
    await openSite(page, 'gallery');
    await started(page, 'gallery-ovens');
    await page.getByRole('link', { name: 'The rhubarb tart' }).click();
    await openLightbox(page, 'From the ovens');
    await expect(counter(page)).toHaveText('7 / 8');
    expect(await hashOf(page)).toBe('#pid=7&gid=1');
    await page.goBack();
    await expect(lightbox(page, 'From the ovens')).toBeHidden();
    expect(await hashOf(page)).toBe('');
    await expectSameDocument(page);
  });

  test('the hash follows the visitor, and Back closes the lightbox before it leaves the page', async ({
    page,
  }) => {
    await openSite(page, 'home');
    await page.locator('header').getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath('gallery')}$`));
    await (await started(page, 'gallery-ovens')).getByRole('link').nth(1).click();
    await openLightbox(page, 'From the ovens');
    expect(await hashOf(page)).toBe('#pid=2&gid=1');
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('3 / 8');
    expect(await hashOf(page)).toBe('#pid=3&gid=1');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => hashOf(page)).toBe('#pid=4&gid=1');

    await page.goBack();
    await expect(lightbox(page, 'From the ovens')).toBeHidden();
    expect(await hashOf(page)).toBe('');
    expect(new URL(page.url()).pathname).toBe(pagePath('gallery'));
    // One entry was added, and one step back removed it: the next Back leaves for the home page.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${pagePath('home')}$`));
    await expectSameDocument(page);
  });

  test('closing the lightbox takes the hash out of the address', async ({ page }) => {
    await page.goto(`${pagePath('gallery')}#pid=2&gid=4`);
    await openLightbox(page, 'A baking day');
    await page.keyboard.press('Escape');
    await expect(lightbox(page, 'A baking day')).toBeHidden();
    expect(await hashOf(page)).toBe('');
    // Opened by the address, closed by the visitor: the entry is replaced, not stepped back over.
    expect(new URL(page.url()).pathname).toBe(pagePath('gallery'));
  });

  for (const hash of [
    '#pid=9&gid=2',
    '#pid=1&gid=9',
    '#pid=0&gid=1',
    '#pid=abc&gid=1',
    '#gid=1',
    '#pid=1&gid=3x',
  ])
    test(`the malformed or out-of-range hash ${hash} opens nothing and throws nothing`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const lightboxCode = requestsTo(page, LIGHTBOX_CHUNK);
      await page.goto(`${pagePath('gallery')}${hash}`);
      await expect(gallery(page, 'gallery-day')).toHaveAttribute('data-vitrine-widget-state', 'mounted');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(lightboxCode).toEqual([]);
      expect(errors).toEqual([]);
    });
});

test.describe('the lightbox', () => {
  test('works from the keyboard: opens, browses, keeps focus inside, closes and gives focus back', async ({
    page,
  }) => {
    await openSite(page, 'gallery');
    const first = (await started(page, 'gallery-ovens')).getByRole('link').first();
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = await openLightbox(page, 'From the ovens');
    await expect(caption(page)).toContainText('Harbor country loaf');
    await page.keyboard.press('ArrowRight');
    await expect(caption(page)).toContainText('Cardamom knots');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText('2 / 8');
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Back on the picture it closed on.
    await expect(gallery(page, 'gallery-ovens').getByRole('link').nth(1)).toBeFocused();
  });

  test('PhotoSwipe is downloaded on the first open only, and Swiper never on a page without a slider', async ({
    page,
  }) => {
    const lightboxCode = requestsTo(page, LIGHTBOX_CHUNK);
    const swiperCode = requestsTo(page, SWIPER_CHUNK);
    await openSite(page, 'gallery');
    await expect(gallery(page, 'gallery-ovens')).toHaveAttribute('data-vitrine-widget-state', 'mounted');
    expect(lightboxCode).toEqual([]);
    await (await started(page, 'gallery-bakery')).getByRole('link').first().click();
    await openLightbox(page, 'Around the bakery');
    expect(lightboxCode).toHaveLength(1);
    await expect(page.locator('style[data-vitrine-style="photoswipe"]')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(lightbox(page, 'Around the bakery')).toBeHidden();
    await gallery(page, 'gallery-ovens').getByRole('link').first().click();
    await openLightbox(page, 'From the ovens');
    expect(lightboxCode).toHaveLength(1);
    expect(swiperCode).toEqual([]);
  });

  test('is accessible (axe), as is the gallery page', async ({ page }) => {
    await openSite(page, 'gallery');
    await gallery(page, 'gallery-albums').scrollIntoViewIfNeeded();
    await expect(gallery(page, 'gallery-albums')).toHaveAttribute('data-vitrine-widget-state', 'mounted');
    expect(await axeViolations(page, '[data-vitrine-content]')).toEqual([]);
    await (await started(page, 'gallery-bakery')).getByRole('link').nth(2).click();
    await openLightbox(page, 'Around the bakery');
    await expect(page.locator('.pswp__img').first()).toBeVisible();
    expect(await axeViolations(page, '.pswp')).toEqual([]);
  });

  test('opens with no animation under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${pagePath('gallery')}#pid=1&gid=1`);
    await openLightbox(page, 'From the ovens');
    // PhotoSwipe's opening transition would leave the backdrop part-transparent for a moment.
    await expect(page.locator('.pswp')).toHaveClass(/pswp--open/);
    await expect(page.locator('.pswp__bg')).toHaveCSS('opacity', '0.92');
  });
});

test.describe('photo galleries', () => {
  test('"View all" shows every picture and "View less" the first row again', async ({ page }) => {
    await openSite(page, 'gallery');
    const toggle = (await started(page, 'gallery-ovens')).getByRole('button', { name: 'View all' });
    await expect(visiblePictures(page, 'gallery-ovens')).toHaveCount(4);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(visiblePictures(page, 'gallery-ovens')).toHaveCount(8);
    const less = gallery(page, 'gallery-ovens').getByRole('button', { name: 'View less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(less).toBeFocused();
    await less.click();
    await expect(visiblePictures(page, 'gallery-ovens')).toHaveCount(4);
    // A gallery without rows to show has every picture and no toggle.
    await expect(visiblePictures(page, 'gallery-bakery')).toHaveCount(6);
    await expect(gallery(page, 'gallery-bakery').getByRole('button')).toHaveCount(0);
  });

  test('on a phone-sized window: two columns, one row before "View all", one column where the layout says so', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSite(page, 'gallery');
    await expect(visiblePictures(page, 'gallery-ovens')).toHaveCount(2);
    const columns = (id: string) =>
      gallery(page, id)
        .locator('.vg__grid')
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(await columns('gallery-ovens')).toBe(2);
    expect(await columns('gallery-places')).toBe(1);
    await (await started(page, 'gallery-ovens')).getByRole('button', { name: 'View all' }).click();
    await expect(visiblePictures(page, 'gallery-ovens')).toHaveCount(8);
  });

  test('a link gallery leads to its pages instead of opening the lightbox', async ({ page }) => {
    const lightboxCode = requestsTo(page, LIGHTBOX_CHUNK);
    await openSite(page, 'gallery');
    await gallery(page, 'gallery-places')
      .getByRole('link', { name: /The counter on Harbor Street/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${pagePath('locations')}$`));
    await expectSameDocument(page);
    expect(lightboxCode).toEqual([]);
  });

  test('an image that fails to load falls back to the original path, once', async ({ page }) => {
    const originals = requestsTo(page, '/assets/gallery/croissants.jpg');
    // Every resized copy of one picture is missing, and so is its original.
    await page.route(/\/assets\/gallery\/(thumbnail|mobile|tablet|desktop)\/croissants\.jpg$/, (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await page.route(/\/assets\/gallery\/croissants\.jpg$/, (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await openSite(page, 'gallery');
    await (await started(page, 'gallery-ovens')).getByRole('button', { name: 'View all' }).click();
    const picture = gallery(page, 'gallery-ovens').locator('[data-vg-index="4"] img');
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveAttribute('src', '/assets/gallery/croissants.jpg');
    await expect(picture).not.toHaveAttribute('srcset', /.+/);
    await expect(picture).toHaveAttribute('data-vg-failed', '');
    // Another gallery further down shows the same picture, and whether the browser's lazy-loading margin reaches
    // it differs between builds of Chromium: each picture that gave up asked for the original exactly once.
    const gaveUp = page.locator('img[data-vg-failed][src="/assets/gallery/croissants.jpg"]');
    await expect.poll(async () => originals.length - (await gaveUp.count())).toBe(0);
  });

  test('a picture whose copy is missing shows its original', async ({ page }) => {
    await page.route(/\/assets\/gallery\/(thumbnail|mobile)\/country-loaf\.jpg$/, (route) => route.abort());
    await openSite(page, 'gallery');
    const picture = gallery(page, 'gallery-ovens').locator('[data-vg-index="0"] img');
    await expect(picture).toHaveAttribute('src', '/assets/gallery/country-loaf.jpg');
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(await picture.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toBe(
      '/assets/gallery/country-loaf.jpg',
    );
  });

  test('nothing shifts while the galleries load and start (CLS 0)', async ({ page }) => {
    await openSite(page, 'gallery');
    for (const id of ['gallery-ovens', 'gallery-bakery', 'gallery-places', 'gallery-day', 'gallery-albums']) {
      await gallery(page, id).scrollIntoViewIfNeeded();
      await expect(gallery(page, id).locator('img').first()).toHaveJSProperty('complete', true);
    }
    await expect(gallery(page, 'gallery-albums')).toHaveAttribute('data-vitrine-widget-state', 'mounted');
    expect(await layoutShifts(page)).toBe(0);
  });
});

test.describe('album gallery', () => {
  test('opens an album from the album call, then goes back to the albums', async ({ page }) => {
    const calls = requestsTo(page, ALBUM_CALL);
    await openSite(page, 'gallery');
    const albums = gallery(page, 'gallery-albums');
    // Albums start when they scroll into view.
    await albums.scrollIntoViewIfNeeded();
    await expect(albums).toHaveAttribute('data-vitrine-widget-state', 'mounted');
    await albums.getByRole('button', { name: /Harvest 2024/ }).click();
    await expect(albums.getByRole('heading', { name: 'Harvest 2024' })).toBeFocused();
    await expect(albums.locator('.vg-album')).toHaveAttribute('data-inside-album', 'true');
    await expect(albums.locator('figure')).toHaveCount(4);
    await expect(albums.locator('.vg-album__likes')).toHaveText([
      '♥ 1.8k likes',
      '♥ 962 likes',
      '♥ 12.4k likes',
      '♥ 2.3m likes',
    ]);
    await expect(albums.getByRole('img', { name: 'Tillman Mill on the Alder' })).toBeVisible();
    expect(calls.map((url) => new URL(url).search)).toEqual(['?id=harvest-2024&platform=fb']);
    expect(await axeViolations(page, '[data-widget-id="gallery-albums"]')).toEqual([]);

    await albums.getByRole('button', { name: 'back to albums' }).click();
    await expect(albums.locator('.vg-album')).toHaveAttribute('data-inside-album', 'false');
    await expect(albums.getByRole('button', { name: /Harvest 2024/ })).toBeFocused();
    await expect(albums.locator('.vg-album__open')).toHaveCount(3);
  });

  test('an album the call cannot answer says so, and the page carries on', async ({ page }) => {
    await page.route(`**${ALBUM_CALL}?*`, (route) => route.fulfill({ status: 500, body: 'down' }));
    await openSite(page, 'gallery');
    const albums = gallery(page, 'gallery-albums');
    // Albums start when they scroll into view.
    await albums.scrollIntoViewIfNeeded();
    await expect(albums).toHaveAttribute('data-vitrine-widget-state', 'mounted');
    await albums.getByRole('button', { name: /Market mornings/ }).click();
    await expect(albums.getByRole('alert')).toHaveText('The photos of this album could not be loaded.');
    await albums.getByRole('button', { name: 'back to albums' }).click();
    await expect(albums.locator('.vg-album__open')).toHaveCount(3);
    await (await started(page, 'gallery-ovens')).getByRole('link').first().click();
    await openLightbox(page, 'From the ovens');
  });

  test('a photo that does not fit is skipped, and one that fails to load is left out', async ({ page }) => {
    await page.route(`**${ALBUM_CALL}?*`, (route) =>
      route.fulfill({
        json: [
          { source: '/assets/gallery/mobile/croissants.jpg', caption: 'Kept', likes: 3 },
          { caption: 'no source' },
          { source: '/assets/gallery/mobile/missing.jpg', caption: 'Broken', likes: 1 },
        ],
      }),
    );
    await openSite(page, 'gallery');
    const albums = gallery(page, 'gallery-albums');
    // Albums start when they scroll into view.
    await albums.scrollIntoViewIfNeeded();
    await expect(albums).toHaveAttribute('data-vitrine-widget-state', 'mounted');
    await albums.getByRole('button', { name: /On the counter/ }).click();
    await expect(albums.locator('figure')).toHaveCount(1);
    await expect(albums.locator('figure')).toContainText('Kept');
  });
});

test.describe('image slider (home)', () => {
  const slider = (page: Page) => page.locator('[data-widget-id="home-slider"] .vg-slider');
  const activeSlide = (page: Page) =>
    slider(page)
      .locator('.swiper-slide-active')
      .evaluate((slide) => [...slide.parentElement!.children].indexOf(slide));

  test('Swiper loads only when the slider nears the viewport, then the slider rotates and loops', async ({
    page,
  }) => {
    const swiperCode = requestsTo(page, SWIPER_CHUNK);
    await page.clock.install();
    await openSite(page, 'home');
    await expect(page.locator('[data-widget-id="home-slider"]')).toHaveAttribute(
      'data-vitrine-widget-state',
      'mounted',
    );
    expect(swiperCode).toEqual([]);
    await slider(page).scrollIntoViewIfNeeded();
    await expect(slider(page)).toHaveClass(/vg-slider--live/);
    expect(swiperCode).toHaveLength(1);
    // Nothing under the pointer or focus: it rotates every 5 s, and after the fifth slide comes the first.
    await page.mouse.move(0, 0);
    expect(await activeSlide(page)).toBe(0);
    for (const expected of [1, 2, 3, 4, 0]) {
      await page.clock.runFor(5_000);
      await expect.poll(() => activeSlide(page)).toBe(expected);
      // Swiper waits for the slide's transition to end before it starts the next wait.
      await expect(slider(page).locator('.swiper-wrapper')).toHaveCSS('transition-duration', '0s');
    }
  });

  test('holds still while hovered or focused, and moves by keyboard', async ({ page }) => {
    await page.clock.install();
    await openSite(page, 'home');
    await slider(page).scrollIntoViewIfNeeded();
    await expect(slider(page)).toHaveClass(/vg-slider--live/);
    await slider(page).hover();
    await page.clock.runFor(12_000);
    expect(await activeSlide(page)).toBe(0);
    await page.mouse.move(0, 0);
    await slider(page).getByRole('button', { name: 'Next slide' }).focus();
    await page.clock.runFor(12_000);
    expect(await activeSlide(page)).toBe(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => activeSlide(page)).toBe(1);
    await expect(slider(page).locator('.swiper-wrapper')).toHaveCSS('transition-duration', '0s');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => activeSlide(page)).toBe(2);
    expect(await axeViolations(page, '[data-widget-id="home-slider"]')).toEqual([]);
  });

  test('does not rotate under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openSite(page, 'home');
    await slider(page).scrollIntoViewIfNeeded();
    await expect(slider(page)).toHaveClass(/vg-slider--live/);
    await page.mouse.move(0, 0);
    await page.clock.runFor(20_000);
    expect(await activeSlide(page)).toBe(0);
  });

  test('a slide that fails to load falls back to its alternative path', async ({ page }) => {
    await page.route(/\/assets\/gallery\/(thumbnail|mobile)\/country-loaf\.jpg$/, (route) => route.abort());
    await openSite(page, 'home');
    const first = slider(page).locator('.swiper-slide').first().locator('img');
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveAttribute('src', '/assets/gallery/country-loaf.jpg');
  });
});

test.describe('gallery background (about)', () => {
  const background = (page: Page) => page.locator('[data-widget-id="about-background"]');

  test('changes slide every `speed` seconds, behind the content, and goes round', async ({ page }) => {
    await page.clock.install();
    await openSite(page, 'about');
    await expect(background(page)).toHaveAttribute('data-vitrine-widget-state', 'mounted');
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.boundingBox();
    const current = background(page).locator('.vg-bg__slide--current');
    await expect(current).toHaveCount(1);
    await page.clock.runFor(5_000);
    await expect(background(page)).toHaveAttribute('data-vg-slide', '1');
    await page.clock.runFor(10_000);
    await expect(background(page)).toHaveAttribute('data-vg-slide', '0');
    expect(await heading.boundingBox()).toEqual(before);
    // The slides are decoration, out of the way of the content and of screen readers.
    await expect(background(page).locator('.vg-bg__slides')).toHaveAttribute('aria-hidden', 'true');
    await expect(background(page).locator('.vg-bg__slides')).toHaveCSS('z-index', '-1');
  });

  test('holds its slide while out of view, and goes on when back', async ({ page }) => {
    await page.clock.install();
    await openSite(page, 'about');
    await expect(background(page)).toHaveAttribute('data-vitrine-widget-state', 'mounted');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(background(page)).toHaveAttribute('data-vg-paused', '');
    await page.clock.runFor(20_000);
    await expect(background(page)).not.toHaveAttribute('data-vg-slide', /.*/);
    await background(page).scrollIntoViewIfNeeded();
    await expect(background(page)).not.toHaveAttribute('data-vg-paused', /.*/);
    await page.clock.runFor(5_000);
    await expect(background(page)).toHaveAttribute('data-vg-slide', '1');
  });

  test('shows the first slide only under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openSite(page, 'about');
    await expect(background(page)).toHaveAttribute('data-vitrine-widget-state', 'mounted');
    await page.clock.runFor(20_000);
    await expect(background(page).locator('.vg-bg__slide').first()).toHaveClass(/vg-bg__slide--current/);
    await expect(background(page)).not.toHaveAttribute('data-vg-slide', /.*/);
  });
});
