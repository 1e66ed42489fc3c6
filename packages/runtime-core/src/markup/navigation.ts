/**
 * On a link inside a page's content: the navigation item the page belongs to, by that link's `href` (a post
 * names the journal). When no navigation link leads to the page itself, the one that leads where this link
 * does is marked current (`aria-current="page"`), on the server's first page and by core after each page change.
 * Kept out of `MarkupAttribute`, which the critical path carries: only the navigation engine reads it.
 */
export const NAV_SECTION_ATTRIBUTE = 'data-vitrine-nav-section';
