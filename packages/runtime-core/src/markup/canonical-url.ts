/**
 * The query parameters that name a different page at the same path: a blog post is `post?post_id=…`
 * (core-runtime spec §2). Every other parameter (a search term, a tracking tag) leaves the page the same.
 */
const PAGE_IDENTIFYING_PARAMS = ['post_id'];

/** The canonical address of the page a URL shows: its path, with only the parameters that name the page. */
export function canonicalUrl(url: URL): string {
  const canonical = new URL(url.pathname, url.origin);
  for (const name of PAGE_IDENTIFYING_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) canonical.searchParams.set(name, value);
  }
  return canonical.href;
}
