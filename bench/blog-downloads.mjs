// What the journal's pages really download of the blog feature's own code (widget-blog's CDN files, gzip -9 as
// widget-sizes.mjs counts them; React, zod/mini and widget-api aside), against issue 15's 6 KB: each page opened
// fresh in Chromium on a desktop and a phone screen, once loaded (its preload hints, the widgets in view) and
// again once read to the end (scrolled down in steps, each widget started as it came into view). Also how many
// files that is: each file is gzipped on its own, so small shared chunks cost more than their code.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { acceptAll, launchChromium, startDemoServer } from './browser.mjs';
import { kb } from './format.mjs';

const require = createRequire(import.meta.url);
const blogCdn = join(dirname(require.resolve('@vitrine/widget-blog/package.json')), 'dist/cdn');
const BLOG_PREFIX = '/cdn/widget-blog/';
const BUDGET = 6 * 1024;
const PAGES = [
  ['journal', 'blog'],
  ['a post', 'post?post_id=9'],
  ['the rye harvest post', 'rye-harvest?post_id=16'],
  ['search', 'search?searchTerm=rye'],
];
const SCREENS = [
  { name: 'desktop 1280', viewport: { width: 1280, height: 800 } },
  {
    name: 'phone 390',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  },
];

const gzipOf = (path) => gzipSync(readFileSync(join(blogCdn, path)), { level: 9 }).length;
const total = (files) => [...files].reduce((sum, file) => sum + gzipOf(file), 0);

/** Waits until no request has been in flight for `quietMs`. */
async function networkQuiet(page, inFlight, quietMs = 400) {
  for (let quietSince = Date.now(); Date.now() - quietSince < quietMs; ) {
    await page.waitForTimeout(50);
    if (inFlight.size > 0) quietSince = Date.now();
  }
}

const server = await startDemoServer();
const browser = await launchChromium();
try {
  console.log(
    `widget-blog code a journal page downloads, gzip -9 (budget ${kb(BUDGET)}, ${BUDGET.toLocaleString('en')} B)`,
  );
  for (const screen of SCREENS) {
    console.log(`  ${screen.name}`);
    for (const [label, path] of PAGES) {
      const { name: _name, ...options } = screen;
      const context = await browser.newContext(options);
      await acceptAll(context, server);
      const page = await context.newPage();
      const files = new Set();
      const inFlight = new Set();
      page.on('request', (request) => inFlight.add(request));
      page.on('requestfinished', (request) => {
        inFlight.delete(request);
        const { pathname } = new URL(request.url());
        if (pathname.startsWith(BLOG_PREFIX)) files.add(pathname.slice(BLOG_PREFIX.length));
      });
      page.on('requestfailed', (request) => inFlight.delete(request));
      await page.goto(new URL(`/site/harbor-and-rye/${path}`, server.origin).href);
      await networkQuiet(page, inFlight);
      const onLoad = new Set(files);
      for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 400) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await page.waitForTimeout(60);
      }
      await networkQuiet(page, inFlight);
      // Bytes too: a page near the budget reads "6.0 KB" on either side of it.
      const figure = (set) => {
        const size = total(set);
        const bytes = `${size.toLocaleString('en')} B`;
        return `${kb(size).padStart(7)} (${bytes.padStart(7)}, ${String(set.size).padStart(2)} files)${size > BUDGET ? '  OVER' : ''}`;
      };
      console.log(`    ${label.padEnd(22)} on load ${figure(onLoad)}   read to the end ${figure(files)}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
