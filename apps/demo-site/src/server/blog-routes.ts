import {
  loadMoreResponseSchema,
  searchResponseSchema,
  WPL_PATH_PREFIX,
  wplRequestSchema,
} from '@vitrine/widget-blog/protocol';
import type { Context, Hono } from 'hono';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlogPostSummary, BlogPosts } from '../db/blog-posts';
import { POSTS_PER_PAGE } from '../site/blog';
import type { PostListOptions } from '../site/components/blog/PostListItem';
import { DEFAULT_LIST_OPTIONS, PostListItem, SearchResultItem } from '../site/components/blog/PostListItem';
import { pagePath, SITE_ALIAS } from '../site/site';
import { clientKeyOf } from './client-address';
import type { RateLimiter } from './rate-limits';
import { tooManyRequests } from './rate-limits';

/** A load-more or search body is a few hundred bytes; this leaves room and no more. */
export const WPL_BODY_LIMIT_BYTES = 8 * 1024;
export const WPL_PATH = `${WPL_PATH_PREFIX}:siteAlias`;

function postListHtml(posts: readonly BlogPostSummary[], options: PostListOptions): string {
  return renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      posts.map((post) => createElement(PostListItem, { key: post.id, post, options })),
    ),
  );
}

/** The `from` of a load-more address (`/site/harbor-and-rye/blog?from=5`): only the blog page's addresses. */
function offsetOf(url: string): number | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://site.invalid');
  } catch {
    return undefined;
  }
  // A static export's list links to the next slice by a path of its own (`blog-from/5`, static-links.ts).
  const staticFrom = new RegExp(`^${pagePath('blog')}-from/(\\d{1,6})$`).exec(parsed.pathname)?.[1];
  if (staticFrom !== undefined) return Number(staticFrom);
  const from = parsed.searchParams.get('from');
  if (parsed.pathname !== pagePath('blog') || from === null || !/^\d{1,6}$/.test(from)) return undefined;
  return Number(from);
}

/**
 * The blog's calls (core-runtime spec §7, widgets spec §7), answered from SQLite: core's `loadMorePosts` with
 * the load-more control's address, the widget's load-more-posts command, and `searchPosts`. Bodies are checked
 * with the widgets' own schemas (bad input: 400 with the reason), answers too before they leave. `?preview=true`
 * (preview and editor mode) lists the drafts too, after the published posts, to the signed-in owner only
 * (`draftsFor`); anyone else gets the published posts. Calls are rate limited per client (`blog`).
 */
export function registerBlogRoutes(
  app: Hono,
  posts: BlogPosts,
  {
    rateLimiter,
    draftsFor = () => false,
    linksFor = () => (html) => html,
  }: {
    rateLimiter: RateLimiter;
    draftsFor?: (c: Context) => boolean;
    /** How the answer's links are written for who asks: a static export's pages link to static paths. */
    linksFor?: (c: Context) => (html: string) => string;
  },
): void {
  app.post(WPL_PATH, async (c: Context) => {
    c.header('cache-control', 'no-store');
    const wait = rateLimiter.take('blog', clientKeyOf(c));
    if (wait > 0) return tooManyRequests(c, wait);
    if (c.req.param('siteAlias') !== SITE_ALIAS) return c.json({ error: 'No such site' }, 404);
    const preview = c.req.query('preview');
    if (preview !== undefined && preview !== 'true')
      return c.json({ error: 'preview must be true or absent' }, 400);
    const drafts = draftsFor(c);
    const links = linksFor(c);
    if (preview) c.header('vary', 'Cookie');
    // Read as text first: a body over its limit fails this read and is answered 413 (limitRequestBodies).
    const text = await c.req.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return c.json({ error: 'Expected a JSON body' }, 400);
    }
    const parsed = wplRequestSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      return c.json({ error: `Invalid blog request${where}: ${issue?.message ?? 'unknown problem'}` }, 400);
    }
    const request = parsed.data;
    if (request.commandID === 'searchPosts') {
      const found = posts.list(SITE_ALIAS, {
        offset: 0,
        limit: request._maxResults,
        term: request._searchTerm,
        drafts,
      });
      const results = renderToStaticMarkup(
        createElement(
          Fragment,
          null,
          found.posts.map((post) => createElement(SearchResultItem, { key: post.id, post })),
        ),
      );
      return c.json(
        searchResponseSchema.parse({
          results: links(results),
          resultsNum: found.total,
          queryNumber: request._queryNumber,
        }),
      );
    }
    if (request.commandID === 'loadMorePosts') {
      const from = offsetOf(request._url);
      if (from === undefined)
        return c.json({ error: `_url is not a page of the blog: ${request._url}` }, 400);
      const slice = posts.list(SITE_ALIAS, { offset: from, limit: POSTS_PER_PAGE, drafts });
      const next = from + slice.posts.length;
      return c.json(
        // Core's shape (core-runtime spec §3, §4): `postList`, and at the end nothing else, which removes the
        // control; while posts remain, the widget's `morePosts` and the control's next address.
        loadMoreResponseSchema.parse({
          postList: links(postListHtml(slice.posts, DEFAULT_LIST_OPTIONS)),
          ...(slice.morePosts ? { morePosts: true, nextUrl: links(`${pagePath('blog')}?from=${next}`) } : {}),
        }),
      );
    }
    const offset = request['from-item'] + request['skip-post-index'];
    const slice = posts.list(SITE_ALIAS, {
      offset,
      limit: request['visible-items'],
      tag: request['search-tags'] || undefined,
      term: request['search-term'] || undefined,
      drafts,
    });
    const options: PostListOptions = {
      showAuthor: request['show-author'],
      actionText: request['show-action-text'] ? DEFAULT_ACTION_TEXT : '',
    };
    return c.json(
      loadMoreResponseSchema.parse({
        postList: links(postListHtml(slice.posts, options)),
        morePosts: slice.morePosts,
        ...(slice.morePosts
          ? { nextUrl: links(`${pagePath('blog')}?from=${request['from-item'] + slice.posts.length}`) }
          : {}),
      }),
    );
  });
}

const DEFAULT_ACTION_TEXT = 'Read on';
