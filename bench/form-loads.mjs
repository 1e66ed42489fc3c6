// What a contact form downloads in Chromium, page by page: the widget's chunks, the captcha provider's script and
// Filestack's picker library. Each is meant to arrive only for a form that uses it (widgets spec §7): this
// prints what actually did, with each widget-form file's gzipped size from the build.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { acceptAll, launchChromium, startDemoServer } from './browser.mjs';
import { kb } from './format.mjs';

const require = createRequire(import.meta.url);
const formCdn = join(dirname(require.resolve('@vitrine/widget-form/package.json')), 'dist/cdn');
const FILESTACK = 'static.filestackapi.com';
const CAPTCHA = '/assets/captcha/';

const server = await startDemoServer();
const browser = await launchChromium();
try {
  /** Opens a page, brings each form into view (widgets start when seen), runs `then`, and lists what came. */
  async function visit(alias, then = async () => {}) {
    const page = await browser.newPage();
    await acceptAll(page.context(), server);
    const seen = [];
    page.on('request', (request) => seen.push(request.url()));
    // Filestack is a third party these machines cannot reach: its script is refused at the network boundary.
    await page.route(`https://${FILESTACK}/**`, (route) => route.abort());
    // The site's pages sit beside its home page.
    await page.goto(new URL(alias, server.home).href);
    for (const form of await page.locator('[data-vitrine-widget="contact-form"] form').all()) {
      await form.scrollIntoViewIfNeeded();
      await page.waitForFunction((element) => element.noValidate, await form.elementHandle());
    }
    await then(page);
    await page.waitForTimeout(300);
    await page.close();
    const formFiles = seen
      .filter((url) => url.includes('/cdn/widget-form/'))
      .map((url) => new URL(url).pathname.replace(/^\/cdn\/widget-form\//, ''));
    const size = formFiles.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(formCdn, file)), { level: 9 }).length,
      0,
    );
    // Shared chunks (`chunk-…`) count in the size; the named ones say what arrived.
    const names = formFiles
      .map((file) => file.replace(/^chunks\//, '').replace(/-[A-Z0-9]+\.js$|\.js$/, ''))
      .filter((name) => name !== 'chunk');
    return {
      size,
      names,
      captcha: seen.some((url) => url.includes(CAPTCHA)),
      filestack: seen.some((url) => url.includes(FILESTACK)),
    };
  }

  const row = (label, { size, names, captcha, filestack }) =>
    console.log(
      `  ${label.padEnd(50)} ${kb(size).padStart(8)}  ${names.join(', ')}\n${' '.repeat(54)}captcha script: ${captcha ? 'yes' : 'no'}   Filestack: ${filestack ? 'yes' : 'no'}`,
    );
  console.log(
    'contact form downloads by page (Chromium, demo server; widget-form files gzip -9, React aside)',
  );
  row('Journal: newsletter (email, opt-in)', await visit('blog'));
  row('Contact: two forms (date, time, file, captcha)', await visit('contact'));
  row(
    'Contact, after "Dropbox, Google Drive or Gmail…"',
    await visit('contact', (page) =>
      page.getByRole('button', { name: 'Dropbox, Google Drive or Gmail…' }).click(),
    ),
  );
} finally {
  await browser.close();
  await server.close();
}
