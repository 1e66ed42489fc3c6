/**
 * The markup a server renders for a widget (docs/markup.md). Core's `MarkupAttribute` uses the same names.
 */
export const WidgetAttribute = {
  /** On a widget's element: the widget's name, as given to `defineWidget`. */
  widget: 'data-vitrine-widget',
  /** On a widget's element: its configuration as a JSON object, checked with the widget's schema. */
  config: 'data-vitrine-widget-config',
  /** On a widget's element: the id of this instance on the site (spec §3 widget data attributes). */
  id: 'data-widget-id',
  /** On a widget's element: the version of the widget the page was published with. */
  version: 'data-widget-version',
  /** On a widget's element: `false` starts it at once; anything else waits until it scrolls into view. */
  lazyLoad: 'data-lazy-load',
  /** On a widget's element: URL of the ES module that registers the widget, imported on first need. */
  module: 'data-vitrine-widget-module',
} as const;

/**
 * On a widget's element: the template rendered it above the fold, so it is in view as the page opens. Core does
 * not read it; servers do, to name the widget's code in preload hints (runtime-core's `widgetPreloadHints`).
 */
export const ABOVE_FOLD_ATTRIBUTE = 'data-vitrine-above-fold';

/** The selector a widget claims when its definition names none. */
export function widgetSelector(name: string): string {
  return `[${WidgetAttribute.widget}="${name.replace(/["\\]/g, '\\$&')}"]`;
}

// Each optional field takes `undefined` too, so a template may pass a value it may not have under
// `exactOptionalPropertyTypes` (`module: onCdn ? url : undefined`).
export interface WidgetMarkup {
  name: string;
  config?: unknown;
  id?: string | undefined;
  version?: string | undefined;
  lazyLoad?: boolean | undefined;
  module?: string | undefined;
  /** The template places it above the fold: the server hints its code so it downloads beside core's. */
  aboveFold?: boolean | undefined;
}

/** The attributes of a widget's element, for servers and templates rendering one. */
export function widgetAttributes({
  name,
  config,
  id,
  version,
  lazyLoad,
  module,
  aboveFold,
}: WidgetMarkup): Record<string, string> {
  const attributes: Record<string, string> = { [WidgetAttribute.widget]: name };
  if (config !== undefined) attributes[WidgetAttribute.config] = JSON.stringify(config);
  if (id !== undefined) attributes[WidgetAttribute.id] = id;
  if (version !== undefined) attributes[WidgetAttribute.version] = version;
  if (lazyLoad !== undefined) attributes[WidgetAttribute.lazyLoad] = String(lazyLoad);
  if (module !== undefined) attributes[WidgetAttribute.module] = module;
  if (aboveFold) attributes[ABOVE_FOLD_ATTRIBUTE] = '';
  return attributes;
}
