import { injectStyleOnce } from '@vitrine/widget-api';

// Plain defaults a site's own CSS overrides (the style goes first in <head>). The list's layout is the
// server's; what the widgets add at run time (the results panel, the overlay, posts that arrive later) is here.
const BLOG_CSS = `
.vw-blog__status{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.vw-blog__more[aria-busy=true]{opacity:.6;cursor:progress}
@media (prefers-reduced-motion:no-preference){.vw-blog__post--enter{animation:vw-blog-enter .4s ease-out both}}
@keyframes vw-blog-enter{from{opacity:0;transform:translateY(.75rem)}}
.vw-search{position:relative}
.vw-search--open form{position:relative;z-index:41;background:#fff;color:#222;border-radius:.5rem;box-shadow:0 0 0 .5rem #fff}
.vw-search__overlay{position:fixed;inset:0;background:#0008;z-index:40}
.vw-search__panel{position:absolute;inset:100% 0 auto;z-index:41;max-height:min(70vh,28rem);overflow:auto;background:#fff;color:#222;border-radius:.5rem;box-shadow:0 .5rem 2rem #0004;padding:.5rem}
.vw-search__count{margin:.25rem .5rem .5rem;font-size:.875rem}
.vw-search__results{list-style:none}
.vw-search__panel a{display:block;padding:.5rem;border-radius:.25rem;color:inherit}
.vw-search__panel a:is(:focus-visible,:hover){background:#f1ebe1;outline:2px solid currentColor}
.vw-comments__message{padding:1rem;border:1px dashed currentColor;border-radius:.5rem}
.vw-post-swipe{touch-action:pan-y}
`;

export function injectBlogStyles(doc: Document): void {
  injectStyleOnce('widget-blog', BLOG_CSS, doc);
}

/** A polite live region inside `host`, for what a widget announces (new posts, result counts). */
export function politeStatus(host: Element): HTMLElement {
  const status = host.ownerDocument.createElement('p');
  status.className = 'vw-blog__status';
  status.setAttribute('role', 'status');
  host.append(status);
  return status;
}
