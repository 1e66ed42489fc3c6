// Lighthouse (mobile preset: a mid-range phone's screen and CPU, slow 4G simulated) over every page of the demo
// site, with Debian's Chromium, printed per page against the targets. Offline: the only origin is the demo server
// on loopback, and any request Lighthouse saw to another host is printed.
//
// Each page is audited `--runs` times (default 3) and the median run reported, chosen as Lighthouse's own CLI
// chooses it (by first contentful paint and time to interactive): one run's performance score moves by several
// points on a busy machine.
//
//   node lighthouse.mjs [--runs 3] [--page home --page menu] [--save dir]   (--save writes each median report)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumExecutablePath } from '../config/chromium.mjs';
import { startDemoServer } from './browser.mjs';
import { DEMO_PAGES } from './demo-pages.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    page: { type: 'string', multiple: true },
    save: { type: 'string' },
  },
});
if (values.save) mkdirSync(values.save, { recursive: true });

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const CLS_TARGET = 0;

const server = await startDemoServer();
const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutablePath, chromeFlags: chromiumArgs });
const rows = [];
let lighthouseVersion = '';
try {
  const pages = values.page ?? DEMO_PAGES;
  for (const alias of pages) {
    const url = new URL(alias, server.home).href;
    const runs = [];
    for (let run = 0; run < Number(values.runs); run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // The full-page screenshot is only for the HTML report, which nobody opens here.
        disableFullPageScreenshot: true,
      });
      runs.push(result.lhr);
    }
    const lhr = computeMedianRun(runs);
    if (values.save) writeFileSync(join(values.save, `${alias}.json`), JSON.stringify(lhr, null, 1));
    lighthouseVersion = lhr.lighthouseVersion;
    const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
    // Audits that lost points, by category, for the lines under the table.
    const failing = CATEGORIES.flatMap((category) =>
      lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 || category !== 'performance')
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 1 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'notApplicable' &&
            audit.scoreDisplayMode !== 'manual',
        )
        .map((audit) => `${category}: ${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
    );
    const elsewhere = (lhr.audits['network-requests']?.details?.items ?? [])
      .map((item) => item.url)
      .filter((requested) => !requested.startsWith(server.origin) && !requested.startsWith('data:'));
    rows.push({
      alias,
      scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])),
      cls,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue,
      tbt: lhr.audits['total-blocking-time']?.numericValue,
      failing,
      elsewhere,
      warnings: lhr.runWarnings,
    });
  }
} finally {
  await chrome.kill();
  await server.close();
}

console.log(
  `Lighthouse ${lighthouseVersion}, mobile preset (simulated slow 4G, 4× CPU slowdown), Debian Chromium, demo server on loopback, median of ${values.runs} runs per page`,
);
const met = (value, target) => (value >= target ? ' ' : '!');
console.log(
  `  ${'page'.padEnd(12)} ${'performance'.padStart(12)} ${'accessibility'.padStart(14)} ${'best practices'.padStart(15)} ${'SEO'.padStart(5)} ${'CLS'.padStart(7)} ${'LCP'.padStart(8)} ${'TBT'.padStart(7)}`,
);
for (const { alias, scores, cls, lcp, tbt } of rows) {
  console.log(
    `  ${alias.padEnd(12)} ${`${scores.performance}${met(scores.performance, TARGETS.performance)}`.padStart(12)} ${`${scores.accessibility}${met(scores.accessibility, TARGETS.accessibility)}`.padStart(14)} ${`${scores['best-practices']}${met(scores['best-practices'], TARGETS['best-practices'])}`.padStart(15)} ${`${scores.seo}${met(scores.seo, TARGETS.seo)}`.padStart(5)} ${`${cls.toFixed(3)}${cls > CLS_TARGET ? '!' : ' '}`.padStart(7)} ${`${Math.round(lcp)} ms`.padStart(8)} ${`${Math.round(tbt)} ms`.padStart(7)}`,
  );
}
console.log(
  `  targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ${TARGETS['best-practices']}, SEO ${TARGETS.seo}, CLS ${CLS_TARGET} ('!' marks a miss)`,
);
for (const { alias, failing, elsewhere, warnings } of rows) {
  if (failing.length) console.log(`  ${alias}: lost points on ${failing.join(', ')}`);
  if (elsewhere.length) console.log(`  ${alias}: REQUESTS OFF LOOPBACK ${elsewhere.join(', ')}`);
  for (const warning of warnings) console.log(`  ${alias}: Lighthouse warns: ${warning}`);
}
