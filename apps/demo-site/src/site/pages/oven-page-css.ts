import { MEDIA_BOX_CSS } from './media-box-css';

/** The oven page's own styles (its `css` field): the stream's box, alone at reading width, and the parallax band. */
export const OVEN_PAGE_CSS = `${MEDIA_BOX_CSS}
.oven-camera .media-grid{max-width:46rem;grid-template-columns:1fr}
.parallax-band{display:grid;place-items:center;min-height:22rem;margin:3rem 0;padding:3rem 1.5rem;border-radius:var(--radius);background:#1f3b4d center/cover;color:#fff;text-align:center}
.parallax-band h2{margin:0;font-size:clamp(1.75rem,4vw,2.75rem);text-shadow:0 2px 12px rgb(0 0 0 / 55%)}
.parallax-band p{margin:.5rem 0 0;text-shadow:0 1px 8px rgb(0 0 0 / 60%)}`;
