// Side-by-side navigation: the same generated 12-page site driven by Turbo 8, swup 4 and runtime-core's CDN
// build, in one run of headless Chromium; core twice, once answered with page JSON and once, on the peers' own
// ground, with the pages' HTML documents as a static host serves them. Each run lands on a page in a fresh browser context (new document,
// empty caches), waits for the network to go quiet as a reading visitor would, clicks one header link with
// `HTMLElement.click()` (no hover first, as a touch or keyboard visitor), goes Back, then clicks four more links
// to pages not seen yet. Times run from the action until the new content is in the DOM and a frame has shown it;
// medians over the runs, with the requests each action made. Core a third time with the `viewport` prefetch
// strategy: the landing page is one of the first three, and the first click goes to the next header link, so it
// is among the header links in view that the strategy's default budget (3 pages) prefetches; the bytes each
// library fetched between landing and the first click are counted. Figures only: nothing here passes or fails.
//
//   node side-by-side.mjs [--runs 20] [--latency 0 --latency 40]
import { parseArgs } from 'node:util';
import { launchChromium } from './browser.mjs';
import { median } from './format.mjs';
import { installActionTimer } from './in-page.mjs';
import { LIBRARIES, pageAlias, pagePath, startPeerSite } from './peer-site.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    latency: { type: 'string', multiple: true, default: ['0', '40'] },
  },
});
const RUNS = Number(values.runs);
const LATENCIES = values.latency.map(Number);
const LATER_CLICKS = 4;
/** Long enough after an action for the requests it started (a revalidation, say) to show up in the count. */
const SETTLE_MS = 200;
const ACTION_TIMEOUT_MS = 10_000;

const READY = {
  turbo: () => window.Turbo?.session?.started === true,
  swup: () => window.swup !== undefined,
  vitrine: () => window.vitrine !== undefined,
  'vitrine-html': () => window.vitrine !== undefined,
  'vitrine-viewport': () => window.vitrine !== undefined,
};

/** Landing pages rotate over the first three, so the first click's page is one of the first three header links. */
const LANDING_PAGES = 3;

/** One run: land on page `land`, click, Back, then the later clicks. Times in ms, with request counts. */
async function run(browser, library, origin, land) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let requests = 0;
  page.on('request', () => requests++);
  // What the landing page fetched ahead of any action: page answers other than its own document.
  let landing = true;
  const prefetched = [];
  page.on('response', (response) => {
    const request = response.request();
    if (!landing || request.isNavigationRequest() || !new URL(request.url()).pathname.startsWith('/site/'))
      return;
    prefetched.push(
      response.body().then(
        (body) => body.length,
        () => 0,
      ),
    );
  });
  try {
    await page.goto(origin + pagePath(land), { waitUntil: 'networkidle' });
    landing = false;
    const prefetchedBytes = (await Promise.all(prefetched)).reduce((sum, bytes) => sum + bytes, 0);
    await page.waitForFunction(READY[library]);
    await page.evaluate(installActionTimer);
    const act = async (action, alias) => {
      requests = 0;
      const { ms, domMs } = await Promise.race([
        page.evaluate(([what, target]) => window.__benchAct(what, target), [action, alias]),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`${action} to ${alias} did not finish`)), ACTION_TIMEOUT_MS),
        ),
      ]);
      await page.waitForTimeout(SETTLE_MS);
      return { ms, domMs, requests };
    };
    const first = await act('click', pageAlias(land + 1));
    const back = await act('back', pageAlias(land));
    const later = [];
    for (let n = 2; n < 2 + LATER_CLICKS; n++) later.push(await act('click', pageAlias(land + n)));
    return { first, back, later, prefetchedBytes };
  } finally {
    await context.close();
  }
}

const names = Object.keys(LIBRARIES);
/** Core answered with page JSON, and with HTML documents. */
const CORE_VARIANTS = names.filter((name) => LIBRARIES[name].core);
const results = {};
const browser = await launchChromium();
let pageBytes = 0;
try {
  for (const latency of LATENCIES) {
    const sites = Object.fromEntries(
      await Promise.all(names.map(async (name) => [name, await startPeerSite(name, { latency })])),
    );
    pageBytes = sites.vitrine.pageBytes;
    const collected = Object.fromEntries(
      names.map((name) => [name, { first: [], back: [], later: [], prefetchedBytes: [], failed: 0 }]),
    );
    try {
      for (let index = 0; index < RUNS; index++) {
        // Libraries take turns in a rotating order, so a slow moment of the machine is shared among them.
        for (let turn = 0; turn < names.length; turn++) {
          const name = names[(index + turn) % names.length];
          try {
            const { first, back, later, prefetchedBytes } = await run(
              browser,
              name,
              sites[name].origin,
              index % LANDING_PAGES,
            );
            collected[name].prefetchedBytes.push(prefetchedBytes);
            collected[name].first.push(first);
            collected[name].back.push(back);
            collected[name].later.push(...later);
          } catch (error) {
            collected[name].failed++;
            console.error(`  ${LIBRARIES[name].label}, ${latency} ms, run ${index + 1}: ${error.message}`);
          }
        }
      }
    } finally {
      await Promise.all(Object.values(sites).map((site) => site.close()));
    }
    results[latency] = collected;
  }
} finally {
  await browser.close();
}

