import type { EngineDriver, EngineName } from './drivers/driver';
import { expect, test } from './fixtures';
import { centeredScrollY, type PageReport, pageReport, scrollToAndSettle } from './in-page';
import { openDocument, pagePath } from './steps';

// A visitor's path through each of the demo's widgets, in every engine, through the EngineDriver interface only:
// what the page shows is read with `evaluate`, what the visitor does is a trusted click or key. Nothing here
// reaches a third party (there is no network): where a path needs one, it takes the way the demo takes offline.

/** How long a state the visitor waits for may take to come: widget code is fetched and run on a loaded machine. */
const WAIT_MS = 15_000;

/**
 * Waits in the page until `probe(arg)` answers `expected` (compared as JSON), polling every 50 ms, then asserts
 * it, so a failure shows what the page last showed. `probe` is an in-page function like those of `in-page.ts`
 * (self-contained, JSON in and out): the driver sends it as source text, here inside the polling loop's.
 */
async function expectInPage<Value, Arg = undefined>(
  driver: EngineDriver,
  label: string,
  probe: (arg: Arg) => Value,
  expected: Value,
  arg?: Arg,
): Promise<void> {
  const source = `(input) => new Promise((resolve) => {
  const probe = ${probe.toString()};
  const wanted = JSON.stringify(input.expected);
  const deadline = performance.now() + input.timeoutMs;
  const tick = () => {
    let seen;
    try {
      seen = probe(input.arg);
    } catch (error) {
      seen = 'the probe threw: ' + String(error);
    }
    if (seen === undefined) seen = null;
    if (JSON.stringify(seen) === wanted || performance.now() > deadline) resolve(seen);
    else setTimeout(tick, 50);
  };
  tick();
})`;
  // The drivers send a function as its source text (`EngineDriver.evaluate`): this one's is the loop above.
  const poll = Object.assign(() => undefined, { toString: () => source });
  const seen: unknown = await driver.evaluate(poll as unknown as (input: unknown) => Value, {
    arg: arg ?? null,
    expected,
    timeoutMs: WAIT_MS,
  });
  expect(seen, label).toEqual(expected);
}

// In-page probes. Each is sent as source text: no imports, no outer variables.

/** The focused element, as a visitor's screen reader would name it (its id first, when it has one). */
function focused(): string {
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body) return 'nothing';
  if (active.id) return `#${active.id}`;
  const labels = (active as HTMLInputElement).labels;
  const label = active.getAttribute('aria-label') ?? labels?.[0]?.textContent ?? active.textContent ?? '';
  return `${active.tagName.toLowerCase()} "${label.replace(/\s+/g, ' ').trim()}"`;
}

/** A widget's state attribute, or `not started`. */
function widgetState(selector: string): string {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) return 'missing';
  return element.dataset.vitrineWidgetState ?? 'not started';
}

/** Brings `selector` into the middle of the viewport, as a visitor scrolling to it does. */
function scrollToElement(selector: string): void {
  document.querySelector(selector)?.scrollIntoView({ block: 'center' });
}

/** The visible text of the first element `selector` matches, whitespace collapsed; `hidden` when not shown. */
function shownText(selector: string): string {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) return 'missing';
  if (element.closest('[hidden]') || element.getClientRects().length === 0) return 'hidden';
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** How many elements `selector` matches. */
function count(selector: string): number {
  return document.querySelectorAll(selector).length;
}

/** An attribute of the first element `selector` matches (`null` when absent, `missing` with no element). */
function attribute({ selector, name }: { selector: string; name: string }): string | null {
  const element = document.querySelector(selector);
  return element ? element.getAttribute(name) : 'missing';
}

/** The value of the form control `selector` matches. */
function fieldValue(selector: string): string {
  return document.querySelector<HTMLInputElement>(selector)?.value ?? 'missing';
}

/** Where the document is: path, query and hash. */
function address(): string {
  return location.pathname + location.search + location.hash;
}

