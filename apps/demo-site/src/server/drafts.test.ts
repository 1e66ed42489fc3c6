import { describe, expect, it } from 'vitest';
import { testDatabases } from '../db/site-database.test-support';
import { BLOG_POSTS } from '../site/blog';
import { pagePath } from '../site/site';
import { searchPostsRequest } from './blog-requests.test-support';
import { createApp } from './create-app';
import { ownerApp, signIn } from './owner-session.test-support';

const open = testDatabases();

const DRAFT = BLOG_POSTS.find((post) => post.draft);
const WPL = '/_dm/s/rt/api/public/wpl/site/harbor-and-rye?preview=true';
const search = (term: string) => searchPostsRequest(term, 8);
const ids = (html: string) => [...html.matchAll(/data-post-id="(\d+)"/g)].map((match) => Number(match[1]));

describe('drafts are the owner’s view', () => {
  it('a visitor asking with preview=true gets no draft: its page is not found, lists and search have none', async () => {
    const app = await ownerApp(open());
    const draftPage = await app.request(`${pagePath('post')}?post_id=${DRAFT?.id}&preview=true`);
    expect(draftPage.status).toBe(404);
    expect(draftPage.headers.get('cache-control')).toBe('no-store');
    expect(draftPage.headers.get('vary')).toContain('Cookie');
    const json = await app.request(`${pagePath('post')}?post_id=${DRAFT?.id}&preview=true&dm_ajaxCall=true`);
    expect(json.status).toBe(404);
    const found = await app.request(WPL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(search('pancake')),
    });
    expect(((await found.json()) as { resultsNum: number }).resultsNum).toBe(0);
    const last = await app.request(`${pagePath('blog')}?from=15&preview=true&dm_ajaxCall=true`);
    expect(ids(((await last.json()) as { content: string }).content)).not.toContain(DRAFT?.id);
  });

  it('the signed-in owner gets them: the draft’s own page and search', async () => {
    const app = await ownerApp(open());
    const { cookie } = await signIn(app);
    const draftPage = await app.request(`${pagePath('post')}?post_id=${DRAFT?.id}&preview=true`, {
      headers: { cookie },
    });
    expect(draftPage.status).toBe(200);
    expect(await draftPage.text()).toContain(DRAFT?.title.replace(/&/g, '&amp;'));
    expect(draftPage.headers.get('cache-control')).toBe('no-store');
    const found = await app.request(WPL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(search('pancake')),
    });
    expect(((await found.json()) as { resultsNum: number }).resultsNum).toBe(1);
    // Without preview=true the owner sees what visitors see.
    expect(
      (await app.request(`${pagePath('post')}?post_id=${DRAFT?.id}`, { headers: { cookie } })).status,
    ).toBe(404);
  });

  it('a session cookie on another host name, or a server without the owner pages, shows none', async () => {
    const database = open();
    const app = await ownerApp(database);
    const { cookie } = await signIn(app);
    const elsewhere = await app.request(
      `http://rebound.example${pagePath('post')}?post_id=${DRAFT?.id}&preview=true`,
      { headers: { cookie } },
    );
    expect(elsewhere.status).toBe(404);
    const publicOnly = createApp({
      publications: database.publications,
      pagePasswords: database.pagePasswords,
      ownerAccount: database.ownerAccount,
      services: database,
      blogPosts: database.blogPosts,
    });
    expect(
      (
        await publicOnly.request(`${pagePath('post')}?post_id=${DRAFT?.id}&preview=true`, {
          headers: { cookie },
        })
      ).status,
    ).toBe(404);
  });
});
