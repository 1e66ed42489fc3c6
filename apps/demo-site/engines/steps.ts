import { CONSENT_CATEGORIES, CONSENT_COOKIE, formatConsentCookie } from '@vitrine/widget-api/consent';
import { CONSENT_POLICY_VERSION } from '../src/site/site';
import type { EngineDriver } from './drivers/driver';
import { expect } from './fixtures';
import {
  coreBooted,
  countPageLoads,
  forgetStorage,
  markDocument,
  markTarget,
  navigateThroughCore,
  type PageReport,
  pageLoads,
  pageReport,
  settleWidgets,
  styleInjected,
} from './in-page';

export const SITE = '/site/harbor-and-rye';
export const pagePath = (alias: string): string => `${SITE}/${alias}`;

/** How long a page's widgets get to start once scrolled through (their code comes from this machine). */
const WIDGETS_SETTLE_MS = 15_000;
const PAGE_LOAD_MS = 15_000;

/** The cookie of a returning visitor who pressed Accept all (the e2e suite's default visitor too). */
const ACCEPTED_ALL_COOKIE = `${CONSENT_COOKIE}=${encodeURIComponent(formatConsentCookie(CONSENT_CATEGORIES, CONSENT_POLICY_VERSION))}`;

/**
 * Loads `path` as a whole document for a visitor with no storage and waits for core to boot: one who accepted
 * everything before (the consent cookie only), or with `answered: false` a new visitor (no cookies at all).
 */
export async function openDocument(
  driver: EngineDriver,
  origin: string,
  path: string,
  { answered = true } = {},
): Promise<void> {
  // Storage belongs to the origin: forget the last test's visitor from a document of this origin first.
  await driver.goto(`${origin}/favicon.ico`);
  await driver.evaluate(forgetStorage, { consentCookie: answered ? ACCEPTED_ALL_COOKIE : undefined });
  await driver.goto(`${origin}${path}`);
  expect(await driver.evaluate(coreBooted, PAGE_LOAD_MS), `core booted on ${path}`).toBe(true);
  await driver.evaluate(markDocument);
}

/**
 * Waits for a feature core starts after boot, by the style it puts in as it starts: `drawer` (before it, the
 * hamburger does nothing) or `mini-header` (the effects: before them the header keeps its full height, and an
 * anchor allows for that).
 */
export async function featureStarted(driver: EngineDriver, style: 'drawer' | 'mini-header'): Promise<void> {
  expect(
    await driver.evaluate(styleInjected, { name: style, timeoutMs: PAGE_LOAD_MS }),
    `${style} started`,
  ).toBe(true);
}

/**
 * Loads `href` in place through core (`vitrine.navigate`, what a link click starts) and waits for its page-load.
 * Not a click on a link: a page's own timed popup (the locations page's server message, two seconds after it
 * opens) may cover any link at the moment of the click, and then WebDriver refuses it as a visitor could not
 * click it either. Clicks on links are `paths.check.ts`'s, on pages whose popups the check opens itself.
 */
export async function navigateInPlace(driver: EngineDriver, href: string): Promise<void> {
  await driver.evaluate(countPageLoads);
  await driver.evaluate(navigateThroughCore, href);
  expect(
    await driver.evaluate(pageLoads, { count: 1, timeoutMs: PAGE_LOAD_MS }),
    `page-load of ${href}`,
  ).toBe(1);
}

/** Waits for the page's widgets to finish starting and answers what the page shows. */
export async function settledReport(driver: EngineDriver): Promise<PageReport> {
  await driver.evaluate(settleWidgets, WIDGETS_SETTLE_MS);
  return driver.evaluate(pageReport);
}

/**
 * The page is clean: no uncaught error or unhandled rejection, every widget mounted, no horizontal scroll.
 * A failure names each widget that did not mount, with the console's errors as its likely cause.
 */
export function expectCleanPage(report: PageReport, label: string): void {
  expect(report.errors, `${label}: uncaught errors`).toEqual([]);
  const unmounted = report.widgets.filter((widget) => widget.state !== 'mounted');
  expect(
    unmounted,
    `${label}: widgets not mounted${unmounted.length ? `; console errors:\n${report.consoleErrors.join('\n')}` : ''}`,
  ).toEqual([]);
  expect(report.overflow, `${label}: px of horizontal scroll`).toBe(0);
}

/** Clicks, as a visitor, the first element `selector` matches whose text includes `text`. */
export async function clickText(driver: EngineDriver, selector: string, text?: string): Promise<void> {
  expect(
    await driver.evaluate(markTarget, { selector, ...(text === undefined ? {} : { text }) }),
    `${selector} "${text}"`,
  ).toBe(true);
  await driver.click('[data-engine-target]');
}
