import { STORE_PATH } from '../site/shop';
import { pagePath } from '../site/site';

/**
 * A plain static host ignores the query string, so the pages the server reaches by a query are written at a path
 * of their own, and the exported pages link there (docs/cdn.md, "Query pages"):
 *
 * | server-backed demo        | static export        |
 * | ------------------------- | -------------------- |
 * | `{site}/post?post_id=18`  | `{site}/post/18`     |
 * | `{site}/blog?from=5`      | `{site}/blog-from/5` |
 *
 * Search results for a term (`{site}/search?searchTerm=…`) cannot be written ahead for every term: the search
 * page's form goes to the API origin, and the live search panel asks the API as it does everywhere.
 */
const QUERY_PAGES = [
  { path: pagePath('post'), param: 'post_id', to: (value: string) => `${pagePath('post')}/${value}` },
  { path: pagePath('blog'), param: 'from', to: (value: string) => `${pagePath('blog')}-from/${value}` },
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Ends a URL in markup: a quote (raw or escaped), a fragment, whitespace, or the end. */
const URL_END = `(?=["'#\\s<\\\\]|&quot;|&#x27;|&#39;|$)`;

/** The static path of a server URL reached by a query (`/site/…/post?post_id=18`), if it has one. */
export function staticPathOf(pathname: string, search: string): string | undefined {
  const query = new URLSearchParams(search);
  for (const page of QUERY_PAGES) {
    const value = query.get(page.param);
    if (pathname === page.path && [...query.keys()].length === 1 && value && /^\d{1,6}$/.test(value))
      return page.to(value);
  }
  return undefined;
}

/**
 * Pages whose path is also a folder of other pages (the store page, above its crawler pages at its clean URLs):
 * written as `{path}/index.html`, since a plain static server answers a path that is also a folder with a
 * redirect to the folder, whatever file sits beside it. The exported pages link to `{path}/`, so no click costs
 * that redirect.
 */
export const FOLDER_PAGES: readonly string[] = [STORE_PATH];

/**
 * Every query URL of `QUERY_PAGES` in `html` (links, data, scripts) replaced by its static path, and every link
 * to a page of `FOLDER_PAGES` by its folder's.
 */
export function withStaticPaths(html: string): string {
  let out = html;
  for (const path of FOLDER_PAGES)
    out = out.replace(new RegExp(`${escapeRegExp(path)}(?=[?]|${URL_END})`, 'g'), `${path}/`);
  for (const page of QUERY_PAGES) {
    const pattern = new RegExp(`${escapeRegExp(page.path)}\\?${page.param}=(\\d{1,6})${URL_END}`, 'g');
    out = out.replace(pattern, (_match, value: string) => page.to(value));
  }
  return out;
}

/**
 * Links to what the export does not hold go to the API origin, which serves them as today: the
 * password-protected pages, the search page for a term, and plain form posts (a browser without JavaScript).
 */
export function withApiLinks(html: string, apiOrigin: string, protectedPaths: readonly string[]): string {
  let out = html;
  for (const path of protectedPaths)
    out = out.replace(
      new RegExp(`(href=")${escapeRegExp(path)}${URL_END}`, 'g'),
      (_match, attribute: string) => `${attribute}${apiOrigin}${path}`,
    );
  return (
    out
      // The search form's action, and the search widget's `searchPage` in its config.
      .replace(
        new RegExp(`(action="|&quot;)(${escapeRegExp(pagePath('search'))})${URL_END}`, 'g'),
        `$1${apiOrigin}$2`,
      )
      .replace(/(action=")(\/_dm\/)/g, `$1${apiOrigin}$2`)
  );
}
