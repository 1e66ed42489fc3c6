import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, inboxHtml, test } from './fixtures';
import { pagePath, requestsTo } from './support';

/**
 * Filestack's picker library at the URL its documentation gives, as the widget requests it. No machine here
 * reaches Filestack: each test answers this URL itself, at the network boundary.
 */
const FILESTACK_SCRIPT = 'https://static.filestackapi.com/filestack-js/4.x.x/filestack.min.js';
const FORM_POST = '**/_dm/s/rt/api/public/rt/site/harbor-and-rye/contactForm?*';
const MAX_UPLOAD_BYTES = 10_485_760;
const UNREACHABLE = 'The other sources could not be reached. You can still attach a file from your computer.';

/** What the stand-in picker hands back: Filestack's `filesUploaded` entry. */
interface PickedThere {
  filename: string;
  mimetype: string;
  size: number;
  url: string;
  handle: string;
  source: string;
}

const WINTER_MENU: PickedThere = {
  filename: 'Winter menu.pdf',
  mimetype: 'application/pdf',
  size: 48_213,
  url: 'https://cdn.filestackcontent.com/Hq3rWinterMenu0Pdf9x',
  handle: 'Hq3rWinterMenu0Pdf9x',
  source: 'dropbox',
};

/**
 * A small `filestack` global with the API the widget uses (`init(apiKey).picker(options).open()`), served as the
 * library's script. Its picker is a dialog with one file to pick and a Cancel button; it records what the form
 * asked for in `window.__filestack`, and answers the way Filestack's picker does: `onUploadDone` with
 * `filesUploaded`, then `onClose`.
 */
function standInScript(file: PickedThere): string {
  return `(() => {
  const file = ${JSON.stringify(file)};
  const record = (window.__filestack = { inits: [], pickers: [] });
  window.filestack = {
    init(apiKey) {
      record.inits.push(apiKey);
      return {
        picker(options) {
          const { onUploadDone, onClose, ...rules } = options;
          record.pickers.push(rules);
          let dialog;
          const close = () => {
            if (!dialog) return;
            dialog.remove();
            dialog = undefined;
            onClose();
          };
          return {
            async open() {
              dialog = document.createElement('div');
              dialog.setAttribute('role', 'dialog');
              dialog.setAttribute('aria-modal', 'true');
              dialog.setAttribute('aria-label', 'Filestack picker');
              dialog.style.cssText = 'position:fixed;inset:20% 25%;padding:1rem;background:#fff;border:2px solid #333;z-index:10';
              const pick = document.createElement('button');
              pick.textContent = 'Pick ' + file.filename + ' from ' + file.source;
              pick.addEventListener('click', () => {
                onUploadDone({ filesUploaded: [file], filesFailed: [] });
                close();
              });
              const cancel = document.createElement('button');
              cancel.textContent = 'Cancel';
              cancel.addEventListener('click', close);
              dialog.append(pick, cancel);
              document.body.append(dialog);
              pick.focus();
            },
            async close() {
              close();
            },
          };
        },
      };
    },
  };
})();`;
}

/** Answers the library's URL with the stand-in, with the CORS header Filestack's CDN sends. */
async function answerFilestack(page: Page, file: PickedThere = WINTER_MENU): Promise<void> {
  await page.route(FILESTACK_SCRIPT, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      headers: { 'access-control-allow-origin': '*' },
      body: standInScript(file),
    }),
  );
}

const form = (page: Page) => page.getByRole('form', { name: 'Write to the bakery' });
const otherSources = (page: Page) =>
  form(page).getByRole('button', { name: 'Dropbox, Google Drive or Gmail…' });
const attach = (page: Page) => form(page).getByLabel(/Attach a file/);

/** Every request for Filestack's library from now on. */
const filestackRequests = (page: Page) => requestsTo(page, 'https://static.filestackapi.com/');

async function openForm(page: Page): Promise<void> {
  await page.goto(pagePath('contact'));
  // The widget has the form once it turned the browser's validation off, and the button is its file field's.
  await expect(form(page)).toHaveAttribute('novalidate', '');
  await expect(otherSources(page)).toBeVisible();
}

