import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Frame, Page, Request } from '@playwright/test';
import type { ModuleGraph } from '@vitrine/runtime-core/markup';
import { expect } from './expect';

/** The demo site's pages, as the visitor reaches them. */
export const SITE = '/site/harbor-and-rye';

/**
 * For a wait on a widget's first start on a fresh page, which downloads its code (and React, for some) before
 * anything shows: on a machine busy with other work that passed the default 5 s once. Still a definite condition.
 */
export const WIDGET_START = { timeout: 15_000 };
export const pagePath = (alias: string): string => `${SITE}/${alias}`;
export const CONTENT = '[data-vitrine-content]';

/** The text of every console error the page logs from now on, in order. */
export function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Collects the page-JSON requests (`?dm_ajaxCall=true`) the page makes from now on. */
export function trackPageRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.get('dm_ajaxCall') === 'true') requests.push(request);
  });
  return requests;
}

/**
 * Opens a site page and marks its window, so a later check can prove navigations happened in place
 * (a whole-document load would lose the marker).
 */
export async function openSite(page: Page, alias = 'home'): Promise<void> {
  await page.goto(pagePath(alias));
  await page.waitForFunction(() => window.vitrine !== undefined);
  await markDocument(page);
}

/** Marks the document on screen: `expectSameDocument` passes while it stays, `expectNewDocument` once it goes. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Window & { __inPlace?: boolean }).__inPlace = true;
  });
}

/**
 * Serves a page's document without its server instructions (`srvInstruct`): a message popup shows two seconds
 * after the locations page opens, and a test about something else must not depend on being faster than that.
 */
