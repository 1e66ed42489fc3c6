/**
 * The oven page's own styles (its `css` field): the hero the video background covers, the two players side by
 * side, each box sized by the server (aspect-ratio) so nothing moves when a player starts, and the parallax band.
 */
export const OVEN_PAGE_CSS = `.oven-hero{display:grid;align-content:end;overflow:hidden;min-height:clamp(18rem,55vh,30rem);margin-top:8px;padding:clamp(24px,5vw,56px) clamp(16px,4vw,48px);border-radius:var(--radius);background:#1c1a17;color:#fdf8f0}
.oven-hero .page-intro{margin:0;max-width:40rem;padding:0;border:0}
.oven-hero .eyebrow,.oven-hero h1,.oven-hero .page-intro__lede{color:inherit;text-shadow:0 1px 10px rgb(0 0 0 / 60%)}
.media-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,22rem),1fr));gap:1.5rem;margin:1.25rem 0 0}
.media-grid figure{margin:0}
.media-grid figcaption{margin:.5rem 0 0;color:var(--color-muted);font-size:.95rem}
.media-box{position:relative;aspect-ratio:16/9;overflow:hidden;border-radius:var(--radius);background:#1c1a17}
.media-box>img{display:block;width:100%;height:100%;object-fit:cover}
.media-box>a{position:absolute;left:1rem;bottom:1rem;padding:.4rem .8rem;border-radius:999px;background:#fff;color:#1c1a17;font-weight:600}
.parallax-band{display:grid;place-items:center;min-height:22rem;margin:3rem 0;padding:3rem 1.5rem;border-radius:var(--radius);background:#1f3b4d center/cover;color:#fff;text-align:center}
.parallax-band h2{margin:0;font-size:clamp(1.75rem,4vw,2.75rem);text-shadow:0 2px 12px rgb(0 0 0 / 55%)}
.parallax-band p{margin:.5rem 0 0;text-shadow:0 1px 8px rgb(0 0 0 / 60%)}`;