async function fillValid(page: Page, name: string): Promise<void> {
  const f = form(page);
  await f.getByLabel('Your name').fill(name);
  await f.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await f.getByLabel('What is it about?').selectOption('Wholesale');
  await f.getByRole('radio', { name: 'Email' }).check();
  await f.getByLabel('Message').fill('Our winter menu is attached: could you bake for it?');
}

/** The file field's entries the widget would post now (it leaves out an empty file input's part). */
const postedFileFields = (page: Page) =>
  form(page).evaluate((element) =>
    [...new FormData(element as HTMLFormElement)]
      .filter(([name]) => /dmform-7$/.test(name) && !/^(label|type)-/.test(name))
      .filter(([, value]) => typeof value === 'string' || value.name !== '')
      .map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]),
  );

async function inbox(page: Page): Promise<string> {
  return inboxHtml(page.request, new URL(page.url()).origin);
}

test.describe('a file field’s other sources', () => {
  test('the picker loads on the first click only; its file is sent by its address and lands in the inbox as a link', async ({
    page,
  }) => {
    const requests = filestackRequests(page);
    await answerFilestack(page);
    await openForm(page);
    await fillValid(page, 'Picker Baker');
    expect(requests).toEqual([]);

    // By keyboard, as anyone may.
    await otherSources(page).focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Filestack picker' });
    await expect(picker).toBeVisible();
    expect(requests).toEqual([FILESTACK_SCRIPT]);
    expect(await page.evaluate(() => (window as Window & { __filestack?: unknown }).__filestack)).toEqual({
      inits: ['HarborAndRyeDemoKey'],
      pickers: [
        {
          fromSources: ['dropbox', 'googledrive', 'gmail', 'local_file_system'],
          maxFiles: 1,
          maxSize: MAX_UPLOAD_BYTES,
          accept: ['image/*', 'text/*', 'application/*', 'audio/*', 'video/*'],
          lang: 'en',
        },
      ],
    });

    await picker.getByRole('button', { name: 'Pick Winter menu.pdf from dropbox' }).click();
    await expect(picker).toBeHidden();
    await expect(otherSources(page)).toBeFocused();
    await expect(form(page).getByRole('status').filter({ hasText: 'Attached:' })).toHaveText(
      'Attached: Winter menu.pdf (47 KB)',
    );
    await expect(form(page).getByRole('button', { name: 'Remove Winter menu.pdf' })).toBeVisible();
    expect(await postedFileFields(page)).toEqual([
      ['dmform-7', WINTER_MENU.url],
      ['filename-dmform-7', 'Winter menu.pdf'],
      ['filesize-dmform-7', '48213'],
      ['filetype-dmform-7', 'application/pdf'],
    ]);
    const results = await new AxeBuilder({ page }).include('.contact-form').analyze();
    expect(results.violations).toEqual([]);

    // The first post fails: the picked file stays, and the retry sends the same address.
    const posts: Array<{ type: string; body: string }> = [];
    let failOnce = true;
    await page.route(FORM_POST, async (route) => {
      const request = route.request();
      posts.push({ type: request.headers()['content-type'] ?? '', body: request.postData() ?? '' });
      if (failOnce) {
        failOnce = false;
        await route.fulfill({ status: 500, body: 'oven fire' });
      } else await route.continue();
    });
    await form(page).getByRole('button', { name: 'Send message' }).click();
    await expect(form(page).locator('[data-vitrine-form-error]')).toBeVisible();
    await expect(form(page).getByText('Attached: Winter menu.pdf (47 KB)')).toBeVisible();
    await form(page).getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(pagePath('thank-you'));

    expect(posts).toHaveLength(2);
    expect(posts[1]).toEqual(posts[0]);
    expect(posts[0]?.type).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    const body = new URLSearchParams(posts[0]?.body);
    expect(body.getAll('dmform-7')).toEqual([WINTER_MENU.url]);
    expect(body.get('filename-dmform-7')).toBe('Winter menu.pdf');

    const html = await inbox(page);
    expect(html).toContain('Picker Baker');
    expect(html).toContain(`<a href="${WINTER_MENU.url}" rel="noopener noreferrer">Winter menu.pdf</a>`);
  });

  test('a picker that cannot be reached says so, and a file from the computer still goes', async ({
    page,
  }) => {
    const requests = filestackRequests(page);
    await page.route(FILESTACK_SCRIPT, (route) => route.abort('internetdisconnected'));
    await openForm(page);
    await fillValid(page, 'Offline Picker');
    await otherSources(page).click();

    const message = form(page).getByRole('alert').filter({ hasText: UNREACHABLE });
    await expect(message).toBeVisible();
    await expect(otherSources(page)).toHaveAccessibleDescription(UNREACHABLE);
    expect(requests).toHaveLength(1);

    await attach(page).setInputFiles({
      name: 'wholesale-order.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('30 baguettes, Fridays'),
    });
    // Choosing from the computer puts the word about the other sources away.
    await expect(message).toBeHidden();
    await form(page).getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(pagePath('thank-you'));
    const html = await inbox(page);
    expect(html).toContain('Offline Picker');
    expect(html).toMatch(/href="\/_demo\/inbox\/files\/\d+"[^>]*>wholesale-order\.txt/);
  });

  test('a file from the service over 10 MB is refused inline, and nothing is attached', async ({ page }) => {
    await answerFilestack(page, {
      filename: 'Wedding film.mp4',
      mimetype: 'video/mp4',
      size: MAX_UPLOAD_BYTES + 1,
      url: 'https://cdn.filestackcontent.com/Kf8WeddingFilmMp4zz1',
      handle: 'Kf8WeddingFilmMp4zz1',
      source: 'googledrive',
    });
    await openForm(page);
    await otherSources(page).click();
    await page.getByRole('button', { name: 'Pick Wedding film.mp4 from googledrive' }).click();

    await expect(form(page).getByRole('alert').filter({ hasText: 'larger than 10 MB' })).toHaveText(
      'This file is larger than 10 MB. Please choose a smaller one.',
    );
    await expect(otherSources(page)).toHaveAccessibleDescription(
      'This file is larger than 10 MB. Please choose a smaller one.',
    );
    await expect(form(page).getByText(/Attached:/)).toHaveCount(0);
    expect(await postedFileFields(page)).toEqual([]);
  });

  test('one file: the computer’s replaces the service’s and the reverse; Remove lets it go', async ({
    page,
  }) => {
    const requests = filestackRequests(page);
    await answerFilestack(page);
    await openForm(page);
    await otherSources(page).click();
    await page.getByRole('button', { name: 'Pick Winter menu.pdf from dropbox' }).click();
    await expect(form(page).getByText('Attached: Winter menu.pdf (47 KB)')).toBeVisible();

    await attach(page).setInputFiles({
      name: 'sketch.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('rye'),
    });
    await expect(form(page).getByText(/Attached:/)).toHaveCount(0);
    expect(await postedFileFields(page)).toEqual([['dmform-7', 'file:sketch.txt']]);

    await otherSources(page).click();
    await page.getByRole('button', { name: 'Pick Winter menu.pdf from dropbox' }).click();
    await expect(form(page).getByText('Attached: Winter menu.pdf (47 KB)')).toBeVisible();
    expect(await attach(page).evaluate((input) => (input as HTMLInputElement).files?.length)).toBe(0);
    // The library came once, for both clicks.
    expect(requests).toHaveLength(1);
    expect((await postedFileFields(page)).filter(([name]) => name === 'dmform-7')).toEqual([
      ['dmform-7', WINTER_MENU.url],
    ]);

    await form(page).getByRole('button', { name: 'Remove Winter menu.pdf' }).click();
    await expect(otherSources(page)).toBeFocused();
    await expect(form(page).getByText(/Attached:/)).toHaveCount(0);
    expect(await postedFileFields(page)).toEqual([]);
  });
});
