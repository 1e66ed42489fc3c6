// For each demo page opened fresh (empty cache): the chain of sequential round trips before the first widget in
// view is mounted, and the time from DOMContentLoaded to that mount, with the demo server at 0 ms and behind a
// proxy adding 40 ms per request. The chain is derived from the network log: each request hangs on the one it
// waited for — its initiator (the module that imported it, the document that named it) when that had already
// arrived, else the response that ended last before it started — and its depth counts the round trips in series.
// Medians over the runs; the chain printed is the one of the median run.
//
//   node widget-chains.mjs [--runs 5] [--latency 0 --latency 40] [--page menu]
import { parseArgs } from 'node:util';
import { acceptAll, launchChromium, startDemoServer } from './browser.mjs';
import { DEMO_PAGES } from './demo-pages.mjs';
import { median } from './format.mjs';
import { recordWidgetMounts } from './in-page.mjs';
import { startLatencyProxy } from './latency-proxy.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    latency: { type: 'string', multiple: true, default: ['0', '40'] },
    page: { type: 'string', multiple: true },
  },
});
const RUNS = Number(values.runs);
const LATENCIES = values.latency.map(Number);
const MOUNT_TIMEOUT_MS = 15_000;
/** Responses ending this close after a request started still count as arrived before it (clock rounding). */
const EPSILON_MS = 0.5;

/** The URL a request's initiator names: the parser's document, or the script at the top of the stack. */
function initiatorUrl(initiator) {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((candidate) => candidate.url);
    if (frame) return frame.url;
  }
  return undefined;
}

/** A short name for a URL in a chain: its path below the site or CDN folder. */
const shortName = (url) => new URL(url).pathname.replace(/^\/site\/[^/]+\//, '').replace(/^\/cdn\//, '');

/** Opens `url` in a fresh context; answers the mount record and the requests with their timing and initiator. */
async function load(browser, url) {
  const context = await browser.newContext();
  // A returning visitor's consent cookie: for every port of the server's host, the latency proxy's too.
  await acceptAll(context, server);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const initiators = new Map();
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      if (!initiators.has(request.url)) initiators.set(request.url, initiatorUrl(initiator));
    });
    await cdp.send('Network.enable');
    await page.addInitScript(recordWidgetMounts);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(
      () =>
        document.readyState === 'complete' &&
        (window.__widgetMount.inView.length === 0 || window.__widgetMount.at !== undefined),
      undefined,
      { timeout: MOUNT_TIMEOUT_MS },
    );
    const observed = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      return {
        mount: window.__widgetMount,
        domContentLoaded: navigation.domContentLoadedEventStart,
        documentEnd: navigation.responseEnd,
        resources: performance.getEntriesByType('resource').map((entry) => ({
          url: entry.name,
          start: entry.startTime,
          end: entry.responseEnd,
        })),
      };
    });
    return { ...observed, url, initiators };
  } finally {
    await context.close();
  }
}

/** Each request's parent and depth (document = 1); answers the chain of the last response before `until`. */
function chainBefore({ url, documentEnd, resources, initiators }, until) {
  const document = { url, start: 0, end: documentEnd, depth: 1, parent: undefined };
  const nodes = [document];
  for (const resource of [...resources].sort((a, b) => a.start - b.start)) {
    const arrived = nodes.filter((node) => node.end <= resource.start + EPSILON_MS);
    const initiator = nodes.find((node) => node.url === initiators.get(resource.url));
    const parent =
      initiator && arrived.includes(initiator)
        ? initiator
        : arrived.reduce((latest, node) => (node.end > latest.end ? node : latest), document);
    nodes.push({ ...resource, parent, depth: parent.depth + 1 });
  }
  const before = nodes.filter((node) => node.end <= until);
  let node = before.reduce(
    (latest, candidate) => (candidate.end > latest.end ? candidate : latest),
    document,
  );
  const chain = [];
  for (; node; node = node.parent) chain.unshift(shortName(node.url));
  return chain;
}

const server = await startDemoServer();
const browser = await launchChromium();
const results = [];
try {
  const pages = values.page ?? DEMO_PAGES;
  for (const latency of LATENCIES) {
    const proxy = latency > 0 ? await startLatencyProxy(server.origin, latency) : undefined;
    const origin = proxy?.origin ?? server.origin;
    try {
      for (const alias of pages) {
        const runs = [];
        for (let run = 0; run < RUNS; run++)
          runs.push(await load(browser, `${origin}${new URL(alias, server.home).pathname}`));
        const measured = runs
          .filter((run) => run.mount.at !== undefined)
          .map((run) => ({
            ms: run.mount.at - run.domContentLoaded,
            chain: chainBefore(run, run.mount.at),
            widget: run.mount.first,
          }))
          .sort((a, b) => a.ms - b.ms);
        const react = runs.some((run) =>
          run.resources.some((resource) => /\/cdn\/vendor\/react/.test(resource.url)),
        );
        const widgetCode = runs.some((run) =>
          run.resources.some((resource) => /\/cdn\/widget-/.test(resource.url)),
        );
        results.push({
          alias,
          latency,
          inView: runs[0].mount.inView,
          typical: measured[Math.floor(measured.length / 2)],
          ms: measured.length ? median(measured.map((entry) => entry.ms)) : undefined,
          unmounted: runs.length - measured.length,
          react,
          widgetCode,
        });
      }
    } finally {
      await proxy?.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}

console.log(
  `first widget in view, per demo page (Chromium 1280×720, fresh context each run, ${RUNS} runs, medians): round trips in series before it is mounted, and DOMContentLoaded → mounted`,
);
for (const alias of [...new Set(results.map((result) => result.alias))]) {
  const rows = results.filter((result) => result.alias === alias);
  const { inView } = rows[0];
  if (inView.length === 0) {
    const downloads = rows.some((row) => row.react || row.widgetCode);
    console.log(
      `  ${alias.padEnd(11)} no widget in view${downloads ? `; downloads ${rows.some((row) => row.react) ? 'React ' : ''}${rows.some((row) => row.widgetCode) ? 'widget code' : ''}` : ': no React, no widget code'}`,
    );
    continue;
  }
  const figures = rows
    .map((row) =>
      row.typical
        ? `${row.latency} ms: ${String(row.typical.chain.length).padStart(2)} round trips, ${row.ms.toFixed(0).padStart(4)} ms`
        : `${row.latency} ms: not mounted within ${MOUNT_TIMEOUT_MS / 1000} s`,
    )
    .join('   ');
  console.log(`  ${alias.padEnd(11)} ${(rows[0].typical?.widget ?? inView[0]).padEnd(20)} ${figures}`);
  // One line per distinct chain: most pages have the same one at every latency.
  const chains = new Map();
  for (const row of rows) {
    const chain = row.typical?.chain.join(' → ');
    if (chain) chains.set(chain, [...(chains.get(chain) ?? []), `${row.latency} ms`]);
  }
  for (const [chain, at] of chains) console.log(`  ${''.padEnd(11)} chain (${at.join(', ')}): ${chain}`);
  const missing = rows
    .filter((row) => row.unmounted)
    .map((row) => `${row.unmounted} of ${RUNS} runs at ${row.latency} ms`);
  if (missing.length)
    console.log(`  ${''.padEnd(11)} not mounted within ${MOUNT_TIMEOUT_MS / 1000} s: ${missing.join(', ')}`);
}
