// Where the time of an in-page navigation goes, library by library: the same generated site as
// `side-by-side.mjs` (Turbo 8, swup 4, runtime-core's CDN build, no server latency), Chromium's sampling CPU
// profiler running from the action until the frame that shows the new page. Each sample is counted as the
// library's own script, the DOM work and layout its script asked for (native calls such as `replaceChildren`,
// `cloneNode` or a `scrollTo` that lays the page out at once), the browser's own work outside script (parsing,
// style, layout and paint of the frame), garbage collection, or idle (waiting for the task or the frame).
// Means over the runs, in ms. Read the split as where the time goes, not as what to cut: a layout that script
// forces (Vitrine's scroll to the top) is not work added, the frame then has that much less to do. Skipping that
// scroll moved its layout into the frame and made Back slower (22.5 ms median against 18.5).
//
//   node navigation-profile.mjs [--runs 8]
import { parseArgs } from 'node:util';
import { launchChromium } from './browser.mjs';
import { installActionTimer } from './in-page.mjs';
import { LIBRARIES, pageAlias, pagePath, startPeerSite } from './peer-site.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '8' } } });
const RUNS = Number(values.runs);
const SAMPLING_INTERVAL_US = 50;
const CATEGORIES = [
  'library script',
  'DOM and layout from script',
  'browser (parse, style, layout, paint)',
  'GC',
  'idle',
];
const NATIVE = 'DOM and layout from script';
const ACTIONS = ['first click', 'Back to the landing page'];

const READY = {
  turbo: () => window.Turbo?.session?.started === true,
  swup: () => window.swup !== undefined,
  vitrine: () => window.vitrine !== undefined,
  'vitrine-html': () => window.vitrine !== undefined,
};

function categoryOf({ functionName, url }) {
  if (functionName === '(program)') return 'browser (parse, style, layout, paint)';
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(garbage collector)') return 'GC';
  // The bench's own timer runs as evaluated script with no URL; its share is a few hundredths of a ms.
  return url ? 'library script' : NATIVE;
}

/** Runs `action` under the CPU profiler; resolves with ms per category and the action's own timing. */
async function profiled(cdp, page, action, alias) {
  await cdp.send('Profiler.start');
  const timing = await page.evaluate(([what, target]) => window.__benchAct(what, target), [action, alias]);
  const { profile } = await cdp.send('Profiler.stop');
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const spent = Object.fromEntries(CATEGORIES.map((category) => [category, 0]));
  const calls = new Map();
  profile.samples.forEach((id, index) => {
    // timeDeltas[i] is the time before sample i; the time after it is the next delta.
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const { callFrame } = nodes.get(id);
    const category = categoryOf(callFrame);
    spent[category] += ms;
    if (category === NATIVE) calls.set(callFrame.functionName, (calls.get(callFrame.functionName) ?? 0) + ms);
  });
  return { spent, calls, total: timing.ms };
}

async function run(browser, library, origin, land) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(origin + pagePath(land), { waitUntil: 'networkidle' });
    await page.waitForFunction(READY[library]);
    await page.evaluate(installActionTimer);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    const first = await profiled(cdp, page, 'click', pageAlias(land + 1));
    const back = await profiled(cdp, page, 'back', pageAlias(land));
    return [first, back];
  } finally {
    await context.close();
  }
}

// The libraries' own work after a click; a prefetch strategy's variant is side-by-side's.
const names = Object.keys(LIBRARIES).filter((name) => !LIBRARIES[name].prefetch);
const sums = Object.fromEntries(
  names.map((name) => [
    name,
    ACTIONS.map(() => ({
      runs: 0,
      total: 0,
      spent: Object.fromEntries(CATEGORIES.map((c) => [c, 0])),
      calls: new Map(),
    })),
  ]),
);
const sites = Object.fromEntries(
  await Promise.all(names.map(async (name) => [name, await startPeerSite(name, { latency: 0 })])),
);
const browser = await launchChromium();
try {
  for (let index = 0; index < RUNS; index++) {
    for (let turn = 0; turn < names.length; turn++) {
      const name = names[(index + turn) % names.length];
      const results = await run(browser, name, sites[name].origin, index);
      results.forEach(({ spent, calls, total }, action) => {
        const sum = sums[name][action];
        for (const [call, ms] of calls) sum.calls.set(call, (sum.calls.get(call) ?? 0) + ms);
        sum.runs++;
        sum.total += total;
        for (const category of CATEGORIES) sum.spent[category] += spent[category];
      });
    }
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(sites).map((site) => site.close()));
}

console.log(
  `where the time goes: ${RUNS} runs per library, 0 ms server latency, CPU profile from the action to the frame that shows the new page (sampled every ${SAMPLING_INTERVAL_US} µs; the profiler itself slows script a little), means in ms`,
);
ACTIONS.forEach((action, index) => {
  console.log(`  ${action}`);
  console.log(`    ${''.padEnd(40)}${names.map((name) => LIBRARIES[name].label.padStart(10)).join('')}`);
  for (const category of CATEGORIES) {
    const cells = names.map((name) =>
      (sums[name][index].spent[category] / sums[name][index].runs).toFixed(1).padStart(10),
    );
    console.log(`    ${category.padEnd(40)}${cells.join('')}`);
  }
  const totals = names.map((name) =>
    (sums[name][index].total / sums[name][index].runs).toFixed(1).padStart(10),
  );
  console.log(`    ${'action to frame shown'.padEnd(40)}${totals.join('')}`);
  for (const name of names) {
    const { calls, runs } = sums[name][index];
    const top = [...calls]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([call, ms]) => `${call || '(anonymous)'} ${(ms / runs).toFixed(1)}`);
    console.log(`    ${LIBRARIES[name].label}'s largest DOM calls: ${top.join(', ')}`);
  }
});
