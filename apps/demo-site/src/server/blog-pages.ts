import type { BlogPosts } from '../db/blog-posts';
import { POSTS_PER_PAGE, RECENT_POSTS, SEARCH_RESULTS_PER_PAGE } from '../site/blog';
import type { BlogRequest } from '../site/site-page';

/** The pages that render from the journal's posts, and the post each page with a post of its own shows. */
export const BLOG_PAGE_ALIASES = new Set(['blog', 'post', 'search', 'rye-harvest']);
const OWN_POST: Readonly<Record<string, number>> = { 'rye-harvest': 16 };

/** A whole number from a query parameter (`?from=5`), else `fallback`. */
function wholeNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || !/^\d{1,6}$/.test(value)) return fallback;
  return Number(value);
}

/**
 * What a journal page shows for its query: a slice of posts (`from`), a post (`post_id`), search results
 * (`searchTerm`). Undefined when the post asked for does not exist, which is the not-found page. With `drafts`
 * (the caller decides: `preview=true` from a signed-in owner) drafts are shown too: after the published posts
 * in lists, and on their own post page; a draft is not found otherwise.
 */
export function blogRequestFor(
  alias: string,
  query: (name: string) => string | undefined,
  posts: BlogPosts,
  siteAlias: string,
  { drafts = false }: { drafts?: boolean } = {},
): BlogRequest | undefined {
  const from = wholeNumber(query('from'), 0);
  if (alias === 'blog') {
    const { posts: slice, morePosts } = posts.list(siteAlias, {
      offset: from,
      limit: POSTS_PER_PAGE,
      drafts,
    });
    return { kind: 'list', posts: slice, from, morePosts };
  }
  if (alias === 'search') {
    const term = (query('searchTerm') ?? '').trim().slice(0, 200);
    if (!term) return { kind: 'search', term, results: [], from: 0, morePosts: false, total: 0 };
    const found = posts.list(siteAlias, { offset: from, limit: SEARCH_RESULTS_PER_PAGE, term, drafts });
    return {
      kind: 'search',
      term,
      results: found.posts,
      from,
      morePosts: found.morePosts,
      total: found.total,
    };
  }
  const id = OWN_POST[alias] ?? wholeNumber(query('post_id'), -1);
  const found = id >= 0 ? posts.post(siteAlias, id, { drafts }) : undefined;
  // A post is shown on its own page only: `post?post_id=16` is not the rye harvest page.
  if (!found || found.post.pageAlias !== alias) return undefined;
  const newest = posts.list(siteAlias, { offset: 0, limit: RECENT_POSTS + 1 });
  const others = newest.posts.filter((post) => post.id !== id);
  return {
    kind: 'post',
    ...found,
    recent: others.slice(0, RECENT_POSTS),
    moreRecent: newest.morePosts || others.length > RECENT_POSTS,
  };
}
