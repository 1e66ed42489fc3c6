import type { InsiteScript } from './site-page';

/**
 * The first lines of Google's tag snippet, in every document's head before core: with `dataLayer` and `gtag`
 * defined, core tells Google's tags the visitor's consent (`gtag('consent', 'default' | 'update', …)`,
 * docs/consent.md). The demo loads no tag from Google; its analytics snippet below pushes to the same layer.
 */
export const GOOGLE_TAG_SETUP = `window.dataLayer = window.dataLayer || [];
function gtag() { dataLayer.push(arguments); }`;

/**
 * The site's analytics snippet, in every page's `insite_scripts`: one page view for the document load, then one
 * per in-page navigation (`vitrine:page-load`). It runs once per document (`data-vitrine-run="once"`), so the
 * listener is never added twice; docs/runtime-core.md gives the same recipe for site owners. It is held as
 * `analytics` (docs/consent.md): a visitor who declined is not counted, and one who accepts later is counted
 * from then on.
 */
export const ANALYTICS_SNIPPET = `(function () {
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  function pageView() {
    dataLayer.push({ event: 'page_view', page_path: location.pathname + location.search, page_title: document.title });
  }
  pageView();
  document.addEventListener('vitrine:page-load', pageView);
})();`;

/** What every page's `insite_scripts` starts with. */
export const SITE_INSITE_SCRIPTS: readonly InsiteScript[] = [
  { id: 'harbor-analytics', code: ANALYTICS_SNIPPET, runOnce: true, category: 'analytics' },
];
