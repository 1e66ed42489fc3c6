// Layout shifts while a visitor reads: every demo page (`demo-pages.mjs`) in Chromium at 390 and 1280 px, as a
// returning visitor who accepted all cookies, scrolled down 80 % of a screen every 250 ms to the end. Widgets start
// as they come into view, so a widget drawn at another size than the room the page kept for it moves what the
// reader sees. Prints each page's cumulative layout shift (shifts after an input excluded, as Lighthouse counts
// them) and, for a page above 0.0005, its largest shift with what moved. e2e/layout-stability.spec.ts holds the
// pages that are fixed to zero; this is where to find the next one. Figures only: nothing here passes or fails.
// Third parties are answered as offline (these machines have no internet), so their fallbacks are measured.
//
//   node reading-shifts.mjs [--widths 390,1280] [--pages menu,locations] [--every-shift]
import { parseArgs } from 'node:util';
import { acceptAll, launchChromium, startDemoServer } from './browser.mjs';
import { DEMO_PAGES } from './demo-pages.mjs';

const { values } = parseArgs({
  options: {
    widths: { type: 'string', default: '390,1280' },
    pages: { type: 'string' },
    'every-shift': { type: 'boolean', default: false },
  },
});
const WIDTHS = values.widths.split(',').map(Number);
const PAGES = values.pages ? values.pages.split(',') : DEMO_PAGES;
const SCROLL_STEPS = 24;
const STEP_MS = 250;
const SETTLE_MS = 800;
/** Below this a shift does not show in Lighthouse's CLS (three decimals). */
const VISIBLE_CLS = 0.0005;

/** Runs in the page before its scripts: records each layout shift with what moved. */
function recordShifts() {
  window.__readingShifts = [];
  const nameOf = (node) =>
    node instanceof Element
      ? `${node.localName}${node.id ? `#${node.id}` : ''}${[...node.classList].map((name) => `.${name}`).join('')}${
          // A section is told apart by its heading.
          node.hasAttribute('aria-labelledby')
            ? `[aria-labelledby=${node.getAttribute('aria-labelledby')}]`
            : ''
        }`
      : String(node?.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__readingShifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        moved: entry.sources
          .map(
            ({ node, previousRect: before, currentRect: after }) =>
              `${nameOf(node)} y ${Math.round(before.y)}→${Math.round(after.y)}, h ${Math.round(before.height)}→${Math.round(after.height)}`,
          )
          .join('; '),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function read(browser, server, alias, width) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } });
  try {
    await acceptAll(context, server);
    await context.route(
      (url) => url.origin !== server.origin,
      (route) => route.abort('internetdisconnected'),
    );
    const page = await context.newPage();
    await page.addInitScript(recordShifts);
    await page.goto(`${server.origin}/site/harbor-and-rye/${alias}`, { waitUntil: 'load' });
    for (let step = 0; step < SCROLL_STEPS; step++) {
      await page.evaluate(() => window.scrollBy(0, Math.round(window.innerHeight * 0.8)));
      await page.waitForTimeout(STEP_MS);
    }
    await page.waitForTimeout(SETTLE_MS);
    const shifts = await page.evaluate(() => window.__readingShifts);
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    const largest = shifts.reduce((top, shift) => (shift.value > (top?.value ?? 0) ? shift : top), undefined);
    return { cls, largest, shifts };
  } finally {
    await context.close();
  }
}

const server = await startDemoServer();
const browser = await launchChromium();
try {
  console.log(
    `Layout shifts while reading each demo page to the end (Chromium, ${SCROLL_STEPS} steps of 80 % of a screen every ${STEP_MS} ms)`,
  );
  for (const width of WIDTHS) {
    const rows = [];
    for (const alias of PAGES) {
      const { cls, largest, shifts } = await read(browser, server, alias, width);
      if (values['every-shift'])
        for (const shift of shifts)
          console.log(`${alias} ${width} px: ${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.moved}`);
      rows.push({
        page: alias,
        CLS: cls.toFixed(4),
        'largest shift':
          cls > VISIBLE_CLS && largest
            ? `${largest.value.toFixed(4)} at ${largest.at} ms: ${largest.moved}`
            : '',
      });
    }
    const shifting = rows.filter((row) => Number(row.CLS) > VISIBLE_CLS).length;
    console.log(`\n${width} px: ${shifting} of ${rows.length} pages shift visibly`);
    console.table(rows);
  }
} finally {
  await browser.close();
  await server.close();
}
