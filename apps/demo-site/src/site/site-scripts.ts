import type { InsiteScript } from './site-page';

/**
 * The site's analytics snippet, in every page's `insite_scripts`: one page view for the document load, then one
 * per in-page navigation (`vitrine:page-load`). It runs once per document (`data-vitrine-run="once"`), so the
 * listener is never added twice; docs/runtime-core.md gives the same recipe for site owners.
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
  { id: 'harbor-analytics', code: ANALYTICS_SNIPPET, runOnce: true },
];
