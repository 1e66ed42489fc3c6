import { readFileSync } from 'node:fs';
import { MAX_UPLOAD_BYTES } from '@vitrine/widget-form/protocol';
import type { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The very lists the widget's own tests type into the form in a browser DOM: the server must judge each address
// as the browser does (they are test data of the widget package, not part of its published surface).
import {
  ACCEPTED_EMAIL_ADDRESSES,
  REFUSED_EMAIL_ADDRESSES,
} from '../../../../packages/widget-form/src/protocol/email-address-examples.test-support';
import type { SiteDatabase } from '../db/open-site-database';
import { openSiteDatabase } from '../db/open-site-database';
import { CONTACT_FORM } from '../site/forms/contact-form';
import { pagePath } from '../site/site';
import { hasControlCharacter } from './control-characters';
import type { AppOptions } from './create-app';
import { createApp } from './create-app';
import { checkSubmission } from './form-routes';
import { ownerApp, signIn } from './owner-session.test-support';
import type { RateLimits } from './rate-limits';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './rate-limits';

const databases: SiteDatabase[] = [];
afterEach(() => {
  for (const database of databases.splice(0)) database.close();
});

/** Limits no test here reaches unless it means to. */
const GENEROUS: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  forms: { capacity: 1000, perSeconds: 1 },
  uploads: { capacity: 1e9, perSeconds: 1 },
};

async function testApp({
  admin = false,
  limits = GENEROUS,
  ...options
}: { admin?: boolean; limits?: RateLimits } & Partial<AppOptions> = {}): Promise<{
  app: Hono;
  database: SiteDatabase;
}> {
  const database = openSiteDatabase(':memory:');
  databases.push(database);
  const settings = { rateLimiter: new RateLimiter(limits), ...options };
  const app = admin
    ? await ownerApp(database, settings)
    : createApp({
        publications: database.publications,
        pagePasswords: database.pagePasswords,
        services: database,
        ...settings,
      });
  return { app, database };
}

const ENDPOINT = '/_dm/s/rt/api/public/rt/site/harbor-and-rye/contactForm?hiddenCaptcha=false';

/** A complete, valid contact form post, as the rendered form sends it. */
function validForm(overrides: Record<string, string | string[] | null> = {}): FormData {
  const data = new FormData();
  data.set('form_id', 'contact');
  data.set('form_title', 'Write to the bakery');
  const values: Record<string, string | string[]> = {
    'dmform-0': 'Ada',
    'dmform-1': 'ada@example.com',
    'dmform-2': '',
    'dmform-3': 'Wholesale',
    'dmform-4': ['Bread', 'Cakes'],
    'dmform-5': 'Email',
    'dmform-6': 'Twenty baguettes on Fridays.',
  };
  for (const field of CONTACT_FORM.fields) {
    data.set(`label-${field.name}`, field.label);
    data.set(`type-${field.name}`, field.type);
    const value = field.name in overrides ? overrides[field.name] : values[field.name];
    for (const item of value === null || value === undefined ? [] : [value].flat())
      data.append(field.name, item);
  }
  return data;
}

/** What the server wrote to its log (console.warn) while `run` ran. */
async function warningsOf(run: () => Promise<unknown>): Promise<string[]> {
  const warnings: string[] = [];
  const warn = vi.spyOn(console, 'warn').mockImplementation((message: string) => {
    warnings.push(message);
  });
  try {
    await run();
  } finally {
    warn.mockRestore();
  }
  return warnings;
}

const post = (app: Hono, body: FormData | URLSearchParams, json = true) =>
  app.request(ENDPOINT, { method: 'POST', body, headers: json ? { accept: 'application/json' } : {} });

