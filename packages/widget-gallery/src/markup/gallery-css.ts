/**
 * The stylesheet of everything this package renders: a server puts it in the page (a `<style>`, or the page's
 * css field) with the markup, so the layout is there before any script runs and nothing shifts. PhotoSwipe's
 * and Swiper's own stylesheets come with their code, on first need.
 *
 * Devices follow the spec's image breakpoints (widgets §9): mobile below 640, tablet from 640, desktop from 960.
 */
export const GALLERY_CSS = `
.vg{--vg-gap:8px;--vg-cols:var(--vg-cols-m,2);margin:0}
@media (min-width:640px){.vg{--vg-cols:var(--vg-cols-t,4)}}
@media (min-width:960px){.vg{--vg-cols:var(--vg-cols-d,4)}}
.vg__grid{display:grid;grid-template-columns:repeat(var(--vg-cols),minmax(0,1fr));gap:var(--vg-gap);list-style:none;margin:0;padding:0}
.vg__cell{min-width:0}
.vg__item{position:relative;margin:0;display:flex;flex-direction:column;gap:6px}
.vg__media{display:block;position:relative;overflow:hidden;border-radius:var(--vg-radius,6px);background:var(--vg-placeholder,#e9e2d6);aspect-ratio:1/1}
.vg__media img{display:block;width:100%;height:100%;object-fit:cover}
a.vg__media:focus-visible{outline:3px solid var(--vg-accent,#8a4b1f);outline-offset:2px}
.vg--vertical .vg__media{aspect-ratio:3/4}
.vg--panoramic .vg__media{aspect-ratio:5/2}
.vg--pinterest .vg__grid{display:block;columns:var(--vg-cols);column-gap:var(--vg-gap)}
.vg--pinterest .vg__cell{break-inside:avoid;margin-bottom:var(--vg-gap)}
.vg--pinterest .vg__media{aspect-ratio:auto}
.vg--pinterest .vg__media img{height:auto}
.vg--asymetric .vg__grid{grid-auto-flow:dense}
.vg--asymetric .vg__cell--featured{grid-column:span 2;grid-row:span 2}
.vg--asymetric .vg__cell--featured .vg__item,.vg--asymetric .vg__cell--featured .vg__media{height:100%}
@media (max-width:639.98px){.vg--asymetric.vg--m1 .vg__cell--featured{grid-column:auto;grid-row:auto}}
.vg--asymetric2 .vg__cell,.vg--asymetric3 .vg__cell{display:grid;gap:var(--vg-gap);align-content:start}
.vg--asymetric2 .vg__cell{grid-template-columns:repeat(2,minmax(0,1fr))}
.vg--asymetric3 .vg__cell{grid-template-columns:repeat(3,minmax(0,1fr))}
.vg--asymetric2 .vg__item:first-child,.vg--asymetric3 .vg__item:first-child{grid-column:1/-1}
.vg--asymetric2 .vg__item:first-child .vg__media{aspect-ratio:2/1}
.vg--asymetric3 .vg__item:first-child .vg__media{aspect-ratio:3/2}
.vg__caption{font-size:.875rem;line-height:1.35}
.vg__title{display:block;font-weight:600}
.vg__text{display:block;opacity:.8}
.vg--text-none .vg__caption{display:none}
.vg--text-overlay .vg__caption,.vg--text-hover .vg__caption{position:absolute;left:0;right:0;bottom:0;padding:10px 12px;color:#fff;background:linear-gradient(transparent,rgba(20,14,8,.82));border-radius:0 0 var(--vg-radius,6px) var(--vg-radius,6px);pointer-events:none}
.vg--text-overlay .vg__text,.vg--text-hover .vg__text{opacity:.92}
.vg--text-hover .vg__caption{opacity:0;transition:opacity .2s}
.vg--text-hover .vg__item:hover .vg__caption,.vg--text-hover .vg__item:focus-within .vg__caption{opacity:1}
@media (hover:none){.vg--text-hover .vg__caption{opacity:1}}
.vg__toggle{display:none;margin:16px auto 0;font:inherit;padding:.55em 1.3em;border-radius:999px;border:1px solid currentColor;background:transparent;color:inherit;cursor:pointer}
.vg__toggle:focus-visible{outline:3px solid var(--vg-accent,#8a4b1f);outline-offset:2px}
@media (max-width:639.98px){.vg:not(.vg--all) .vg-beyond-mobile{display:none}.vg__toggle.vg-more-mobile{display:block}}
@media (min-width:640px) and (max-width:959.98px){.vg:not(.vg--all) .vg-beyond-tablet{display:none}.vg__toggle.vg-more-tablet{display:block}}
@media (min-width:960px){.vg:not(.vg--all) .vg-beyond-desktop{display:none}.vg__toggle.vg-more-desktop{display:block}}
.vg__item--pending{opacity:0}
.vg__item--entering{animation:vg-fade .6s ease-out both}
.vg--anim-zoom .vg__item--entering{animation-name:vg-zoom}
.vg--anim-slide-up .vg__item--entering{animation-name:vg-slide-up}
@keyframes vg-fade{from{opacity:0}to{opacity:1}}
@keyframes vg-zoom{from{opacity:0;transform:scale(.9)}to{opacity:1;transform:none}}
@keyframes vg-slide-up{from{opacity:0;transform:translateY(24px)}to{opacity:1;transform:none}}
@media (prefers-reduced-motion:reduce){.vg__item--pending{opacity:1}.vg__item--entering{animation:none}}
.vg-album__grid{display:grid;grid-template-columns:repeat(var(--vg-cols,3),minmax(0,1fr));gap:12px;list-style:none;margin:0;padding:0}
.vg-album{--vg-cols:2}
@media (min-width:640px){.vg-album{--vg-cols:3}}
@media (min-width:960px){.vg-album{--vg-cols:4}}
.vg-album__open{display:flex;flex-direction:column;gap:6px;width:100%;padding:0;border:0;background:none;font:inherit;color:inherit;text-align:left;cursor:pointer}
.vg-album__open:focus-visible,.vg-album__back:focus-visible{outline:3px solid var(--vg-accent,#8a4b1f);outline-offset:2px}
.vg-album__cover,.vg-album__photo{display:block;width:100%;aspect-ratio:1/1;object-fit:cover;border-radius:var(--vg-radius,6px);background:var(--vg-placeholder,#e9e2d6)}
.vg-album__name{font-weight:600}
.vg-album__count,.vg-album__likes{font-size:.85rem;opacity:.8}
.vg-album__back{display:inline-block;margin:0 0 12px;font:inherit;color:inherit;background:none;border:0;padding:0;text-decoration:underline;cursor:pointer}
.vg-album__back::first-letter{text-transform:uppercase}
.vg-album__heading{margin:0 0 12px;font-size:1.15rem}
.vg-album__figure{margin:0;display:flex;flex-direction:column;gap:4px;font-size:.9rem}
.vg-album__figure figcaption{display:flex;flex-direction:column;gap:2px}
.vg-album__status{margin:8px 0}
.vg-slider{position:relative;overflow:hidden;border-radius:var(--vg-radius,8px);aspect-ratio:var(--vg-ratio,16/9);background:var(--vg-placeholder,#e9e2d6)}
.vg-slider .swiper,.vg-slider .swiper-wrapper{height:100%}
.vg-slider .swiper-wrapper{display:flex;margin:0;padding:0;list-style:none}
.vg-slider .swiper-slide{flex-shrink:0;width:100%;height:100%;position:relative}
.vg-slider .swiper-slide img{display:block;width:100%;height:100%;object-fit:cover}
.vg-slider__caption{position:absolute;left:0;right:0;bottom:0;margin:0;padding:14px 18px;color:#fff;background:linear-gradient(transparent,rgba(20,14,8,.8));font-size:.95rem}
.vg-slider__nav{position:absolute;top:50%;z-index:2;transform:translateY(-50%);width:44px;height:44px;border-radius:50%;border:0;background:rgba(255,255,255,.88);color:#2b1d12;font-size:22px;line-height:1;cursor:pointer;display:none}
.vg-slider--live .vg-slider__nav{display:block}
.vg-slider__nav:focus-visible{outline:3px solid var(--vg-accent,#8a4b1f);outline-offset:2px}
.vg-slider__nav--prev{left:12px}.vg-slider__nav--next{right:12px}
.vg-slider__pagination{position:absolute;z-index:2;bottom:10px;left:0;right:0;display:flex;justify-content:center;gap:6px}
.vg-slider__pagination .swiper-pagination-bullet{width:10px;height:10px;border-radius:50%;background:rgba(255,255,255,.6);border:0;padding:0;cursor:pointer}
.vg-slider__pagination .swiper-pagination-bullet-active{background:#fff}
.vg-bg{position:relative;isolation:isolate}
.vg-bg__slides{position:absolute;inset:0;z-index:-1;overflow:hidden;margin:0;padding:0;list-style:none}
.vg-bg__slide{position:absolute;inset:0;opacity:0;transition-property:opacity,transform;transition-timing-function:ease-in-out;transition-duration:var(--vg-bg-transition,.75s)}
.vg-bg__slide img{width:100%;height:100%;object-fit:cover;display:block}
.vg-bg__slide--current{opacity:1;transform:none}
.vg-bg--slideLeft .vg-bg__slide,.vg-bg--slideRight .vg-bg__slide,.vg-bg--slideTop .vg-bg__slide,.vg-bg--slideBottom .vg-bg__slide{opacity:1}
.vg-bg--slideLeft .vg-bg__slide:not(.vg-bg__slide--current){transform:translateX(100%)}
.vg-bg--slideRight .vg-bg__slide:not(.vg-bg__slide--current){transform:translateX(-100%)}
.vg-bg--slideTop .vg-bg__slide:not(.vg-bg__slide--current){transform:translateY(100%)}
.vg-bg--slideBottom .vg-bg__slide:not(.vg-bg__slide--current){transform:translateY(-100%)}
.vg-bg__slide--leaving{z-index:0}
.vg-bg--slideLeft .vg-bg__slide--leaving{transform:translateX(-100%)!important}
.vg-bg--slideRight .vg-bg__slide--leaving{transform:translateX(100%)!important}
.vg-bg--slideTop .vg-bg__slide--leaving{transform:translateY(-100%)!important}
.vg-bg--slideBottom .vg-bg__slide--leaving{transform:translateY(100%)!important}
.vg-bg__slide--parked{transition:none}
@media (prefers-reduced-motion:reduce){.vg-bg__slide{transition:none}}
`.trim();
