/**
 * The video players' boxes, on the pages that have them (their `css` field): each box sized by the server
 * (aspect-ratio), so nothing moves when a player starts, two side by side where there is room. The columns
 * come from the width alone (auto-fill, at most two), as for the rows of cards in site.css: the first player of
 * a document painted before the second has arrived already has its final box.
 */
export const MEDIA_BOX_CSS = `.media-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(max(min(100%,22rem),calc((100% - 1.5rem) / 2)),1fr));gap:1.5rem;margin:1.25rem 0 0}
.media-grid figure{margin:0}
.media-grid figcaption{margin:.5rem 0 0;color:var(--color-muted);font-size:.95rem}
.media-box{position:relative;aspect-ratio:16/9;overflow:hidden;border-radius:var(--radius);background:#1c1a17}
.media-box>img{display:block;width:100%;height:100%;object-fit:cover}
.media-box>a{position:absolute;left:1rem;bottom:1rem;padding:.4rem .8rem;border-radius:999px;background:#fff;color:#1c1a17;font-weight:600}`;
