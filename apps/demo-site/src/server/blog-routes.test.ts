import { loadMoreResponseSchema, searchResponseSchema } from '@vitrine/widget-blog/protocol';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { openSiteDatabase } from '../db/open-site-database';
import { BLOG_POSTS } from '../site/blog';
import { blogRequestFor } from './blog-pages';
import { registerBlogRoutes } from './blog-routes';

const database = openSiteDatabase(':memory:');
const app = new Hono();
registerBlogRoutes(app, database.blogPosts);
afterAll(() => database.close());

const WPL = '/_dm/s/rt/api/public/wpl/site/harbor-and-rye';
const post = (body: unknown, path = WPL) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
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
    expect(total).toBe(BLOG_POSTS.length);
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
    expect(database.blogPosts.list('harbor-and-rye', { offset: 0, limit: 100 }).total).toBe(
      BLOG_POSTS.length,
    );
  });
});
