import { existsSync } from 'node:fs';
import type { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteDatabase } from '../db/open-site-database';
import { openSiteDatabase } from '../db/open-site-database';
import { INBOX_EXCERPT_LIMITS, INBOX_PAGE_SIZE } from './inbox';
import { ownerApp, signIn, TEST_ORIGIN } from './owner-session.test-support';

const databases: SiteDatabase[] = [];
afterEach(() => {
  for (const database of databases.splice(0)) database.close();
});

async function signedIn(): Promise<{ app: Hono; database: SiteDatabase; cookie: string; csrfToken: string }> {
  const database = openSiteDatabase(':memory:');
  databases.push(database);
  const app = await ownerApp(database);
  const { cookie, csrfToken } = await signIn(app);
  return { app, database, cookie, csrfToken };
}

/** A stored row as any earlier server could have written it, whatever its size. */
function storeRow(
  database: SiteDatabase,
  fields: Array<{ name: string; label: string; type: string; values: string[] }>,
  title = 'Write to the bakery',
): number {
  const { lastInsertRowid } = database.db
    .prepare(
      `INSERT INTO form_submissions (site_alias, form_id, form_title, fields, integrations, received_at)
       VALUES ('harbor-and-rye', 'contact', ?, ?, '{}', ?)`,
    )
    .run(title, JSON.stringify(fields), new Date('2026-03-01T09:00:00Z').toISOString());
  return Number(lastInsertRowid);
}

const message = (text: string) => [
  { name: 'dmform-0', label: 'Your name', type: 'text', values: ['Ada'] },
  { name: 'dmform-6', label: 'Message', type: 'message', values: [text] },
];

const articles = (html: string) => html.match(/<article /g)?.length ?? 0;