describe('contact form endpoints', () => {
  it('stores a valid submission with every field, newest first, and answers a script with 204', async () => {
    const { app, database } = await testApp();
    expect((await post(app, validForm())).status).toBe(204);
    expect((await post(app, new URLSearchParams(validForm({ 'dmform-0': 'Bo' }) as never))).status).toBe(204);
    const [newest, oldest] = database.formSubmissions.list();
    expect(newest?.fields.find((field) => field.name === 'dmform-0')?.values).toEqual(['Bo']);
    expect(oldest?.formTitle).toBe('Write to the bakery');
    expect(oldest?.fields.find((field) => field.name === 'dmform-4')).toEqual({
      name: 'dmform-4',
      label: 'Which bakes?',
      type: 'checkbox',
      values: ['Bread', 'Cakes'],
    });
  });

  it('keeps the uploaded file on disk beside its row', async () => {
    const { app, database } = await testApp();
    const data = validForm();
    data.set('dmform-7', new File(['rye, no seeds'], 'order.txt', { type: 'text/plain' }));
    expect((await post(app, data)).status).toBe(204);
    const [submission] = database.formSubmissions.list();
    const file = database.formSubmissions.file(submission?.files[0]?.id ?? -1);
    expect(file).toMatchObject({ originalName: 'order.txt', contentType: 'text/plain', size: 13 });
    expect(readFileSync(file?.path ?? '', 'utf8')).toBe('rye, no seeds');
  });

  it('judges every address of the widget’s lists as the browser does, and stores it as typed', async () => {
    const { app, database } = await testApp();
    for (const address of ACCEPTED_EMAIL_ADDRESSES)
      expect((await post(app, validForm({ 'dmform-1': address }))).status, address).toBe(204);
    const stored = database.formSubmissions
      .list()
      .map((submission) => submission.fields.find((field) => field.name === 'dmform-1')?.values[0]);
    expect(stored.reverse()).toEqual(ACCEPTED_EMAIL_ADDRESSES);

    for (const [address] of REFUSED_EMAIL_ADDRESSES) {
      const response = await post(app, validForm({ 'dmform-1': address }));
      // As in the browser: every answer is trimmed, and this form's email is required.
      if (address.trim() !== address && address.trim() !== '') {
        expect(response.status, address).toBe(204);
        continue;
      }
      expect(response.status, address).toBe(400);
      // A line break or other control character is refused before the field's type is judged.
      const reason = hasControlCharacter(address, '\t')
        ? ['dmform-1']
        : { 'dmform-1': address === '' ? 'required' : 'email' };
      expect(await response.json(), address).toMatchObject({ fields: reason });
    }
  });

  it('enforces the form as the owner built it, whatever the post says about types or required', async () => {
    const { app, database } = await testApp();
    const data = validForm({
      'dmform-0': '   ',
      'dmform-1': 'not-an-email',
      'dmform-3': 'Choose a topic',
      'dmform-5': null,
    });
    data.set('type-dmform-0', 'checkbox');
    const response = await post(app, data);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: { 'dmform-0': 'required', 'dmform-1': 'email', 'dmform-3': 'choose', 'dmform-5': 'choose' },
    });
    expect(database.formSubmissions.list()).toEqual([]);
  });

  it('refuses a wrong file type and a second file', async () => {
    const { app } = await testApp();
    const wrongType = validForm();
    wrongType.set('dmform-7', new File(['x'], 'font.woff2', { type: 'font/woff2' }));
    expect(await (await post(app, wrongType)).json()).toMatchObject({ fields: { 'dmform-7': 'file-type' } });
    const two = validForm();
    two.append('dmform-7', new File(['a'], 'a.txt', { type: 'text/plain' }));
    two.append('dmform-7', new File(['b'], 'b.txt', { type: 'text/plain' }));
    expect(await (await post(app, two)).json()).toMatchObject({ fields: { 'dmform-7': 'file-count' } });
  });

  it('answers a browser without JavaScript with redirects: the success page, or back to the form', async () => {
    const { app } = await testApp();
    const sent = await app.request('/_dm/s/rt/widgets/dmform.submit.jsp', {
      method: 'POST',
      body: validForm(),
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(pagePath('thank-you'));
    const invalid = await app.request('/_dm/s/rt/widgets/dmform.submit.jsp', {
      method: 'POST',
      body: validForm({ 'dmform-6': '' }),
    });
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get('location')).toBe(`${pagePath('contact')}?form=invalid#form-contact-invalid`);
  });

  it('refuses what is not a known contact form, and another site', async () => {
    const { app } = await testApp();
    const unknown = validForm();
    unknown.set('form_id', 'guestbook');
    expect((await post(app, unknown)).status).toBe(400);
    const garbage = await app.request(ENDPOINT, {
      method: 'POST',
      body: 'not a form',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
    });
    expect(garbage.status).toBe(400);
    const elsewhere = await app.request(
      '/_dm/s/rt/api/public/rt/site/someone-else/contactForm?hiddenCaptcha=false',
      {
        method: 'POST',
        body: validForm(),
      },
    );
    expect(elsewhere.status).toBe(404);
  });
});