const ms = (samples, field = 'ms') =>
  samples.length ? median(samples.map((sample) => sample[field])) : Number.NaN;
const requestsOf = (samples) =>
  samples.length ? median(samples.map((sample) => sample.requests)) : Number.NaN;
const cell = (samples) =>
  `${ms(samples).toFixed(1)} ms (DOM ${ms(samples, 'domMs').toFixed(1)}), ${requestsOf(samples)} req`;
const ratio = (name, kind, latency, field = 'ms') =>
  ms(results[latency][name][kind], field) / ms(results[latency].turbo[kind], field);

console.log(
  `side-by-side navigation: the same generated 12-page site (${(pageBytes / 1024).toFixed(1)} KB pages), headless Chromium, ${RUNS} runs each, medians (time from the action to the new content in the DOM with a frame rendered; in brackets, to the new content in the DOM; and the requests the action made)`,
);
const header = [
  'server latency per request',
  '',
  ...names.map((name) => `${LIBRARIES[name].label} (${LIBRARIES[name].version})`),
  ...CORE_VARIANTS.map((name) => `${LIBRARIES[name].label} / Turbo`),
];
const rows = [];
const ROWS = [
  ['first', 'first click'],
  ['back', 'Back to the landing page'],
  ['later', `later clicks (2nd–${LATER_CLICKS + 1}th)`],
];
for (const latency of LATENCIES) {
  for (const [kind, label] of ROWS) {
    rows.push([
      `${latency} ms`,
      label,
      ...names.map((name) => cell(results[latency][name][kind])),
      ...CORE_VARIANTS.map(
        (name) =>
          `${ratio(name, kind, latency).toFixed(2)}× (DOM ${ratio(name, kind, latency, 'domMs').toFixed(2)}×)`,
      ),
    ]);
  }
}
for (const latency of LATENCIES) {
  rows.push([
    `${latency} ms`,
    'bytes prefetched per landing',
    ...names.map((name) => `${(median(results[latency][name].prefetchedBytes) / 1024).toFixed(1)} KB`),
    ...CORE_VARIANTS.map(() => ''),
  ]);
}
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column].length)),
);
const line = (cells) => `| ${cells.map((text, column) => text.padEnd(widths[column])).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));

const failures = names.flatMap((name) =>
  LATENCIES.filter((latency) => results[latency][name].failed).map(
    (latency) =>
      `${LIBRARIES[name].label} at ${latency} ms: ${results[latency][name].failed} of ${RUNS} runs`,
  ),
);
if (failures.length)
  console.log(`  runs that did not finish (left out of the medians): ${failures.join('; ')}`);

const verdict = (met) => (met ? 'met' : 'NOT MET');
console.log(
  "targets (Vitrine against Turbo in this run; one round trip after a click is the floor for both, so parity is the first click's target):",
);
for (const name of CORE_VARIANTS.filter((variant) => !LIBRARIES[variant].prefetch)) {
  for (const latency of LATENCIES) {
    const vitrine = results[latency][name];
    const firstRatio = ratio(name, 'first', latency);
    const backRatio = ratio(name, 'back', latency);
    console.log(
      `  ${LIBRARIES[name].label.padEnd(14)} ${String(latency).padStart(3)} ms  first click ≤ 1.0× Turbo: ${firstRatio.toFixed(2)}× ${verdict(firstRatio <= 1)}` +
        `   Back ≤ 0.8× Turbo with zero requests: ${backRatio.toFixed(2)}×, ${requestsOf(vitrine.back)} req ${verdict(backRatio <= 0.8 && requestsOf(vitrine.back) === 0)}` +
        `   later clicks no slower than the first: ${ms(vitrine.later).toFixed(1)} vs ${ms(vitrine.first).toFixed(1)} ms ${verdict(ms(vitrine.later) <= ms(vitrine.first))}`,
    );
  }
}
for (const name of CORE_VARIANTS.filter((variant) => LIBRARIES[variant].prefetch)) {
  for (const latency of LATENCIES) {
    const firstRatio = ratio(name, 'first', latency);
    const target = latency === 40 ? `  target ≤ 0.5× at 40 ms: ${verdict(firstRatio <= 0.5)}` : '';
    console.log(
      `  ${LIBRARIES[name].label} ${String(latency).padStart(3)} ms  first click on a header link in view: ${firstRatio.toFixed(2)}× Turbo${target}` +
        ` (Turbo prefetches nothing here: no hover before the click; the ratio measures the strategy, not a better library)` +
        `, ${(median(results[latency][name].prefetchedBytes) / 1024).toFixed(1)} KB prefetched per landing`,
    );
  }
}