/** Presses Tab until focus is on `selector`, at most `max` times; answers the stops on the way. */
async function tabTo(driver: EngineDriver, selector: string, max = 6): Promise<string[]> {
  const stops: string[] = [];
  for (let step = 0; step < max; step += 1) {
    await driver.press('Tab');
    stops.push(await driver.evaluate(focused));
    if (stops.at(-1) === selector) break;
  }
  return stops;
}

/**
 * The page at the end of a path: no uncaught error or unhandled rejection, every widget the visitor reached
 * mounted (one never reached stays unstarted, which is not a fault), no horizontal scroll.
 */
async function expectCleanPath(driver: EngineDriver, label: string): Promise<void> {
  await expectInPage(
    driver,
    `${label}: every started widget has settled`,
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-vitrine-widget]')].filter(
        (element) => element.dataset.vitrineWidgetState === 'loading',
      ).length,
    0,
  );
  const report: PageReport = await driver.evaluate(pageReport);
  expect(report.errors, `${label}: uncaught errors`).toEqual([]);
  const failed = report.widgets.filter((widget) => widget.state === 'failed');
  expect(
    failed,
    `${label}: widgets failed${failed.length ? `; console errors:\n${report.consoleErrors.join('\n')}` : ''}`,
  ).toEqual([]);
  expect(report.overflow, `${label}: px of horizontal scroll`).toBe(0);
}

/**
 * How a visitor starts the site's own clip in each engine's native controls (the browser's UI, not the widget's):
 * Chromium's desktop controls start only from the ▶ in their bar, which no CSS selector reaches, so there the
 * visitor's way is the keyboard; WebKit's video takes no Space (only its controls' buttons do), while a click
 * in the picture starts it, as in Firefox. engines/README.md "Widget paths" says so too.
 */
const PLAY_GESTURE: Record<EngineName, 'click' | 'keyboard'> = {
  chromium: 'keyboard',
  firefox: 'click',
  webkit: 'click',
};

test.beforeEach(async ({ driver }) => {
  await driver.setViewport(1280, 800);
});

