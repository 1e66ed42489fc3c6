// The custom-widgets chunk: loaded the first time a page has an element with `data-widget-id`, so pages
// without custom widgets never download it, nor jQuery.
import type { RunningFeature } from '../chunks/lazy-features';
import type { CustomWidgetSources } from '../markup/custom-widgets';
import { readDocumentSources } from '../markup/custom-widgets';
import type { PageFeatureParts } from '../page-features';
import type { CustomWidgetsOptions } from './custom-widgets';
import { CustomWidgets } from './custom-widgets';

export interface CustomWidgetsFeatureOptions extends Omit<CustomWidgetsOptions, 'api'> {
  /** The complete public API (`window.dmAPI` once ready). */
  api: () => Promise<unknown>;
  /** The custom widgets of the page on screen, once it came with a navigation. */
  pageSources: () => CustomWidgetSources | undefined;
  /** The custom widgets of the page the open popup shows, if any (its answer has its own `customwidgetjs`). */
  popupSources?: () => CustomWidgetSources | undefined;
}

/** The feature as boot starts it, from the parts core shares: its wiring comes with its chunk, not with boot. */
export function startPageCustomWidgets(parts: PageFeatureParts): Promise<RunningFeature> {
  const { win, doc, mode, config, page, services, overlays, jqueryUrl, reportError } = parts;
  return startCustomWidgets({
    win,
    doc,
    jqueryUrl,
    api: () =>
      (win as Window & { dmAPI?: { ready?: Promise<unknown> } }).dmAPI?.ready ?? Promise.resolve(undefined),
    pageSources: () => page().pageContent,
    popupSources: () => overlays.loaded?.popups.shownContent,
    loadCollection: (name) => services().then(({ collections }) => collections.get(name)),
    reportError,
    context: () => ({
      device: config.device,
      inEditor: mode === 'editor',
      page: page().pageAlias,
      siteId: config.siteAlias,
      locale: doc.documentElement.lang || 'en',
      accountId: config.externalUid,
    }),
  });
}

export async function startCustomWidgets(options: CustomWidgetsFeatureOptions): Promise<RunningFeature> {
  const { doc, api, pageSources, popupSources } = options;
  const widgets = new CustomWidgets({ ...options, api: await api() });
  widgets.setSources(pageSources() ?? readDocumentSources(doc));
  const popup = popupSources?.();
  if (popup) widgets.setSources(popup);
  void widgets.start(doc);
  return {
    refresh(root) {
      // The page or popup they were on is gone: the elements will never be reached.
      widgets.stopWaiting();
      const sources = pageSources();
      if (sources) widgets.setSources(sources);
      const popup = popupSources?.();
      if (popup) widgets.setSources(popup);
      void widgets.start(root);
    },
    stop() {
      widgets.stopWaiting(true);
    },
  };
}
