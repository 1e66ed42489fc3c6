// The extensions chunk: loaded the first time a page lists `extensionsToRender` (in its page JSON, or in the
// first document's `data-vitrine-extensions` element), so other pages never download it.
import type { RunningFeature } from '../chunks/lazy-features';
import type { SiteConfig } from '../config/site-config';
import type { Page } from '../events/navigation-events';
import { MarkupAttribute } from '../markup/attributes';
import { ScriptRunner } from '../navigation/script-runner';
import { Extensions } from './extensions';

export interface ExtensionsFeatureOptions {
  win: Window;
  doc: Document;
  config: SiteConfig;
  /** The page on screen. */
  page: () => Page;
  reportError?: (message: string, error: unknown) => void;
}

export function startExtensions({
  win,
  doc,
  config,
  page,
  reportError,
}: ExtensionsFeatureOptions): RunningFeature {
  const extensions = new Extensions({
    win,
    doc,
    siteAlias: config.siteAlias,
    device: config.device,
    scripts: new ScriptRunner({ win, doc, reportError }),
    reportError,
  });
  let rendered: Page | undefined;
  // Told about every page change and popup: only a new page (or a page re-rendered in place) has new placeholders.
  const renderPage = (): void => {
    const shown = page();
    if (shown === rendered) return;
    rendered = shown;
    const entries = shown.pageContent ? shown.pageContent.extensionsToRender : readDocumentExtensions(doc);
    void extensions.render(entries, shown.pageAlias);
  };
  renderPage();
  return { refresh: renderPage, stop: () => extensions.stop() };
}

/** The first document's `extensionsToRender`: `<script type="application/json" data-vitrine-extensions>`. */
export function readDocumentExtensions(doc: Document): unknown {
  const element = doc.querySelector(`script[${MarkupAttribute.extensions}]`);
  if (!element) return [];
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    console.error('[vitrine] the extensions element does not hold JSON');
    return [];
  }
}