describe('a file picked through the file picker service', () => {
  const MENU_URL = 'https://cdn.filestackcontent.com/AbCdEfGhIjKlMnOpQrSt';
  /** The contact form with a file from the service, as the widget posts it: urlencoded, by its address. */
  const withHostedFile = (file: Partial<Record<'url' | 'name' | 'size' | 'type', string>> = {}) => {
    const data = validForm({ 'dmform-7': file.url ?? MENU_URL });
    data.set('filename-dmform-7', file.name ?? 'Winter menu.pdf');
    data.set('filesize-dmform-7', file.size ?? '48213');
    data.set('filetype-dmform-7', file.type ?? 'application/pdf');
    return new URLSearchParams(data as never);
  };

  it('is stored by its address with its name, type and size, and shows in the inbox as a link', async () => {
    const { app, database } = await testApp({ admin: true });
    const { cookie } = await signIn(app);
    expect((await post(app, withHostedFile())).status).toBe(204);
    const [submission] = database.formSubmissions.list();
    expect(submission?.files).toEqual([]);
    expect(submission?.hostedFiles).toEqual([
      {
        id: expect.any(Number),
        fieldName: 'dmform-7',
        url: MENU_URL,
        originalName: 'Winter menu.pdf',
        contentType: 'application/pdf',
        size: 48213,
      },
    ]);
    const inbox = await (await app.request('/_demo/inbox', { headers: { cookie } })).text();
    expect(inbox).toContain(`<a href="${MENU_URL}" rel="noopener noreferrer">Winter menu.pdf</a>`);
    expect(inbox).toContain('(47 KB, linked from the file picker service)');
  });

  it('refuses an address that is not https on Filestack’s CDN, with a message saying so, and stores nothing', async () => {
    const { app, database } = await testApp();
    for (const url of [
      'http://cdn.filestackcontent.com/AbCd',
      'https://files.example/AbCd',
      'https://cdn.filestackcontent.com.files.example/AbCd',
      'javascript:alert(1)',
      '[object File]',
    ]) {
      const response = await post(app, withHostedFile({ url }));
      expect(response.status, url).toBe(400);
      const { error } = (await response.json()) as { error: string };
      expect(error, url).toMatch(
        /^A linked file cannot be accepted: dmform-7: the file's address (must be|is not a URL: expected) an https:\/\/ address on cdn\.filestackcontent\.com/,
      );
    }
    const noScript = await app.request('/_dm/s/rt/widgets/dmform.submit.jsp', {
      method: 'POST',
      body: withHostedFile({ url: 'https://files.example/AbCd' }),
    });
    expect(noScript.status).toBe(400);
    expect(await noScript.text()).toContain('must be an https:// address on cdn.filestackcontent.com');
    expect(database.formSubmissions.list()).toEqual([]);
  });

  it('refuses a file without its name or size', async () => {
    const { app } = await testApp();
    const nameless = await post(app, withHostedFile({ name: '' }));
    expect(await nameless.json()).toMatchObject({
      problems: ["dmform-7: the file's name must be 1 to 255 characters"],
    });
    const sizeless = await post(app, withHostedFile({ size: 'big' }));
    expect(await sizeless.json()).toMatchObject({
      problems: ["dmform-7: the file's size must be a whole number of bytes"],
    });
  });

  it('meets the same rules as an upload: size, type, one file per field', async () => {
    const { app, database } = await testApp();
    const tooBig = await post(app, withHostedFile({ size: String(MAX_UPLOAD_BYTES + 1) }));
    expect(await tooBig.json()).toMatchObject({ fields: { 'dmform-7': 'file-size' } });
    const font = await post(app, withHostedFile({ type: 'font/woff2' }));
    expect(await font.json()).toMatchObject({ fields: { 'dmform-7': 'file-type' } });
    const both = new FormData();
    for (const [name, value] of withHostedFile()) both.append(name, value);
    both.append('dmform-7', new File(['rye'], 'order.txt', { type: 'text/plain' }));
    expect(await (await post(app, both)).json()).toMatchObject({ fields: { 'dmform-7': 'file-count' } });
    expect(database.formSubmissions.list()).toEqual([]);
  });
});

