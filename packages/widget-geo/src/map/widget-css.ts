/**
 * The geo widgets' own styles. Colours come from custom properties a site can set on any ancestor:
 * `--vw-geo-accent` (buttons, pins, focus ring), `--vw-geo-surface`, `--vw-geo-border`.
 */
export const GEO_WIDGET_CSS = `
.vw-geo{display:flex;flex-direction:column;gap:.75rem}
.vw-geo :focus-visible{outline:3px solid var(--vw-geo-accent,#1f5f8b);outline-offset:2px}
.vw-geo__toolbar{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;justify-content:space-between}
.vw-geo__views{margin:0;padding:0;min-inline-size:0;display:inline-flex;border:1px solid var(--vw-geo-border,#d5d0c6);border-radius:.5rem;overflow:hidden}
.vw-geo__title{margin:0}
.vw-geo__status{margin:0;font-size:.9em}
.vw-geo__status:empty{display:none}
.vw-geo__sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
.vw-geo button{font:inherit;cursor:pointer}
.vw-geo button:disabled{cursor:not-allowed;opacity:.6}
.vw-geo__view{background:var(--vw-geo-surface,#fff);color:inherit;border:0;padding:.45rem .9rem}
.vw-geo__view[aria-pressed=true]{background:var(--vw-geo-accent,#1f5f8b);color:#fff}
.vw-geo__button{background:var(--vw-geo-surface,#fff);color:var(--vw-geo-accent,#1f5f8b);border:1px solid var(--vw-geo-accent,#1f5f8b);border-radius:.5rem;padding:.45rem .9rem}
.vw-geo__alert{margin:0;padding:.6rem .8rem;border-left:4px solid #a4262c;background:#fdf3f3;color:#5c1014}
.vw-geo__alert:empty{padding:0;border:0;margin:0}
.vw-geo__list{list-style:none;margin:0;padding:0;display:grid;gap:.5rem;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr))}
.vw-geo__item{display:block;width:100%;height:100%;text-align:left;background:var(--vw-geo-surface,#fff);color:inherit;border:1px solid var(--vw-geo-border,#d5d0c6);border-radius:.5rem;padding:.75rem}
.vw-geo__item:hover{border-color:var(--vw-geo-accent,#1f5f8b)}
.vw-geo__item-title{display:block;font-weight:600}
.vw-geo__item-address{display:block;font-size:.9em;opacity:.85}
.vw-geo__map{width:100%;height:100%;min-height:0}
.vw-geo__map .leaflet-control-attribution a{text-decoration:underline}
.vw-geo__map .vitrine-facade{position:absolute;z-index:1000;inset:.5rem .5rem auto;max-height:calc(100% - 1rem);overflow:auto;margin:0 auto;background:var(--vw-geo-surface,#fff);color:#1f1b16;border-color:var(--vw-geo-border,#d5d0c6);font-size:.9rem;cursor:auto}
.vw-geo__mapframe{height:24rem;border:1px solid var(--vw-geo-border,#d5d0c6);border-radius:.5rem;overflow:hidden}
.vw-geo__single{display:grid;gap:.75rem}
.vw-geo__single h3,.vw-geo__single p,.vw-geo__single address{margin:0}
.vw-geo__details{margin:0;display:grid;gap:.35rem;align-content:start}
.vw-geo__actions{display:flex;flex-wrap:wrap;gap:.5rem 1rem;margin-top:.5rem}
.vw-geo__actions a{color:var(--vw-geo-accent,#1f5f8b)}
.vw-geo-pin{background:none;border:0}
.vw-geo-pin path{fill:var(--vw-geo-accent,#1f5f8b)}
.vw-geo-pin svg{display:block;filter:drop-shadow(0 1px 1px rgba(0,0,0,.35))}
.vw-geo-pin:focus-visible{outline:3px solid var(--vw-geo-accent,#1f5f8b);outline-offset:2px;border-radius:50%}
@media (min-width:48rem){.vw-geo__single{grid-template-columns:minmax(14rem,1fr) 2fr}}
`;
