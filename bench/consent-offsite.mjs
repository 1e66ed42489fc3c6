// What each demo page sends off the site's origin, by the visitor's consent: requests, and the bytes the browser
// sends with them (URL, headers, body: the visitor's data that leaves the site, whatever the answer). Each page is
// opened fresh as a document at 1280 px and read to the end (scrolled down a screen at a time, then the network
// left quiet), in three situations: `opt-in` mode with no answer yet (the demo's, as an EU site's:
// docs/consent.md), `notice` mode with no answer (`--consent-mode notice`: the notice informs, everything loads),
// and after Accept all. No
// machine here reaches the internet: off-site requests are answered at the boundary with an empty body, so what
// the providers would send back is not counted (their later requests, made by the code they send, neither).
//
//   node consent-offsite.mjs
import { acceptAll, launchChromium, startDemoServer } from './browser.mjs';
import { DEMO_PAGES } from './demo-pages.mjs';
import { kb } from './format.mjs';

const PAGES = [...DEMO_PAGES, 'post?post_id=9'];
const SITUATIONS = [
  { name: 'opt-in, no answer', mode: 'opt-in', acceptedAll: false },
  { name: 'notice, no answer', mode: 'notice', acceptedAll: false },
  { name: 'Accept all', mode: 'opt-in', acceptedAll: true },
];

/** Waits until no request has been in flight for `quietMs` (a bench may wait on the clock; tests may not). */
async function networkQuiet(page, inFlight, quietMs = 500) {
  for (let quietSince = Date.now(); Date.now() - quietSince < quietMs; ) {
    await page.waitForTimeout(50);
    if (inFlight.size > 0) quietSince = Date.now();
  }
}

async function offSiteOf(browser, server, alias, acceptedAll) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (acceptedAll) await acceptAll(context, server);
  const page = await context.newPage();
  const sent = [];
  await page.route(
    (url) => url.protocol.startsWith('http') && url.origin !== server.origin,
    async (route) => {
      sent.push(route.request());
      await route.fulfill({ status: 200, body: '' });
    },
  );
  const inFlight = new Set();
  page.on('request', (request) => inFlight.add(request));
  for (const event of ['requestfinished', 'requestfailed'])
    page.on(event, (request) => inFlight.delete(request));
  await page.goto(`${server.origin}/site/harbor-and-rye/${alias}`);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 640) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await networkQuiet(page, inFlight);
  let bytes = 0;
  for (const request of sent) {
    const { requestHeadersSize, requestBodySize } = await request.sizes();
    bytes += request.url().length + requestHeadersSize + requestBodySize;
  }
  const origins = new Set(sent.map((request) => new URL(request.url()).hostname));
  await context.close();
  return { requests: sent.length, bytes, origins };
}

// The demo asks in `opt-in`; the same site in `notice` mode is a server of its own.
const servers = {
  'opt-in': await startDemoServer(),
  notice: await startDemoServer(['--consent-mode', 'notice']),
};
const browser = await launchChromium();
try {
  console.log(
    'off-site requests each demo page makes, and the bytes the browser sends with them, by consent (read to the end, 1280 px)',
  );
  console.log(
    `  ${'page'.padEnd(16)}${SITUATIONS.map(({ name }) => name.padStart(24)).join('')}  hosts after Accept all`,
  );
  const totals = SITUATIONS.map(() => ({ requests: 0, bytes: 0 }));
  for (const alias of PAGES) {
    const figures = [];
    for (const { mode, acceptedAll } of SITUATIONS)
      figures.push(await offSiteOf(browser, servers[mode], alias, acceptedAll));
    figures.forEach((figure, index) => {
      totals[index].requests += figure.requests;
      totals[index].bytes += figure.bytes;
    });
    const cells = figures.map(({ requests, bytes }) => `${requests} req, ${kb(bytes)}`.padStart(24)).join('');
    console.log(`  ${alias.padEnd(16)}${cells}  ${[...figures.at(-1).origins].join(' ') || '-'}`);
  }
  console.log(
    `  ${'all pages'.padEnd(16)}${totals.map(({ requests, bytes }) => `${requests} req, ${kb(bytes)}`.padStart(24)).join('')}`,
  );
} finally {
  await browser.close();
  for (const server of Object.values(servers)) await server.close();
}
