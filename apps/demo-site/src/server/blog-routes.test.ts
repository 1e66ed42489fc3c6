import { loadMoreResponseSchema, searchResponseSchema } from '@vitrine/widget-blog/protocol';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { openSiteDatabase } from '../db/open-site-database';
import { BLOG_POSTS } from '../site/blog';
import { blogRequestFor } from './blog-pages';
import { searchPostsRequest } from './blog-requests.test-support';
import { registerBlogRoutes } from './blog-routes';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './rate-limits';

const database = openSiteDatabase(':memory:');
const app = new Hono();
// Who may see drafts is the app's decision (a signed-in owner: drafts.test.ts); here every preview may.
registerBlogRoutes(app, database.blogPosts, {
  rateLimiter: new RateLimiter({ ...DEFAULT_RATE_LIMITS, blog: { capacity: 100_000, perSeconds: 60 } }),
  draftsFor: (c) => c.req.query('preview') === 'true',
});
afterAll(() => database.close());

const WPL = '/_dm/s/rt/api/public/wpl/site/harbor-and-rye';
const post = (body: unknown, path = WPL) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const PUBLISHED = BLOG_POSTS.filter((seeded) => !seeded.draft);
const DRAFT_IDS = BLOG_POSTS.filter((seeded) => seeded.draft).map((seeded) => seeded.id);
const ids = (html: string) => [...html.matchAll(/data-post-id="(\d+)"/g)].map((match) => Number(match[1]));

const widgetLoadMore = {
  commandID: 'load-more-posts',
  'from-item': 5,
  'visible-items': 5,
  'list-layout': 'large_list',
  'visible-post-lines': 3,
  'search-tags': '',
  'more-posts-text': 'More posts',
  'search-term': '',
  'skip-post-index': 0,
  'show-action-text': false,
  'show-more-posts-text': true,
  'show-author': true,
  'posts-padding': 0,
};

describe('the wpl endpoint', () => {
  it('answers the load-more-posts command with the next posts, newest first, and whether more remain', async () => {
    const response = await post(widgetLoadMore);
    expect(response.status).toBe(200);
    const answer = loadMoreResponseSchema.parse(await response.json());
    expect(ids(answer.postList)).toEqual([11, 10, 9, 8, 7]);
    expect(answer).toMatchObject({ morePosts: true, nextUrl: '/site/harbor-and-rye/blog?from=10' });
    const last = loadMoreResponseSchema.parse(
      await (await post({ ...widgetLoadMore, 'from-item': 15 })).json(),
    );
    expect(ids(last.postList)).toEqual([1]);
    expect(last.morePosts).toBe(false);
  });

  it('filters by search-tags, and says when the tag has no more posts', async () => {
    const answer = loadMoreResponseSchema.parse(
      await (await post({ ...widgetLoadMore, 'from-item': 0, 'search-tags': 'mill' })).json(),
    );
    expect(ids(answer.postList)).toEqual([9, 8]);
    expect(answer.morePosts).toBe(false);
  });

  it("answers core's loadMorePosts from the control's address, in preview too", async () => {
    const response = await post(
      {
        commandID: 'loadMorePosts',
        _url: '/site/harbor-and-rye/blog?from=3',
        _morePostsLabel: 'More',
        _editor: false,
      },
      `${WPL}?preview=true`,
    );
    const answer = loadMoreResponseSchema.parse(await response.json());
    expect(ids(answer.postList)).toEqual([13, 12, 11, 10, 9]);
    expect(answer.nextUrl).toBe('/site/harbor-and-rye/blog?from=8');
    const last = await (
      await post(
        {
          commandID: 'loadMorePosts',
          _url: '/site/harbor-and-rye/blog?from=13',
          _morePostsLabel: 'More',
          _editor: false,
        },
        `${WPL}?preview=true`,
      )
    ).json();
    // At the end, core's answer is the posts alone (core-runtime spec §4: no morePosts removes the control).
    expect(Object.keys(last)).toEqual(['postList']);
  });

  it('answers searchPosts with the results, their number and the query number it was asked with', async () => {
    const response = await post({
      commandID: 'searchPosts',
      _searchTerm: '  MILL ',
      _providerType: 'internal',
      _rssURL: '',
      _openSearchDescriptor: '',
      _maxResults: 2,
      _queryNumber: 7,
    });
    const answer = searchResponseSchema.parse(await response.json());
    expect(answer.queryNumber).toBe(7);
    expect(answer.resultsNum).toBeGreaterThan(2);
    expect(ids(answer.results)).toHaveLength(2);
  });

  it.each([
    ['not JSON', '{', 400],
    ['an unknown command', { commandID: 'deletePosts' }, 400],
    ['a negative from-item', { ...widgetLoadMore, 'from-item': -1 }, 400],
    ['an unknown layout', { ...widgetLoadMore, 'list-layout': 'grid' }, 400],
    [
      'an empty search term',
      {
        commandID: 'searchPosts',
        _searchTerm: '   ',
        _providerType: '',
        _rssURL: '',
        _openSearchDescriptor: '',
        _maxResults: 5,
        _queryNumber: 1,
      },
      400,
    ],
    [
      'too many results',
      {
        commandID: 'searchPosts',
        _searchTerm: 'rye',
        _providerType: '',
        _rssURL: '',
        _openSearchDescriptor: '',
        _maxResults: 500,
        _queryNumber: 1,
      },
      400,
    ],
    [
      'an address outside the blog',
      {
        commandID: 'loadMorePosts',
        _url: '/site/harbor-and-rye/menu?from=3',
        _morePostsLabel: '',
        _editor: false,
      },
      400,
    ],
  ])('refuses %s with 400 and a reason', async (_name, body, status) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toMatch(/\w/);
  });

  it('refuses another site (404) and a preview flag other than true (400)', async () => {
    expect((await post(widgetLoadMore, '/_dm/s/rt/api/public/wpl/site/other')).status).toBe(404);
    expect((await post(widgetLoadMore, `${WPL}?preview=yes`)).status).toBe(400);
  });
});

