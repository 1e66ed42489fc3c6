import type { PreloadHint } from '@vitrine/runtime-core/markup';
import { ChromeFeature, MarkupAttribute } from '@vitrine/runtime-core/markup';
import { API_ORIGIN_META } from '@vitrine/widget-api';
import { chromeTexts } from '../site/chrome-texts';
import { SiteDrawer } from '../site/components/SiteDrawer';
import { SiteFooter } from '../site/components/SiteFooter';
import { SiteHeader } from '../site/components/SiteHeader';
import { customWidgetJs } from '../site/custom-widgets';
import { pageLanguage } from '../site/languages';
import { markupFlag } from '../site/markup-flag';
import { GOOGLE_TAG_SETUP } from '../site/site-scripts';
import { PageHead } from './PageHead';
import type { RenderedPage } from './render-page';
import { PageScript, ScriptNonce } from './script-nonce';

export interface DocumentProps {
  rendered: RenderedPage;
  canonicalUrl: string;
  /** The exact import map text; its hash is in the Content-Security-Policy. */
  importMap: string;
  /** `serializeSiteParams(…)` output. */
  siteParams: string;
  runtimeScript: string;
  /** This response's CSP nonce: on every script, and in the `csp-nonce` meta tag for the scripts core inserts. */
  nonce: string;
  /** A protected page (or its password form): marked so core never keeps it in its page cache. */
  passwordProtected?: boolean;
  /** Where the page's platform calls go, when not to the document's own origin (docs/markup.md). */
  apiOrigin?: string | undefined;
  /**
   * `widgetPreloadHints(…)` of the page: what its widgets in view need, requested beside core. Written by
   * `renderDocument` after core's script, not rendered here (see there).
   */
  preloadHints?: readonly PreloadHint[];
}

/** The whole HTML document of a site page. Its content container holds the page JSON's `content`, verbatim. */
export function Document({
  rendered,
  canonicalUrl,
  importMap,
  siteParams,
  runtimeScript,
  nonce,
  passwordProtected = false,
  apiOrigin,
}: DocumentProps) {
  const { page, publication } = rendered;
  const language = pageLanguage(page.alias).code;
  const customWidgets = page.customWidgets?.length
    ? {
        customwidgetjs: customWidgetJs(page.customWidgets),
        ...(page.customWidgetStrings ? { customwidgetstrings: page.customWidgetStrings } : {}),
      }
    : undefined;
  return (
    <ScriptNonce.Provider value={nonce}>
      <html
        lang={language}
        {...{ [MarkupAttribute.pageUuid]: publication.uuid }}
        {...(passwordProtected ? markupFlag(MarkupAttribute.passwordProtected) : {})}
      >
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="csp-nonce" content={nonce} />
          {apiOrigin ? <meta name={API_ORIGIN_META} content={apiOrigin} /> : null}
          <title>{page.title}</title>
          <link rel="canonical" href={canonicalUrl} />
          <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
          <link rel="stylesheet" href="/assets/site.css" />
          <PageScript code={GOOGLE_TAG_SETUP} />
          <PageHead page={page} origin={new URL(canonicalUrl).origin} />
          {rendered.css.map(([field, css]) => (
            <style key={field} {...{ [MarkupAttribute.css]: field }}>
              {css}
            </style>
          ))}
          {rendered.cssLinks.map((href) => (
            <link key={href} rel="stylesheet" href={href} {...markupFlag(MarkupAttribute.cssLink)} />
          ))}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the import map is our own constant JSON, hashed into the CSP */}
          <script type="importmap" nonce={nonce} dangerouslySetInnerHTML={{ __html: importMap }} />
          <script type="module" src={runtimeScript} nonce={nonce} />
        </head>
        <body>
          <a className="skip-link" href="#vitrine-content">
            {chromeTexts(language).skipToContent}
          </a>
          <SiteHeader
            currentAlias={page.section ?? page.alias}
            currentPath={new URL(canonicalUrl).pathname}
          />
          <SiteDrawer currentAlias={page.section ?? page.alias} />
          <main
            id="vitrine-content"
            tabIndex={-1}
            {...markupFlag(MarkupAttribute.content)}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by React from our own page component
            dangerouslySetInnerHTML={{ __html: rendered.contentHtml }}
          />
          <SiteFooter currentAlias={page.alias} />
          {/* Filled and shown by core's cookie notice, once per visitor. */}
          <section id="cookie-notice" {...markupFlag(ChromeFeature.cookieNotice)} hidden />
          <script
            type="application/json"
            {...markupFlag(MarkupAttribute.siteParams)}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: data, not code; serializeSiteParams escapes `<`
            dangerouslySetInnerHTML={{ __html: siteParams }}
          />
          {customWidgets ? (
            <script
              type="application/json"
              {...markupFlag(MarkupAttribute.customWidgets)}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: data, not code; `<` is escaped
              dangerouslySetInnerHTML={{ __html: jsonData(customWidgets) }}
            />
          ) : null}
          {rendered.extensions.length ? (
            <script
              type="application/json"
              {...markupFlag(MarkupAttribute.extensions)}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: data, not code; `<` is escaped
              dangerouslySetInnerHTML={{ __html: jsonData(rendered.extensions) }}
            />
          ) : null}
          {/* insite_scripts: last in the body, where core puts them after an in-page navigation too. */}
          <div
            {...markupFlag(MarkupAttribute.insiteScripts)}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by React from the site's own scripts
            dangerouslySetInnerHTML={{ __html: rendered.insiteHtml }}
          />
        </body>
      </html>
    </ScriptNonce.Provider>
  );
}

/** JSON for a `<script type="application/json">`: `<` escaped so no value can close the element early. */
function jsonData(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
