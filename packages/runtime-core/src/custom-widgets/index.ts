// The custom-widgets chunk: loaded the first time a page has an element with `data-widget-id`, so pages
// without custom widgets never download it, nor jQuery.
import type { RunningFeature } from '../boot/lazy-features';
import type { CustomWidgetSources, CustomWidgetsOptions } from './custom-widgets';
import { CustomWidgets } from './custom-widgets';
import { readDocumentSources } from './document-sources';

export interface CustomWidgetsFeatureOptions extends Omit<CustomWidgetsOptions, 'api'> {
  /** The complete public API (`window.dmAPI` once ready). */
  api: () => Promise<unknown>;
  /** The custom widgets of the page on screen, once it came with a navigation. */
  pageSources: () => CustomWidgetSources | undefined;
}

export async function startCustomWidgets(options: CustomWidgetsFeatureOptions): Promise<RunningFeature> {
  const { doc, api, pageSources } = options;
  const widgets = new CustomWidgets({ ...options, api: await api() });
  widgets.setSources(pageSources() ?? readDocumentSources(doc));
  void widgets.start(doc);
  return {
    refresh(root) {
      const sources = pageSources();
      if (sources) widgets.setSources(sources);
      void widgets.start(root);
    },
    stop() {},
  };
}