test.describe('widget paths', () => {
  test('the cake form, filled from the keyboard, through its captcha, ends on its success message', async ({
    driver,
    site,
  }) => {
    const form = '#form-cake-order';
    await openDocument(driver, site.origin, pagePath('contact'));
    await driver.evaluate(scrollToElement, form);
    await expectInPage(driver, 'the cake form started', widgetState, 'mounted', form);
    // The widget has taken the form over once it switched the browser's own validation off.
    await expectInPage(driver, 'validation is the widget’s', attribute, '', {
      selector: `${form} form`,
      name: 'novalidate',
    });
    // The pickers and the captcha arrive after the form: the visitor's Tab order includes them once they are in.
    await expectInPage(driver, 'the captcha box is drawn', count, 1, `${form} .demo-captcha input`);
    await expectInPage(
      driver,
      'the date picker’s button is in',
      count,
      1,
      `${form} [data-vitrine-form-field="dmform-2"] .dmform-picker__button`,
    );
    await expectInPage(
      driver,
      'the time list’s button is in',
      count,
      1,
      `${form} [data-vitrine-form-field="dmform-4"] .dmform-picker__button`,
    );
    await expectInPage(driver, 'the time field is a combobox', attribute, 'combobox', {
      selector: '#cake-order-dmform-4',
      name: 'role',
    });

    await driver.click('#cake-order-dmform-0');
    expect(await driver.evaluate(focused), 'a click on the name field focuses it').toBe(
      '#cake-order-dmform-0',
    );
    await driver.type('Cake Lover');
    expect(await tabTo(driver, '#cake-order-dmform-1')).toEqual(['#cake-order-dmform-1']);
    await driver.type('cake@example.com');
    expect(await tabTo(driver, '#cake-order-dmform-2')).toEqual(['#cake-order-dmform-2']);
    await driver.type('12/20/2026');
    // The date's picker button, naming the day typed, and the time field come next (its list's button is not a
    // Tab stop), then the message.
    expect(await tabTo(driver, '#cake-order-dmform-3')).toEqual([
      'button "Choose date, Sunday, December 20, 2026"',
      '#cake-order-dmform-4',
      '#cake-order-dmform-3',
    ]);
    await driver.type('Rye and dark chocolate, three tiers.');
    expect(await tabTo(driver, 'input "I am not a robot"')).toEqual(['input "I am not a robot"']);
    await driver.press('Space');
    // As the provider's box does, the stand-in is busy until its token came; only then is the check passed.
    await expectInPage(
      driver,
      'the captcha box is ticked and verified',
      (selector) => {
        const box = document.querySelector<HTMLInputElement>(selector);
        return { checked: box?.checked, busy: box?.getAttribute('aria-busy') ?? null };
      },
      { checked: true, busy: null },
      `${form} .demo-captcha input`,
    );
    expect(await tabTo(driver, 'button "Send message"')).toEqual(['button "Send message"']);
    await driver.press('Enter');

    await expectInPage(
      driver,
      'the success message shows',
      shownText,
      'Thank you — your message is on its way to the bakery.',
      `${form} [data-vitrine-form-success]`,
    );
    await expectInPage(driver, 'the form is gone', shownText, 'hidden', `${form} form`);
    await expectInPage(
      driver,
      'focus is on the success message',
      () => Boolean(document.activeElement?.closest('[data-vitrine-form-success]')),
      true,
    );
    await expectCleanPath(driver, 'contact');
  });

  test('the date picker: opened by a click, a day picked with the arrows and Enter, another with clicks', async ({
    driver,
    site,
  }) => {
    const form = '#form-contact';
    const field = '#contact-dmform-9';
    const button = `${form} [data-vitrine-form-field="dmform-9"] .dmform-picker__button`;
    const dialog = `${form} .dmform-datepicker[role="dialog"]`;
    await openDocument(driver, site.origin, pagePath('contact'));
    await expectInPage(driver, 'the contact form started', widgetState, 'mounted', form);
    await expectInPage(driver, 'the date picker’s button is in', count, 1, button);

    await driver.click(button);
    await expectInPage(driver, 'the picker opened', attribute, 'Choose date', {
      selector: dialog,
      name: 'aria-label',
    });
    // It opens on today, focused: the browser's own clock, which no driver here can set, so the days below are
    // counted from the one it shows.
    const today = await driver.evaluate(() => {
      const cell = document.activeElement as HTMLElement | null;
      return { current: cell?.getAttribute('aria-current') ?? null, date: cell?.dataset.date ?? null };
    });
    expect(today.current, 'focus is on today').toBe('date');
    const tomorrow = new Date(`${today.date}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const [year, month, day] = tomorrow.toISOString().slice(0, 10).split('-');
    await driver.press('ArrowRight');
    await expectInPage(
      driver,
      'the arrow moved focus to tomorrow',
      () => (document.activeElement as HTMLElement | null)?.dataset.date ?? 'not a day',
      `${year}-${month}-${day}`,
    );
    await driver.press('Enter');
    await expectInPage(driver, 'the picker closed', count, 0, dialog);
    // The contact form's day field is day first.
    expect(await driver.evaluate(fieldValue, field), 'the field shows the picked day').toBe(
      `${day}/${month}/${year}`,
    );
    // Focus is back on the button, which now names the day.
    const longDate = (date: Date) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(date);
    await expectInPage(
      driver,
      'focus is back on the picker’s button, which names the day',
      (selector) => {
        const picker = document.querySelector(selector);
        return {
          focused: document.activeElement === picker,
          name: picker?.getAttribute('aria-label') ?? null,
        };
      },
      { focused: true, name: `Choose date, ${longDate(tomorrow)}` },
      button,
    );

    // Again with clicks: the next month, its 15th.
    await driver.click(button);
    await expectInPage(driver, 'the picker opened again', count, 1, dialog);
    await driver.click(`${dialog} .dmform-datepicker__step[aria-label="Next month"]`);
    const next = new Date(Date.UTC(Number(year), Number(month), 15));
    const [nextYear, nextMonth] = next.toISOString().slice(0, 7).split('-');
    const fifteenth = `${dialog} td[data-date="${nextYear}-${nextMonth}-15"]`;
    await expectInPage(driver, 'the next month is shown', count, 1, fifteenth);
    await driver.click(fifteenth);
    await expectInPage(driver, 'the picker closed again', count, 0, dialog);
    expect(await driver.evaluate(fieldValue, field), 'the field shows the clicked day').toBe(
      `15/${nextMonth}/${nextYear}`,
    );
    await expectCleanPath(driver, 'the date picker');
  });

  test('the gallery lightbox: a photo opened by a click, the next one, Escape gives focus back; a deep link opens it on load', async ({
    driver,
    site,
  }) => {
    const gallery = '[data-widget-id="gallery-ovens"]';
    const lightbox = '.pswp[aria-label="From the ovens"]';
    await openDocument(driver, site.origin, pagePath('gallery'));
    await driver.evaluate(scrollToElement, gallery);
    await expectInPage(driver, 'the gallery started', widgetState, 'mounted', gallery);

    await driver.click(`${gallery} .vg__item a`);
    // PhotoSwipe takes keys once its opening animation is over.
    await expectInPage(driver, 'the lightbox is open and ready', attribute, '', {
      selector: lightbox,
      name: 'data-vg-ready',
    });
    expect(await driver.evaluate(attribute, { selector: lightbox, name: 'aria-modal' })).toBe('true');
    await expectInPage(
      driver,
      'the first picture',
      shownText,
      'Harbor country loaf',
      '.vg-lightbox__caption strong',
    );
    expect(await driver.evaluate(shownText, '.pswp__counter')).toBe('1 / 8');
    expect(await driver.evaluate(address), 'the address points at the picture').toBe(
      `${pagePath('gallery')}#pid=1&gid=1`,
    );

    await driver.click(`${lightbox} .pswp__button--arrow--next`);
    await expectInPage(driver, 'the next picture, by a click', shownText, '2 / 8', '.pswp__counter');
    await expectInPage(driver, 'its caption', shownText, 'Cardamom knots', '.vg-lightbox__caption strong');
    await driver.press('ArrowRight');
    await expectInPage(driver, 'the next picture, by a key', shownText, '3 / 8', '.pswp__counter');
    await expectInPage(driver, 'the address follows', address, `${pagePath('gallery')}#pid=3&gid=1`);

    await driver.press('Escape');
    await expectInPage(driver, 'the lightbox closed', count, 0, '.pswp');
    await expectInPage(driver, 'the hash left the address', address, pagePath('gallery'));
    // Back on the picture it closed on: the third.
    await expectInPage(
      driver,
      'focus is on the picture it closed on',
      (selector) => document.activeElement === document.querySelectorAll(selector)[2],
      true,
      `${gallery} .vg__item a`,
    );
    await expectCleanPath(driver, 'the gallery after the lightbox');

    // A deep link, as a document: picture 3 of the page's second gallery.
    await openDocument(driver, site.origin, `${pagePath('gallery')}#pid=3&gid=2`);
    const bakery = '.pswp[aria-label="Around the bakery"]';
    await expectInPage(driver, 'the deep link opened the lightbox', attribute, '', {
      selector: bakery,
      name: 'data-vg-ready',
    });
    await expectInPage(driver, 'on its picture', shownText, '3 / 6', '.pswp__counter');
    expect(await driver.evaluate(shownText, '.vg-lightbox__caption strong')).toBe('Rye Lane market stall');
    await expectInPage(
      driver,
      'the picture itself is shown',
      (selector) => {
        const image = document.querySelector<HTMLImageElement>(selector);
        return image
          ? { src: image.getAttribute('src'), loaded: image.complete && image.naturalWidth > 0 }
          : null;
      },
      { src: '/assets/gallery/market-stall.jpg', loaded: true },
      `${bakery} .pswp__item:not([aria-hidden="true"]) img.pswp__img:not(.pswp__img--placeholder)`,
    );
    await expectCleanPath(driver, 'the gallery opened by its deep link');
  });

  test('the shop offline: the server-rendered catalogue with its note, and nothing broken', async ({
    driver,
    site,
  }) => {
    const shop = '.shop';
    await openDocument(driver, site.origin, pagePath('shop'));
    // No network: the hosted store's script cannot load, and the store says so over its catalogue.
    await expectInPage(driver, 'the live store is unavailable', attribute, 'unavailable', {
      selector: shop,
      name: 'data-vitrine-store-state',
    });
    expect(await driver.evaluate(shownText, `${shop} [data-vitrine-store-static] [role="status"]`)).toBe(
      'The live store is unavailable right now, so this is our catalogue as of today.',
    );
    expect(await driver.evaluate(count, `${shop} [data-vitrine-store-static] .vitrine-store-product`)).toBe(
      12,
    );
    expect(
      await driver.evaluate(() =>
        [...document.querySelectorAll('.shop [data-vitrine-store-static] .vitrine-store-product h3')]
          .map((heading) => heading.textContent?.trim())
          .includes('Plum and bay jam'),
      ),
      'a product of the catalogue shows',
    ).toBe(true);
    await expectCleanPath(driver, 'the shop');
  });

  test('the journal: a live search shows its results, the arrows reach them, Escape closes them; load-more appends the next five, none twice', async ({
    driver,
    site,
  }) => {
    const search = '[data-widget-id="journal-search"]';
    const panel = '#journal-search-results';
    const list = '[data-widget-id="journal-posts"]';
    await openDocument(driver, site.origin, pagePath('blog'));
    await expectInPage(driver, 'the search started', widgetState, 'mounted', search);

    await driver.click('#journal-search-term');
    await driver.type('stollen');
    await expectInPage(driver, 'the results show', shownText, '1 post found.', `${panel} .vw-search__count`);
    expect(await driver.evaluate(shownText, `${panel} a[href]`)).toContain('Stollen season');
    expect(await driver.evaluate(shownText, `${search} [role="status"]`), 'and are announced').toBe(
      '1 post found.',
    );
    await driver.press('ArrowDown');
    await expectInPage(
      driver,
      'the arrow reaches the result',
      (selector) => document.activeElement === document.querySelector(selector),
      true,
      `${panel} a[href]`,
    );
    await driver.press('Escape');
    await expectInPage(driver, 'Escape closes the results', shownText, 'hidden', panel);
    expect(await driver.evaluate(focused), 'the visitor goes on from the search field').toBe(
      '#journal-search-term',
    );

    await driver.evaluate(scrollToElement, list);
    await expectInPage(driver, 'the post list started', widgetState, 'mounted', list);
    const postIds = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)].map((item) => Number(item.dataset.postId));
    const posts = `${list} .vw-blog__posts > [data-post-id]`;
    expect(await driver.evaluate(postIds, posts), 'the five newest posts').toEqual([16, 15, 14, 13, 12]);
    // Clicked once the page and its sticky header are still, as the other paths click after a scroll: once in
    // WebKit the list stayed at five posts after this click, unexplained; a click during the header's slide is
    // one way that could happen.
    const more = `${list} .vw-blog__more`;
    await driver.evaluate(scrollToAndSettle, await driver.evaluate(centeredScrollY, more));
    await driver.click(more);
    await expectInPage(
      driver,
      'five more posts, appended in order, none twice',
      postIds,
      [16, 15, 14, 13, 12, 11, 10, 9, 8, 7],
      posts,
    );
    expect(await driver.evaluate(shownText, `${list} [role="status"]`), 'the count is announced').toBe(
      '5 more posts loaded.',
    );
    await expectInPage(
      driver,
      'focus is on the first new post',
      (selector) => document.activeElement === document.querySelectorAll(selector)[5]?.querySelector('a'),
      true,
      posts,
    );
    expect(await driver.evaluate(address), 'the journal stays where it is').toBe(pagePath('blog'));
    await expectCleanPath(driver, 'the journal');
  });

  test('video: the YouTube facade offline keeps its poster and says so; the site’s own clip plays', async ({
    driver,
    site,
  }) => {
    const film = '[data-widget-id="baking-film"]';
    const clip = '[data-widget-id="oven-clip"]';
    await openDocument(driver, site.origin, pagePath('about'));
    await driver.evaluate(scrollToElement, film);
    await expectInPage(driver, 'the facade started', widgetState, 'mounted', film);
    // Mounted is said when React was handed the player; its first render may come a moment later.
    await expectInPage(
      driver,
      'the facade’s play button',
      attribute,
      'Play video: YouTube Developers Live: Embedded Web Player Customization (YouTube)',
      {
        selector: `${film} button`,
        name: 'aria-label',
      },
    );
    // The facade's poster is the site's own picture: nothing of YouTube loads before play.
    await expectInPage(
      driver,
      'the poster shows',
      imageShown,
      { src: '/assets/gallery/shop-counter.jpg', loaded: true },
      `${film} img`,
    );
    await driver.click(`${film} button`);
    // No network: the player cannot be reached, and the facade says so instead of leaving an empty frame.
    await expectInPage(
      driver,
      'the facade says the player could not be reached',
      shownText,
      'The video could not be loaded. Check your internet connection, then press play to try again.',
      `${film} [role="alert"]`,
    );
    expect(await driver.evaluate(count, `${film} iframe`), 'no frame is left').toBe(0);
    // The facade comes back with a new <img> of the same picture: WebKit reports it complete a moment later.
    await expectInPage(
      driver,
      'the poster stays',
      imageShown,
      { src: '/assets/gallery/shop-counter.jpg', loaded: true },
      `${film} img`,
    );
    expect(await driver.evaluate(count, `${film} button`), 'play can be pressed again').toBe(1);

    await driver.evaluate(scrollToElement, clip);
    await expectInPage(driver, 'the clip’s player started', widgetState, 'mounted', clip);
    const video = `${clip} video`;
    // "mounted" is set as the widget hands React its tree, which React draws a moment later.
    await expectInPage(driver, 'the clip is drawn', attribute, 'The oven at dawn', {
      selector: video,
      name: 'aria-label',
    });
    expect(
      await driver.evaluate(
        (selector) => document.querySelector<HTMLVideoElement>(selector)?.controls,
        video,
      ),
      'the browser’s own controls',
    ).toBe(true);
    if (PLAY_GESTURE[driver.engine] === 'click') await driver.click(video);
    else {
      // Tab from the section's heading reaches the clip itself; Space plays it.
      await driver.click('#film-heading');
      await driver.press('Tab');
      await expectInPage(
        driver,
        'Tab reaches the clip',
        (selector) => document.activeElement === document.querySelector(selector),
        true,
        video,
      );
      await driver.press('Space');
    }
    await expectInPage(
      driver,
      'the clip plays',
      (selector) => {
        const element = document.querySelector<HTMLVideoElement>(selector);
        return element
          ? { playing: !element.paused && element.currentTime > 0, error: element.error?.code ?? null }
          : null;
      },
      { playing: true, error: null },
      video,
    );
    await driver.evaluate((selector) => document.querySelector<HTMLVideoElement>(selector)?.pause(), video);
    await expectCleanPath(driver, 'the about page’s videos');

    function imageShown(selector: string) {
      const image = document.querySelector<HTMLImageElement>(selector);
      return image
        ? { src: image.getAttribute('src'), loaded: image.complete && image.naturalWidth > 0 }
        : null;
    }
  });

  test('the locations map: the list, then the map with its pins and the demo’s own tiles; a pin opens its place', async ({
    driver,
    site,
  }) => {
    const finder = '[data-vitrine-widget="geo-locations"]';
    const map = '[aria-label="Map of our locations"]';
    await openDocument(driver, site.origin, pagePath('find-us'));
    await expectInPage(driver, 'the locations started', widgetState, 'mounted', finder);
    await expectInPage(driver, 'the list shows the five places', count, 5, `${finder} .vw-geo__list > li`);
    expect(await driver.evaluate(shownText, `${finder} .vw-geo__view[aria-pressed="true"]`)).toBe('List');

    await driver.click(`${finder} .vw-geo__view:last-of-type`);
    expect(await driver.evaluate(shownText, `${finder} .vw-geo__view[aria-pressed="true"]`)).toBe('Map');
    await expectInPage(driver, 'the map is drawn', attribute, 'true', {
      selector: map,
      name: 'data-map-ready',
    });
    expect(await driver.evaluate(count, `${map}.leaflet-container`), 'in a Leaflet container').toBe(1);
    expect(await driver.evaluate(count, `${map} .vw-geo-pin`), 'with a pin for each place').toBe(5);
    expect(await driver.evaluate(count, `${finder} .vw-geo__list`), 'in place of the list').toBe(0);
    // The tiles come from the demo server itself (a third party's would fail here): they load.
    await expectInPage(
      driver,
      'tiles from the demo server are shown',
      (selector) => {
        const tiles = [...document.querySelectorAll<HTMLImageElement>(selector)];
        return {
          some: tiles.length > 0,
          ours: tiles.every((tile) => new URL(tile.src).pathname.startsWith('/_demo/tiles/')),
          loaded: tiles.some((tile) => tile.complete && tile.naturalWidth > 0),
        };
      },
      { some: true, ours: true, loaded: true },
      `${map} img.leaflet-tile`,
    );
    expect(await driver.evaluate(shownText, `${map} .leaflet-control-attribution`)).toContain('Demo tiles');

    await driver.click(`${map} .vw-geo-pin[title="Northside Kiosk"]`);
    await expectInPage(driver, 'the pin opens its place, focused', focused, 'h3 "Northside Kiosk"');
    await expectInPage(driver, 'with its own map', attribute, 'true', {
      selector: '[aria-label="Map of Northside Kiosk"]',
      name: 'data-map-ready',
    });
    await driver.click(`${finder} .vw-geo__toolbar .vw-geo__button`);
    await expectInPage(driver, 'back to every place', attribute, 'true', {
      selector: map,
      name: 'data-map-ready',
    });
    await expectCleanPath(driver, 'find us');
  });

  test('the not-found page as a document: a 404 with the site’s own page, core booted, clean', async ({
    driver,
    site,
  }) => {
    const missing = pagePath('no-such-page');
    // openDocument waits for core to boot: the not-found page is the site's, with its runtime.
    await openDocument(driver, site.origin, missing);
    expect(await driver.evaluate(address)).toBe(missing);
    expect(
      await driver.evaluate(async () => (await fetch(location.href, { cache: 'no-store' })).status),
      'the server answers the address with 404',
    ).toBe(404);
    expect(await driver.evaluate(shownText, '.not-found .eyebrow')).toBe('Error 404');
    expect(await driver.evaluate(shownText, 'h1')).toBe('This page went stale');
    expect(
      await driver.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('.not-found .actions a')].map((link) => [
          link.textContent,
          new URL(link.href).pathname,
        ]),
      ),
      'its ways back',
    ).toEqual([
      ['Back to the bakery', pagePath('home')],
      ['See the menu', pagePath('menu')],
    ]);
    await expectCleanPath(driver, 'the not-found page');
  });
});
