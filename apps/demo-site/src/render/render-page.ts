import type { ExtensionToRender, PageCssField } from '@vitrine/runtime-core/protocol';
import { PAGE_CSS_FIELDS } from '@vitrine/runtime-core/protocol';
import type { Device } from '@vitrine/widget-api';
import type { ReactNode } from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlogRequest, ContentPage, Publication, StoreRequest } from '../site/site-page';
import { InsiteScripts } from './InsiteScripts';
import { inlineExtensions } from './inline-extensions';
import { PageHead } from './PageHead';
import { ScriptNonce } from './script-nonce';

/** One page rendered once; the HTML document and the page JSON are both assembled from this. */
export interface RenderedPage {
  page: ContentPage;
  publication: Publication;
  /** Exactly the children of the content container. */
  contentHtml: string;
  /** The page's head elements, each marked `data-vitrine-head`. */
  headHtml: string;
  /** The page's `insite_scripts`: the site's scripts, then its own. */
  insiteHtml: string;
  /** The non-empty css fields, in protocol order. */
  css: [PageCssField, string][];
  cssLinks: string[];
  /** `extensionsToRender`: for a document, only the extensions not already written into its content. */
  extensions: readonly ExtensionToRender[];
}

/**
 * Renders a page. `nonce` is the HTML document's CSP nonce, carried by every script it renders; page JSON
 * has none (core gives inserted scripts the nonce of the document they join). `origin` is the site's public
 * origin, which the head's absolute addresses (the `hreflang` alternates) are made from. `extensionHtml`, for a
 * document, writes the page's extensions into its content (`inlineExtensions`); page JSON leaves them to core.
 */
export function renderPage(
  page: ContentPage,
  publication: Publication,
  {
    nonce,
    store,
    blog,
    device,
    extensionHtml,
    origin,
  }: {
    nonce?: string;
    store?: StoreRequest;
    blog?: BlogRequest;
    device?: Device;
    extensionHtml?: (extId: string) => string | undefined;
    origin: string;
  },
): RenderedPage {
  const html = (node: ReactNode) =>
    renderToStaticMarkup(createElement(ScriptNonce.Provider, { value: nonce }, node));
  const content = html(
    createElement(page.Content, {
      publication,
      device,
      ...(store ? { store } : {}),
      ...(blog ? { blog } : {}),
    }),
  );
  const { contentHtml, remaining } =
    extensionHtml && nonce !== undefined
      ? inlineExtensions(content, page.extensions ?? [], extensionHtml, nonce)
      : { contentHtml: content, remaining: [...(page.extensions ?? [])] };
  return {
    page,
    publication,
    contentHtml,
    extensions: remaining,
    headHtml: html(createElement(PageHead, { page, origin })),
    insiteHtml: html(createElement(InsiteScripts, { page })),
    css: PAGE_CSS_FIELDS.flatMap((field) => {
      const css = page.css?.[field];
      return css ? [[field, css] as [PageCssField, string]] : [];
    }),
    cssLinks: page.cssLink ? [page.cssLink] : [],
  };
}
