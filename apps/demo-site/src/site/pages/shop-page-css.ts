/** The shop page's own styles: the static product browser as a grid of cards, the search form, the note. */
export const SHOP_PAGE_CSS = [
  '.shop{margin:1.5rem 0 3rem}',
  '.vitrine-store-search{display:flex;gap:.5rem;align-items:end;flex-wrap:wrap;margin-bottom:1.25rem}',
  '.vitrine-store-search input{font:inherit;padding:.45rem .6rem;border:1px solid #b9ab95;border-radius:6px;min-width:14rem}',
  '.vitrine-store-search button{font:inherit;padding:.45rem 1rem;border:0;border-radius:6px;background:#7a4a21;color:#fff;cursor:pointer}',
  '.vitrine-store-categories{display:flex;gap:1rem;list-style:none;padding:0;margin:0 0 1rem;flex-wrap:wrap}',
  '.vitrine-store-categories a[aria-current=page]{font-weight:700}',
  '.vitrine-store-products{display:grid;grid-template-columns:repeat(auto-fill,minmax(13rem,1fr));gap:1.25rem;list-style:none;padding:0}',
  '.vitrine-store-product img,.vitrine-store-product-details img{display:block;width:100%;height:auto;border-radius:8px;background:#f3ead9}',
  '.vitrine-store-product-details img{max-width:24rem}',
  '.vitrine-store-product h3{margin:.5rem 0 .25rem;font-size:1.05rem}',
  '.vitrine-store-price{font-weight:600;margin:0 0 .25rem}',
  '[data-vitrine-store-note]{padding:.75rem 1rem;border-radius:6px;background:#fff4d6;border:1px solid #e6c66b;margin:0 0 1rem}',
].join('');