describe('the journal in SQLite', () => {
  it('holds at least 15 posts with authors, tags and dates', () => {
    const { total, posts } = database.blogPosts.list('harbor-and-rye', { offset: 0, limit: 100 });
    expect(total).toBe(PUBLISHED.length);
    expect(total).toBeGreaterThanOrEqual(15);
    for (const each of posts) {
      expect(each.author).not.toBe('');
      expect(each.tags.length).toBeGreaterThan(0);
      expect(each.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('gives a post its older (previous) and newer (next) neighbours, none past either end', () => {
    const query = (values: Record<string, string>) => (name: string) => values[name];
    const middle = blogRequestFor('post', query({ post_id: '15' }), database.blogPosts, 'harbor-and-rye');
    expect(middle).toMatchObject({ kind: 'post', previous: { id: 14 }, next: { id: 16 } });
    const oldest = blogRequestFor('post', query({ post_id: '1' }), database.blogPosts, 'harbor-and-rye');
    expect(oldest).toMatchObject({ previous: undefined, next: { id: 2 } });
    const newest = blogRequestFor('rye-harvest', query({}), database.blogPosts, 'harbor-and-rye');
    expect(newest).toMatchObject({ post: { id: 16 }, next: undefined, previous: { id: 15 } });
    expect(
      blogRequestFor('post', query({ post_id: '999' }), database.blogPosts, 'harbor-and-rye'),
    ).toBeUndefined();
    expect(
      blogRequestFor('post', query({ post_id: 'x' }), database.blogPosts, 'harbor-and-rye'),
    ).toBeUndefined();
    expect(
      blogRequestFor('post', query({ post_id: '16' }), database.blogPosts, 'harbor-and-rye'),
    ).toBeUndefined();
  });

  it('seeds each post once: a second start keeps what is stored', () => {
    database.blogPosts.seed('harbor-and-rye', BLOG_POSTS);
    expect(database.blogPosts.list('harbor-and-rye', { offset: 0, limit: 100 }).total).toBe(PUBLISHED.length);
    expect(database.blogPosts.list('harbor-and-rye', { offset: 0, limit: 100, drafts: true }).total).toBe(
      BLOG_POSTS.length,
    );
  });
});

describe('draft posts', () => {
  const query = (values: Record<string, string>) => (name: string) => values[name];
  const search = (term: string) => searchPostsRequest(term);
  /** Every post the widget's load-more reaches, page by page from the first, and the last answer. */
  async function loadEveryPage(path: string) {
    const seen: number[] = [];
    for (let from = 0; ; from += 5) {
      const response = await post({ ...widgetLoadMore, 'from-item': from }, path);
      const answer = loadMoreResponseSchema.parse(await response.json());
      seen.push(...ids(answer.postList));
      if (!answer.morePosts) return { seen, last: answer };
    }
  }

  it('the demo has two, seeded as drafts', () => {
    expect(DRAFT_IDS).toEqual([17, 18]);
  });

  it('visitors never get one: not in any load-more, search or list page, and its post page is not found', async () => {
    const { seen } = await loadEveryPage(WPL);
    expect(seen).toHaveLength(PUBLISHED.length);
    for (const id of DRAFT_IDS) expect(seen).not.toContain(id);
    const found = searchResponseSchema.parse(await (await post(search('pancake'))).json());
    expect(found).toMatchObject({ resultsNum: 0, results: '' });
    const core = loadMoreResponseSchema.parse(
      await (
        await post({
          commandID: 'loadMorePosts',
          _url: '/site/harbor-and-rye/blog?from=15',
          _morePostsLabel: 'More',
          _editor: false,
        })
      ).json(),
    );
    expect(ids(core.postList)).toEqual([1]);
    const blogPage = blogRequestFor('blog', query({ from: '15' }), database.blogPosts, 'harbor-and-rye');
    expect(blogPage).toMatchObject({ kind: 'list', morePosts: false });
    expect(blogPage?.kind === 'list' && blogPage.posts.map(({ id }) => id)).toEqual([1]);
    const searchPage = blogRequestFor(
      'search',
      query({ searchTerm: 'pancake' }),
      database.blogPosts,
      'harbor-and-rye',
    );
    expect(searchPage).toMatchObject({ kind: 'search', total: 0 });
    for (const id of DRAFT_IDS)
      expect(
        blogRequestFor('post', query({ post_id: String(id) }), database.blogPosts, 'harbor-and-rye'),
      ).toBeUndefined();
    // Nor is a draft any published post's neighbour or among its recent posts: the newest post's next is none.
    const newest = blogRequestFor('rye-harvest', query({}), database.blogPosts, 'harbor-and-rye');
    expect(newest).toMatchObject({ next: undefined });
    expect(newest?.kind === 'post' && newest.recent.map(({ id }) => id)).toEqual([15, 14, 13]);
  });

  it('preview gets them after every published post, so a published post keeps its offset', async () => {
    const { seen, last } = await loadEveryPage(`${WPL}?preview=true`);
    expect(seen).toEqual([...PUBLISHED.map(({ id }) => id), 18, 17]);
    expect(last.postList).toContain('post?post_id=17&amp;preview=true');
    expect(last.postList).toContain('Draft · ');
    const core = loadMoreResponseSchema.parse(
      await (
        await post(
          {
            commandID: 'loadMorePosts',
            _url: '/site/harbor-and-rye/blog?from=15',
            _morePostsLabel: 'More',
            _editor: true,
          },
          `${WPL}?preview=true`,
        )
      ).json(),
    );
    expect(ids(core.postList)).toEqual([1, 18, 17]);
    const found = searchResponseSchema.parse(
      await (await post(search('pancake'), `${WPL}?preview=true`)).json(),
    );
    expect(found.resultsNum).toBe(1);
    expect(ids(found.results)).toEqual([17]);
  });

  it("a journal page with drafts shows them: the draft's own page, search results, the last list page", () => {
    const drafts = { drafts: true };
    expect(
      blogRequestFor('post', query({ post_id: '17' }), database.blogPosts, 'harbor-and-rye', drafts),
    ).toMatchObject({
      kind: 'post',
      post: { id: 17, draft: true },
    });
    expect(
      blogRequestFor(
        'search',
        query({ searchTerm: 'pancake' }),
        database.blogPosts,
        'harbor-and-rye',
        drafts,
      ),
    ).toMatchObject({ kind: 'search', total: 1, results: [{ id: 17 }] });
    const last = blogRequestFor('blog', query({ from: '15' }), database.blogPosts, 'harbor-and-rye', drafts);
    expect(last?.kind === 'list' && last.posts.map(({ id }) => id)).toEqual([1, 18, 17]);
    // The query's preview flag alone shows none: the caller decides (the owner's session).
    expect(
      blogRequestFor('post', query({ post_id: '17', preview: 'true' }), database.blogPosts, 'harbor-and-rye'),
    ).toBeUndefined();
  });
});

describe('the blog calls are rate limited per client', () => {
  it('429 with Retry-After past the limit', async () => {
    const limited = new Hono();
    registerBlogRoutes(limited, database.blogPosts, {
      rateLimiter: new RateLimiter({ ...DEFAULT_RATE_LIMITS, blog: { capacity: 2, perSeconds: 60 } }),
    });
    const ask = () =>
      limited.request(WPL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(widgetLoadMore),
      });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