describe('a form with captcha', () => {
  const cakeOrder = (token?: string) => {
    const data = new FormData();
    data.set('form_id', 'cake-order');
    data.set('form_title', 'Order a celebration cake');
    const values = ['Ada', 'ada@example.com', '12/20/2026', 'Rye and chocolate, three tiers.'];
    ['Name', 'Email', 'For which day?', 'The cake you have in mind'].forEach((label, index) => {
      data.set(`dmform-${index}`, values[index] as string);
      data.set(`label-dmform-${index}`, label);
      data.set(`type-dmform-${index}`, ['text', 'email', 'date', 'message'][index] as string);
    });
    if (token !== undefined) data.set('g-recaptcha-response', token);
    return data;
  };

  it('is stored only with a token the verifier accepts; otherwise 401 (or back to the form without a script)', async () => {
    const { app, database } = await testApp();
    expect((await post(app, cakeOrder())).status).toBe(401);
    expect((await post(app, cakeOrder('made-up'))).status).toBe(401);
    const noScript = await app.request('/_dm/s/rt/widgets/dmform.submit.jsp', {
      method: 'POST',
      body: cakeOrder(),
    });
    expect(noScript.headers.get('location')).toBe(`${pagePath('contact')}#form-cake-order-captcha`);
    expect(database.formSubmissions.list()).toEqual([]);

    const token = await (await app.request('/_demo/captcha/token', { method: 'POST' })).text();
    expect((await post(app, cakeOrder(token))).status).toBe(204);
    expect(database.formSubmissions.list().map((entry) => entry.formId)).toEqual(['cake-order']);
    // A token serves once.
    expect((await post(app, cakeOrder(token))).status).toBe(401);
  });

  it('can be sent on a plain start (no --admin): the stand-in captcha hands out tokens, limited as `captcha`', async () => {
    const { app, database } = await testApp({
      limits: { ...GENEROUS, captcha: { capacity: 2, perSeconds: 60 } },
    });
    const token = () => app.request('/_demo/captcha/token', { method: 'POST' });
    const first = await token();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect((await post(app, cakeOrder(await first.text()))).status).toBe(204);
    expect(database.formSubmissions.list().map((entry) => entry.formId)).toEqual(['cake-order']);
    expect((await token()).status).toBe(200);
    const refused = await token();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("hands out no stand-in tokens when the server checks the provider's", async () => {
    const { app } = await testApp({ captchaVerifier: { verify: async () => false } });
    expect((await app.request('/_demo/captcha/token', { method: 'POST' })).status).toBe(404);
  });
});

describe('checkSubmission', () => {
  it('accepts an optional field left out entirely', () => {
    const data = Object.fromEntries(
      [...validForm({ 'dmform-4': null }).entries()].map(([name, value]) => [name, value]),
    ) as Record<string, string>;
    expect(checkSubmission(CONTACT_FORM, data)).toEqual({});
  });

  it('reads a date in the field’s own order and a time on either clock, as the browser does', () => {
    const base = Object.fromEntries([...validForm({}).entries()]) as Record<string, string>;
    // The contact form's day field is DD/MM/YYYY and its time field a 24-hour clock.
    expect(
      checkSubmission(CONTACT_FORM, { ...base, 'dmform-9': '31/12/2026', 'dmform-10': '07:45' }),
    ).toEqual({});
    expect(
      checkSubmission(CONTACT_FORM, { ...base, 'dmform-9': '12/31/2026', 'dmform-10': '7:45 PM' }),
    ).toEqual({
      'dmform-9': 'date',
    });
    expect(
      checkSubmission(CONTACT_FORM, { ...base, 'dmform-9': '30/02/2027', 'dmform-10': '19:75' }),
    ).toEqual({
      'dmform-9': 'date',
      'dmform-10': 'time',
    });
  });
});

describe('a post is taken as the owner built the form', () => {
  it('keeps the form’s own title and labels, whatever the post says they are', async () => {
    const { app, database } = await testApp();
    const data = validForm();
    data.set('form_title', 'Payment request');
    data.set('label-dmform-0', 'URGENT: wire $500 to IBAN DE00 1234');
    data.set('label-dmform-6', 'Bank details');
    data.set('type-dmform-6', 'file');
    expect((await post(app, data)).status).toBe(204);
    const [stored] = database.formSubmissions.list();
    expect(stored?.formTitle).toBe('Write to the bakery');
    expect(stored?.fields.map(({ name, label, type }) => [name, label, type])).toEqual(
      CONTACT_FORM.fields.map(({ name, label, type }) => [name, label, type]),
    );
    expect(JSON.stringify(stored)).not.toContain('IBAN');
  });

  it('drops fields the form does not have, and says so in the log', async () => {
    const { app, database } = await testApp();
    const data = validForm();
    data.set('dmform-99', 'an invented question');
    data.set('label-dmform-99', 'Invented');
    data.set('integration_webhook', 'https://collector.example/hook');
    const warnings = await warningsOf(async () => expect((await post(app, data)).status).toBe(204));
    const [stored] = database.formSubmissions.list();
    expect(stored?.fields.map((field) => field.name)).not.toContain('dmform-99');
    expect(stored?.integrations).toEqual({});
    expect(warnings).toEqual([
      '[demo-site] form "contact": dropped 3 posted name(s) the form does not have: dmform-99, label-dmform-99, integration_webhook',
    ]);
  });

  it('writes a posted name with a line break as one escaped line: a visitor cannot forge log lines', async () => {
    const { app } = await testApp();
    // URL-encoded, the name arrives with its line break (multipart encoders escape it).
    const data = new URLSearchParams(validForm() as never);
    data.set('dmform-99\n[demo-site] owner signed in from 10.0.0.1', 'x');
    const warnings = await warningsOf(async () => expect((await post(app, data)).status).toBe(204));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).not.toMatch(/[\r\n]/);
    expect(warnings[0]).toContain('dmform-99\\n[demo-site] owner signed in from 10.0.0.1');
  });

  it('a form sent twice without JavaScript (a double click, a resubmit from history) is stored once', async () => {
    const { app, database } = await testApp();
    // The rendered form's own key, the same in both posts: the browser sends the page it has.
    const rendering = crypto.randomUUID();
    const send = (overrides: Record<string, string> = {}) => {
      const data = validForm(overrides);
      data.set('vitrine_form_key', rendering);
      return app.request('/_dm/s/rt/widgets/dmform.submit.jsp', { method: 'POST', body: data });
    };
    expect((await send()).status).toBe(303);
    expect((await send()).status).toBe(303);
    expect(database.formSubmissions.list()).toHaveLength(1);
    // Edited on the same page and sent again: another message.
    expect((await send({ 'dmform-6': 'And forty on Saturdays.' })).status).toBe(303);
    expect(database.formSubmissions.list()).toHaveLength(2);
    // Another rendering of the page, the same words: another message too (the visitor meant it).
    const again = validForm();
    again.set('vitrine_form_key', crypto.randomUUID());
    await app.request('/_dm/s/rt/widgets/dmform.submit.jsp', { method: 'POST', body: again });
    expect(database.formSubmissions.list()).toHaveLength(3);
  });

  it('refuses values outside a field’s options, and more values than a field takes', async () => {
    const { app, database } = await testApp();
    const cases: Array<Record<string, string | string[]>> = [
      { 'dmform-4': ['Bread', 'Wire transfer'] },
      { 'dmform-5': 'Carrier pigeon' },
      { 'dmform-5': ['Email', 'Phone'] },
      { 'dmform-3': 'Something the menu never had' },
      { 'dmform-0': ['Ada', 'Bo'] },
    ];
    for (const overrides of cases) {
      const response = await post(app, validForm(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      const [name] = Object.keys(overrides);
      expect(await response.json()).toMatchObject({ fields: { [name as string]: 'option' } });
    }
    expect(database.formSubmissions.list()).toEqual([]);
  });

  it('answers control characters with 400, line breaks allowed in a message only', async () => {
    const { app, database } = await testApp();
    const cases: Array<Record<string, string>> = [
      { 'dmform-0': 'Ada\r\nBcc: everyone@example.com' },
      { 'dmform-1': 'ada@example.com\n' },
      { 'dmform-6': 'Hello\u0000world' },
      { 'dmform-6': 'Bell \u0007' },
    ];
    for (const overrides of cases) {
      const response = await post(app, validForm(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'Some fields contain control characters' });
    }
    expect(database.formSubmissions.list()).toEqual([]);
    const message = 'Two lines:\r\nrye\tand spelt.';
    expect((await post(app, validForm({ 'dmform-6': message }))).status).toBe(204);
    expect(
      database.formSubmissions.list()[0]?.fields.find((field) => field.name === 'dmform-6')?.values,
    ).toEqual([message]);
  });
});

describe('caps on what one post carries', () => {
  it('refuses 100,000 fields with 413 as they stream in, storing nothing', async () => {
    const { app, database } = await testApp();
    const body = new URLSearchParams(validForm() as never);
    for (let index = 100; index < 100_100; index += 1) body.append(`dmform-${index}`, 'x');
    const response = await post(app, body);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The form has more than 200 fields' });
    expect(database.formSubmissions.list()).toEqual([]);
  });

  it('refuses a 10 MB message with 413, and takes one of 60,000 characters', async () => {
    const { app, database } = await testApp();
    const huge = await post(app, validForm({ 'dmform-6': 'x'.repeat(10 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: 'A field is longer than 64 KB' });
    expect(database.formSubmissions.list()).toEqual([]);
    const long = 'rye '.repeat(15_000);
    expect((await post(app, validForm({ 'dmform-6': long }))).status).toBe(204);
  });

  it('refuses more values for one name than any field takes', async () => {
    const { app } = await testApp();
    const response = await post(app, validForm({ 'dmform-4': Array.from({ length: 51 }, () => 'Bread') }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'A field has more than 50 values' });
  });
});

describe('exactly once', () => {
  const KEY = 'retry-key-0123456789abcdef';
  const postWithKey = (app: Hono, body: FormData | URLSearchParams, key = KEY) =>
    app.request(ENDPOINT, {
      method: 'POST',
      body,
      headers: { accept: 'application/json', 'idempotency-key': key },
    });

  it('answers a retry of a stored submission as the first, storing one row', async () => {
    const { app, database } = await testApp();
    expect((await postWithKey(app, validForm())).status).toBe(204);
    // The visitor never saw that answer (a proxy dropped it) and sends again: same key, same message.
    expect((await postWithKey(app, validForm())).status).toBe(204);
    expect(database.formSubmissions.list()).toHaveLength(1);
    // Another submission with its own key is another message.
    expect((await postWithKey(app, validForm(), 'another-key-0123456789')).status).toBe(204);
    expect(database.formSubmissions.list()).toHaveLength(2);
  });

  it('stores one row when the two attempts race', async () => {
    const { app, database } = await testApp();
    const answers = await Promise.all([postWithKey(app, validForm()), postWithKey(app, validForm())]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204]);
    expect(database.formSubmissions.list()).toHaveLength(1);
  });

  it('keeps one upload for a retried submission with a file', async () => {
    const { app, database } = await testApp();
    const withFile = () => {
      const data = validForm();
      data.set('dmform-7', new File(['rye, no seeds'], 'order.txt', { type: 'text/plain' }));
      return data;
    };
    expect((await postWithKey(app, withFile())).status).toBe(204);
    expect((await postWithKey(app, withFile())).status).toBe(204);
    const [stored] = database.formSubmissions.list();
    expect(stored?.files).toHaveLength(1);
    expect(database.formSubmissions.storedUploadBytes()).toBe(13);
    // The retry's copy of the file is not left on disk either.
    expect(await database.formSubmissions.sweepOrphanUploads(-1)).toBe(0);
  });

  it('answers a retry of a captcha form as the first, though its token has been used', async () => {
    const { app, database } = await testApp();
    const token = await (await app.request('/_demo/captcha/token', { method: 'POST' })).text();
    const cake = () => {
      const data = new FormData();
      data.set('form_id', 'cake-order');
      data.set('dmform-0', 'Ada');
      data.set('dmform-1', 'ada@example.com');
      data.set('dmform-2', '12/20/2026');
      data.set('dmform-3', 'Three tiers.');
      data.set('g-recaptcha-response', token);
      return data;
    };
    expect((await postWithKey(app, cake())).status).toBe(204);
    expect((await postWithKey(app, cake())).status).toBe(204);
    expect(database.formSubmissions.list()).toHaveLength(1);
  });

  it('refuses a key reused for a different message (422), and a malformed key (400)', async () => {
    const { app, database } = await testApp();
    expect((await postWithKey(app, validForm())).status).toBe(204);
    expect((await postWithKey(app, validForm({ 'dmform-6': 'Something else entirely.' }))).status).toBe(422);
    expect((await postWithKey(app, validForm(), 'short')).status).toBe(400);
    expect((await postWithKey(app, validForm(), 'has spaces in it, sixteen+')).status).toBe(400);
    expect(database.formSubmissions.list()).toHaveLength(1);
  });
});

describe('rate limits and the uploads quota', () => {
  it('answers 429 with Retry-After once a client has sent its share of messages', async () => {
    let now = 0;
    const { app, database } = await testApp({
      rateLimiter: new RateLimiter(
        { ...GENEROUS, forms: { capacity: 2, perSeconds: 60 } },
        { now: () => now },
      ),
    });
    expect((await post(app, validForm())).status).toBe(204);
    expect((await post(app, validForm())).status).toBe(204);
    const refused = await post(app, validForm());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({
      error: 'Too many messages from your connection. Please try again in 30 seconds.',
      retryAfterSeconds: 30,
    });
    const noScript = await app.request('/_dm/s/rt/widgets/dmform.submit.jsp', {
      method: 'POST',
      body: validForm(),
      headers: { accept: 'text/html' },
    });
    expect(noScript.status).toBe(429);
    expect(await noScript.text()).toBe(
      'Too many messages from your connection. Please try again in 30 seconds.',
    );
    expect(database.formSubmissions.list()).toHaveLength(2);
    now += 30_000;
    expect((await post(app, validForm())).status).toBe(204);
  });

  it('refuses an upload past the quota with 507 and keeps no bytes of it', async () => {
    const { app, database } = await testApp({ uploadsQuotaBytes: 20 });
    const withFile = (text: string) => {
      const data = validForm();
      data.set('dmform-7', new File([text], 'order.txt', { type: 'text/plain' }));
      return data;
    };
    expect((await post(app, withFile('rye, no seeds'))).status).toBe(204);
    const refused = await post(app, withFile('twelve bytes'));
    expect(refused.status).toBe(507);
    expect(database.formSubmissions.list()).toHaveLength(1);
    expect(await database.formSubmissions.sweepOrphanUploads(-1)).toBe(0);
    // Without the file, the message still goes.
    expect((await post(app, validForm())).status).toBe(204);
  });

  it('limits the bytes one client uploads', async () => {
    const { app } = await testApp({
      rateLimiter: new RateLimiter({ ...GENEROUS, uploads: { capacity: 20, perSeconds: 3600 } }),
    });
    const withFile = () => {
      const data = validForm();
      data.set('dmform-7', new File(['rye, no seeds'], 'order.txt', { type: 'text/plain' }));
      return data;
    };
    expect((await post(app, withFile())).status).toBe(204);
    const refused = await post(app, withFile());
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: expect.stringMatching(/^Too many uploads/) });
  });
});
