import type { PageCssField } from '@vitrine/runtime-core/protocol';
import { PAGE_CSS_FIELDS } from '@vitrine/runtime-core/protocol';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ContentPage, Publication } from '../site/site-page';
import { PageHead } from './PageHead';

/** One page rendered once; the HTML document and the page JSON are both assembled from this. */
export interface RenderedPage {
  page: ContentPage;
  publication: Publication;
  /** Exactly the children of the content container. */
  contentHtml: string;
  /** The page's head elements, each marked `data-vitrine-head`. */
  headHtml: string;
  /** The non-empty css fields, in protocol order. */
  css: [PageCssField, string][];
  cssLinks: string[];
}

export function renderPage(page: ContentPage, publication: Publication): RenderedPage {
  return {
    page,
    publication,
    contentHtml: renderToStaticMarkup(createElement(page.Content, { publication })),
    headHtml: renderToStaticMarkup(createElement(PageHead, { page })),
    css: PAGE_CSS_FIELDS.flatMap((field) => {
      const css = page.css?.[field];
      return css ? [[field, css] as [PageCssField, string]] : [];
    }),
    cssLinks: page.cssLink ? [page.cssLink] : [],
  };
}