describe('the inbox', () => {
  it('is for the signed-in owner only: a visitor is sent to sign in, another host is refused', async () => {
    const { app, cookie } = await signedIn();
    const visitor = await app.request('/_demo/inbox?before=12');
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe('/_demo/login?next=%2F_demo%2Finbox%3Fbefore%3D12');
    const rebound = await app.request('http://rebound.example/_demo/inbox', { headers: { cookie } });
    expect(rebound.status).toBe(403);
    const owner = await app.request('/_demo/inbox', { headers: { cookie } });
    expect(owner.status).toBe(200);
    expect(owner.headers.get('cache-control')).toBe('no-store');
    expect(owner.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(await owner.text()).toContain('No messages yet.');
  });

  it('shows a page of messages at a time, newest first, with the way to older ones', async () => {
    const { app, database, cookie } = await signedIn();
    const total = INBOX_PAGE_SIZE * 2 + 5;
    for (let index = 1; index <= total; index += 1) storeRow(database, message(`Message number ${index}.`));
    const pages: string[] = [];
    let path: string | undefined = '/_demo/inbox';
    while (path) {
      const html = await (await app.request(path, { headers: { cookie } })).text();
      pages.push(html);
      path = /<a href="(\/_demo\/inbox\?before=\d+)">Older messages<\/a>/.exec(html)?.[1];
    }
    expect(pages.map(articles)).toEqual([INBOX_PAGE_SIZE, INBOX_PAGE_SIZE, 5]);
    expect(pages[0]).toContain(`${total} messages, newest first, ${INBOX_PAGE_SIZE} a page.`);
    expect(pages[0]?.indexOf(`Message number ${total}.`)).toBeLessThan(
      pages[0]?.indexOf(`Message number ${total - 1}.`) ?? 0,
    );
    expect(pages[2]).toContain('Message number 1.');
    expect(pages[2]).toContain('<a href="/_demo/inbox">Newest messages</a>');
  });

  it('streams the page a message at a time, never as one string', async () => {
    const { app, database, cookie } = await signedIn();
    for (let index = 0; index < 5; index += 1) storeRow(database, message('Rye, please.'));
    const response = await app.request('/_demo/inbox', { headers: { cookie } });
    const reader = response.body!.getReader();
    let chunks = 0;
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
      chunks += 1;
    }
    // The page's head, each message, the page's foot.
    expect(chunks).toBe(7);
  });

  it('shows a 10 MB message cut, says so, and offers its full text to download', async () => {
    const { app, database, cookie } = await signedIn();
    const huge = 'flour '.repeat((10 * 1024 * 1024) / 6);
    const id = storeRow(database, message(huge));
    storeRow(database, message('A short one, stored after.'));
    const html = await (await app.request('/_demo/inbox', { headers: { cookie } })).text();
    expect(html.length).toBeLessThan(50_000);
    expect(html).toContain('A short one, stored after.');
    expect(html).toContain(
      `${huge.slice(0, INBOX_EXCERPT_LIMITS.valueChars)}<span class="inbox__cut"> … (cut here: ${huge.length.toLocaleString('en-US')} characters in all)</span>`,
    );
    expect(html).toContain('This message is too long to show in full here.');
    expect(html).toContain(
      `<a href="/_demo/inbox/messages/${id}.txt" download="">Download its full text</a>`,
    );

    const download = await app.request(`/_demo/inbox/messages/${id}.txt`, { headers: { cookie } });
    expect(download.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="message-${id}.txt"`);
    const text = await download.text();
    expect(text).toContain(huge);
    expect(text.startsWith('Write to the bakery\nReceived Sun, 01 Mar 2026 09:00:00 UTC\n')).toBe(true);
  });

  it('shows a stored row of 100,000 fields bounded, counting what it leaves out', async () => {
    const { app, database, cookie } = await signedIn();
    const fields = Array.from({ length: 100_000 }, (_, index) => ({
      name: `dmform-${index}`,
      label: `Question ${index}`,
      type: 'text',
      values: ['x'],
    }));
    storeRow(database, fields);
    const html = await (await app.request('/_demo/inbox', { headers: { cookie } })).text();
    expect(html.length).toBeLessThan(50_000);
    expect(html.match(/<dt>/g)).toHaveLength(INBOX_EXCERPT_LIMITS.fields);
    expect(html).toContain(
      `… and ${(100_000 - INBOX_EXCERPT_LIMITS.fields).toLocaleString('en-US')} more fields, in the full text.`,
    );
  });

  it('escapes what visitors wrote', async () => {
    const { app, database, cookie } = await signedIn();
    storeRow(database, message('<img src=x onerror=alert(1)>'), '<script>alert(1)</script>');
    const html = await (await app.request('/_demo/inbox', { headers: { cookie } })).text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<img src=x');
  });
});

describe('deleting a message', () => {
  async function withUpload() {
    const setup = await signedIn();
    const data = new FormData();
    data.set('form_id', 'contact');
    for (const [name, value] of Object.entries({
      'dmform-0': 'Ada',
      'dmform-1': 'ada@example.com',
      'dmform-3': 'Wholesale',
      'dmform-5': 'Email',
      'dmform-6': 'With a sketch.',
    }))
      data.set(name, value);
    data.set('dmform-7', new File(['a sketch'], 'sketch.txt', { type: 'text/plain' }));
    const sent = await setup.app.request('/_dm/s/rt/api/public/rt/site/harbor-and-rye/contactForm', {
      method: 'POST',
      body: data,
      headers: { accept: 'application/json' },
    });
    expect(sent.status).toBe(204);
    const [stored] = setup.database.formSubmissions.list();
    const file = setup.database.formSubmissions.file(stored?.files[0]?.id ?? -1);
    return { ...setup, id: stored?.id ?? -1, path: file?.path ?? '' };
  }

  it('takes the signed-in owner’s form post with its CSRF token, and removes the upload’s bytes too', async () => {
    const { app, database, cookie, csrfToken, id, path } = await withUpload();
    expect(existsSync(path)).toBe(true);
    const deleted = await app.request(`/_demo/inbox/messages/${id}/delete`, {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN },
      body: new URLSearchParams({ csrf_token: csrfToken }),
    });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe('/_demo/inbox');
    expect(database.formSubmissions.list()).toEqual([]);
    expect(existsSync(path)).toBe(false);
  });

  it('refuses a post from another site or without the token', async () => {
    const { app, database, cookie, csrfToken, id } = await withUpload();
    const attempt = (headers: Record<string, string>, body: Record<string, string>) =>
      app.request(`/_demo/inbox/messages/${id}/delete`, {
        method: 'POST',
        headers,
        body: new URLSearchParams(body),
      });
    expect(
      (await attempt({ cookie, origin: 'https://elsewhere.example' }, { csrf_token: csrfToken })).status,
    ).toBe(403);
    expect((await attempt({ cookie }, { csrf_token: csrfToken })).status).toBe(403);
    expect((await attempt({ cookie, origin: TEST_ORIGIN }, {})).status).toBe(403);
    expect((await attempt({ origin: TEST_ORIGIN }, { csrf_token: csrfToken })).status).toBe(401);
    expect(database.formSubmissions.list()).toHaveLength(1);
  });
});
