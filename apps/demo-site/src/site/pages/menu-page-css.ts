/**
 * The menu page's own styles, sent in its `css` field rather than in the site stylesheet: core adds them
 * when the menu is shown and removes them when the visitor leaves it.
 */
export const MENU_PAGE_CSS = `.menu-jump{display:flex;flex-wrap:wrap;gap:.5rem;margin:0 0 2.5rem;padding:0;list-style:none}
.menu-jump a{display:inline-block;padding:.4rem .9rem;border-radius:999px;background:var(--color-surface);border:1px solid var(--color-line);text-decoration:none;font-weight:600}
.menu-jump a:hover{border-color:var(--color-rye)}
.menu-section{margin:0 0 3rem}
.menu-section>p{color:var(--color-muted);max-width:60ch}
.menu-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,20rem),1fr));gap:1rem;margin:1.25rem 0 0;padding:0;list-style:none}
.menu-item{display:grid;grid-template-columns:1fr auto;align-content:start;gap:.25rem 1rem;padding:1.1rem 1.25rem;background:var(--color-surface);border:1px solid var(--color-line);border-radius:var(--radius)}
.menu-item h3{margin:0;font-size:1.05rem}
.menu-item__price{font-weight:700;color:var(--color-rye);font-variant-numeric:tabular-nums}
.menu-item p{grid-column:1/-1;margin:0;color:var(--color-muted);font-size:.95rem}
.menu-item .labels{grid-column:1/-1;display:flex;gap:.35rem;flex-wrap:wrap;margin:.35rem 0 0;padding:0;list-style:none}
.menu-item .labels li{font-size:.75rem;font-weight:600;letter-spacing:.02em;padding:.1rem .5rem;border-radius:999px;background:var(--color-sky);color:var(--color-harbor)}
.menu-downloads{display:grid;gap:.75rem;padding:1.25rem 1.5rem;border-radius:var(--radius);background:var(--color-sky)}
.menu-downloads p{margin:0}`;