export async function withoutServerMessages(page: Page, alias: string): Promise<void> {
  await page.route(`**${pagePath(alias)}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/,"srvInstruct":\[.*?\}\]/, '');
    await route.fulfill({ response, body });
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as Window & { __inPlace?: boolean }).__inPlace)).toBe(true);
}

export async function expectNewDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as Window & { __inPlace?: boolean }).__inPlace)).toBeUndefined();
}

/**
 * The page as core reads it from the site's answer, to compare what the browser shows against: the server's
 * page JSON, or, from a static host (which answers the page's document), the same fields read out of it.
 */
export async function pageJson(
  page: Page,
  alias: string,
): Promise<{ title: string; content: string; uuid: string; css?: string }> {
  const response = await page.request.get(`${pagePath(alias)}?dm_ajaxCall=true`);
  if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return response.json();
  return page.evaluate(
    (html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const css = doc.querySelector('style[data-vitrine-css="css"]')?.textContent;
      return {
        title: doc.title,
        content: doc.querySelector('[data-vitrine-content]')?.innerHTML ?? '',
        uuid: doc.documentElement.getAttribute('data-vitrine-page-uuid') ?? '',
        ...(css ? { css } : {}),
      };
    },
    await response.text(),
  );
}

/** The visible text of an HTML string, as the browser parses it. */
export function textOfHtml(page: Page, html: string): Promise<string> {
  return page.evaluate((markup) => {
    const template = document.createElement('template');
    template.innerHTML = markup;
    return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
  }, html);
}

/** The visible text of the content container, whitespace collapsed like `textOfHtml`. */
export function contentText(page: Page): Promise<string> {
  return page.locator(CONTENT).evaluate((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim());
}

/** The site's configured error messages, as the page renders them in its site parameters. */
export function errorMessages(page: Page): Promise<{ general: string; password: string; tryAgain: string }> {
  return page.evaluate(() => {
    const params = JSON.parse(document.querySelector('[data-vitrine-site-params]')!.textContent ?? '{}');
    return params.ErrorMessages;
  });
}

/** Puts a link into the page's content, for link kinds a page may not happen to show. */
export async function addLink(
  page: Page,
  href: string,
  text: string,
  attributes: Record<string, string> = {},
) {
  await page.evaluate(
    ({ href, text, attributes }) => {
      const link = document.createElement('a');
      link.setAttribute('href', href);
      link.textContent = text;
      for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
      document.querySelector('[data-vitrine-content]')!.prepend(link);
    },
    { href, text, attributes },
  );
  return page.getByRole('link', { name: text, exact: true });
}

/** Counts the navigations core starts from now on; the returned function reads the count. */
export async function countNavigations(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counter = window as Window & { __navigations?: number };
    counter.__navigations = 0;
    window.vitrine!.on('before-navigate', () => {
      counter.__navigations = (counter.__navigations ?? 0) + 1;
    });
  });
  return () => page.evaluate(() => (window as Window & { __navigations?: number }).__navigations ?? 0);
}

/** Resolves with the next `page-load` event's `fromCache`, once the event fires. */
export function nextPageLoad(page: Page): Promise<{ fromCache: boolean; url: string }> {
  return page.evaluate(
    () =>
      new Promise<{ fromCache: boolean; url: string }>((resolve) => {
        const stop = window.vitrine!.on('page-load', (event) => {
          stop();
          resolve({ fromCache: event.fromCache, url: event.url.href });
        });
      }),
  );
}

/** Every URL the page requests from now on whose address contains `part`, as they happen. */
export function requestsTo(page: Page, part: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) seen.push(request.url());
  });
  return seen;
}

/**
 * Holds the answers to requests matching `url` until `release()`: a test decides when they arrive, instead of
 * hoping a delay is long enough. `requested` settles when the first such request reached the network.
 */
export function holdAnswers(page: Page, url: string): { requested: Promise<void>; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested = new Promise<void>((resolve) => {
    void page.route(url, async (route) => {
      resolve();
      await released;
      // The page may have given up on it meanwhile (a newer navigation aborts an older one).
      await route.continue().catch(() => {});
    });
  });
  return { requested, release };
}

/**
 * Watches for core's engine to begin a navigation (its `vitrine:before-navigate`): a click before the engine has
 * arrived sends its page request at once, so the request alone does not say the engine's timers (progress,
 * timeout) are running yet. Call before the click; await the returned function after it.
 */
export async function watchNavigationStart(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const state = window as Window & { __navigationsStarted?: number };
    state.__navigationsStarted = 0;
    document.addEventListener('vitrine:before-navigate', () => {
      state.__navigationsStarted = (state.__navigationsStarted ?? 0) + 1;
    });
  });
  return () =>
    expect
      .poll(() =>
        page.evaluate(() => (window as Window & { __navigationsStarted?: number }).__navigationsStarted),
      )
      .toBeGreaterThan(0);
}

/** When a stopped page clock stands: any fixed instant will do, a fixed one keeps runs alike. */
const STOPPED_CLOCK_AT = new Date('2026-11-23T10:00:00Z').getTime();

/**
 * Stops the page's clock before the next document loads: its timers, `Date`, `performance.now()` and
 * `AbortSignal.timeout` stand still until the test moves them with `page.clock.runFor`, however slow the
 * machine. Returns the delays of the timers the page sets from then on (in every document it loads), so a test
 * can wait until the timer it is about exists before running the clock up to it.
 */
export async function stopPageClock(page: Page): Promise<() => Promise<number[]>> {
  await page.clock.install({ time: STOPPED_CLOCK_AT });
  await page.clock.pauseAt(STOPPED_CLOCK_AT + 1000);
  // After the clock's own script: what this wraps is its stopped setTimeout.
  await page.addInitScript(() => {
    const delays: number[] = [];
    const timers = window as Window & { __timerDelays?: number[] };
    timers.__timerDelays = delays;
    const setTimeoutOfTheClock = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      delays.push(Number(ms ?? 0));
      return setTimeoutOfTheClock(handler, ms, ...args);
    }) as typeof window.setTimeout;
  });
  return () => page.evaluate(() => (window as Window & { __timerDelays?: number[] }).__timerDelays ?? []);
}

/**
 * Scrolls the page as a visitor's scroll would and waits until its header is still: the mini-header slides to
 * its scrolled state in the frame after the scroll, its contents with it. Playwright clicks only a still link,
 * and while one moves it tries again after scrolling the page to put the link at the bottom, the middle or the
 * top of the viewport (a sticky header's link there too), which leaves the page somewhere else.
 */
export async function scrollAndSettleHeader(page: Page, top: number): Promise<void> {
  await page.evaluate(async (y) => {
    await new Promise<void>((resolve) => {
      window.addEventListener('scroll', () => resolve(), { once: true });
      window.scrollTo(0, y);
    });
    // The header's scroll responder measures in the frame of the scroll event; by the next one its slide (and
    // the site's transitions that follow it) are under way.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const header = document.querySelector('[data-vitrine-sticky-header]');
    await Promise.allSettled(
      (header?.getAnimations({ subtree: true }) ?? []).map(({ finished }) => finished),
    );
  }, top);
}

/**
 * Waits for a feature core starts after boot, by the style it puts in as it starts (as the cross-engine
 * suite's `featureStarted`): `drawer` (before it, the hamburger does nothing) or `mini-header` (the effects:
 * before them the header keeps its full height whatever the scroll, an anchor allows for that height, and
 * content that arrives is taken as already painted, with no entrance animation).
 */
export async function featureStarted(page: Page, style: 'drawer' | 'mini-header'): Promise<void> {
  await page.waitForFunction(
    (name) => document.querySelector(`style[data-vitrine-style="${name}"]`) !== null,
    style,
  );
}

/**
 * Waits until a feature core starts after boot handles an event, for features that show nothing when they start
 * (click-to links, the editor's context menu): a throwaway element made from `markup` is given a cancelable
 * event of `type`, once a frame, until a listener keeps it from the browser. Whatever the feature does with
 * the probe (a public event, a message) happens before this resolves.
 */
export async function untilHandled(
  target: Page | Frame,
  markup: string,
  type: 'click' | 'contextmenu',
): Promise<void> {
  await target.waitForFunction(
    ([html, eventType]) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      const probe = template.content.firstElementChild!;
      document.body.append(probe);
      const event = new MouseEvent(eventType, { bubbles: true, cancelable: true });
      probe.dispatchEvent(event);
      probe.remove();
      return event.defaultPrevented;
    },
    [markup, type] as const,
  );
}

/**
 * Records whether the last `type` event the window heard was kept from the browser (`defaultPrevented`, as
 * core's listeners on the document leave it); resolves to its reader.
 */
export async function recordDefaultPrevented(
  target: Page | Frame,
  type: 'click' | 'contextmenu',
): Promise<() => Promise<boolean>> {
  await target.evaluate((eventType) => {
    window.addEventListener(eventType, (event) => {
      (window as Window & { __prevented?: boolean }).__prevented = event.defaultPrevented;
    });
  }, type);
  return () => target.evaluate(() => (window as Window & { __prevented?: boolean }).__prevented === true);
}

/** A header navigation link: header links stay on screen across in-page navigations. */
export const navLink = (page: Page, alias: string) =>
  page.locator(`header a[href="${pagePath(alias)}"]`).first();

declare global {
  interface Window {
    vitrine?: import('@vitrine/runtime-core').Runtime;
  }
}

/**
 * Axe's violations inside `include`, one line each (`rule (impact): element, element`), so a failure names
 * what broke instead of printing axe's whole report. Checked once what is fading or sliding in has arrived: axe
 * reads colours as they are at that instant, and text halfway through a fade-in fails contrast (the blog's
 * newly loaded posts did, on a busy machine).
 */
export async function axeViolations(page: Page, include: string): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        // A cancelled animation rejects: it is over too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).include(include).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The library the market page's countdown widget loads from a public CDN (see MarketPage.tsx). */
export const DAYJS_CDN_URL = 'https://cdn.jsdelivr.net/npm/dayjs@1.11.23/dayjs.min.js';

/**
 * Answers the CDN at the network boundary with the real library file (nothing here reaches the internet);
 * the returned function tells how many times it was asked.
 */
export async function answerDayjsCdn(page: Page): Promise<() => number> {
  const file = createRequire(import.meta.url).resolve('dayjs/dayjs.min.js');
  let served = 0;
  await page.route(DAYJS_CDN_URL, (route) => {
    served += 1;
    return route.fulfill({ path: file, contentType: 'text/javascript; charset=utf-8' });
  });
  return () => served;
}

/**
 * The URL paths of what core downloads for its module `source` (`src/navigation/engine.ts`, say): that module's
 * chunk and every chunk it imports that a page has not loaded at boot, read from the build's `module-graph.json`.
 */
export function chunkPathsOf(source: string): string[] {
  const cdnDir = join(
    dirname(createRequire(import.meta.url).resolve('@vitrine/runtime-core/package.json')),
    'dist/cdn',
  );
  const graph = JSON.parse(readFileSync(join(cdnDir, 'module-graph.json'), 'utf8')) as ModuleGraph;
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file) || !graph.files[file]) return seen;
    seen.add(file);
    for (const next of graph.files[file].imports) closure(next, seen);
    return seen;
  };
  const chunk = Object.keys(graph.files).find((file) => graph.files[file]?.source === source);
  if (!chunk) throw new Error(`module-graph.json names no chunk for ${source}: build runtime-core first`);
  const atBoot = closure('runtime-core.js');
  return [...closure(chunk)].filter((file) => !atBoot.has(file)).map((file) => `/cdn/runtime-core/${file}`);
}

/** The URL paths of what core's first navigation downloads: the engine's chunks. */
export const engineChunkPaths = (): string[] => chunkPathsOf('src/navigation/engine.ts');

/** Until the browser has received every file of `paths` (resource timing has an entry once one arrived). */
export async function waitForDownloads(page: Page, paths: readonly string[]): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      wanted.every((path) =>
        performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === path),
      ),
    paths,
  );
}

/**
 * Records the public widget events `names` from now on, as a site's analytics would hear them through
 * `dmAPI.subscribeEvent`; the returned function reads the payloads heard so far, in order.
 */
export async function recordPublicEvents(page: Page, ...names: string[]): Promise<() => Promise<unknown[]>> {
  await page.evaluate(async (eventNames) => {
    const seen: unknown[] = [];
    (window as Window & { __publicEvents?: unknown[] }).__publicEvents = seen;
    const api = (
      window as unknown as {
        dmAPI: { subscribeEvent(name: string, fn: (payload: unknown) => void): unknown };
      }
    ).dmAPI;
    // Before the public API's chunk is on the page, a subscription waits for it: settled, it is in place.
    await Promise.all(
      eventNames.map((name) => api.subscribeEvent(name, (payload: unknown) => seen.push(payload))),
    );
  }, names);
  return () => page.evaluate(() => (window as Window & { __publicEvents?: unknown[] }).__publicEvents ?? []);
}

/** The cookie notice core shows (docs/consent.md). */
export const cookieNotice = (page: Page) => page.locator('[data-vitrine-cookie-notice]');
/**
 * Waits for the cookie notice's chunk to start: it marks the footer's settings link as opening a dialog at once,
 * and decides whether to show the notice (its 1 s timer) in the same task.
 */
export async function cookieNoticeStarted(page: Page): Promise<void> {
  await expect(page.locator('footer [data-vitrine-consent-settings]')).toHaveAttribute(
    'aria-haspopup',
    'dialog',
  );
}
/** Its settings dialog. */
export const consentDialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });

/** The analytics snippet's page views, and core's consent commands to Google's tags, from the data layer. */
export function dataLayer(
  page: Page,
): Promise<{ pageViews: number; consent: Array<[string, Record<string, unknown>]> }> {
  return page.evaluate(() => {
    const entries = (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];
    const commands = entries
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent')
      .map((args) => [args[1], args[2]] as [string, Record<string, unknown>]);
    return {
      pageViews: entries.filter((entry) => (entry as { event?: string }).event === 'page_view').length,
      consent: commands,
    };
  });
}

/**
 * The locations page's "Upcoming events" custom widget has asked the collection and written its answer. The page
 * already shows the list as of the day it was rendered, and the widget keeps it meanwhile: its root class says
 * it started, `aria-busy` that it is still asking.
 */
export async function expectEventsListed(page: Page): Promise<void> {
  const events = page.locator('[data-widget-id="upcoming-events"]');
  await expect(events).toContainClass('upcoming-events');
  await expect(events).not.toHaveAttribute('aria-busy', 'true');
}
