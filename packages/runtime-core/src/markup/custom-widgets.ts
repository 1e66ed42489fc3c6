import type { CustomWidgetJs } from '../protocol/page-response';
import { encodeBase64 } from '../util/base64';
import { MarkupAttribute } from './attributes';

/** The global custom-widget code registers through (see `customWidgetScript`). */
export const CUSTOM_WIDGET_GLOBAL = '__vitrineCustomWidgets';

/**
 * A custom widget's code (the body of `function (element, data, api)`, as owners write it) as the script core
 * runs: it registers the function under the widget's id and version. Servers that host the code at a URL
 * (`customwidgetjs[].url`) serve exactly this; core builds the same text itself from `js` otherwise.
 */
export function customWidgetScript(widgetId: string, version: string, code: string): string {
  return `window.${CUSTOM_WIDGET_GLOBAL}.define(${JSON.stringify(widgetId)},${JSON.stringify(version)},function(element,data,api){\n${code}\n});`;
}

/** One `customwidgetjs` entry: the code in base64, and where the server hosts it wrapped. */
export function customWidgetJsEntry(widgetId: string, version: string, code: string, url?: string) {
  return { widgetId, version, js: encodeBase64(code), ...(url ? { url } : {}) };
}

/** A page's custom widgets: its `customwidgetjs` and `customwidgetstrings`. */
export interface CustomWidgetSources {
  customwidgetjs?: readonly CustomWidgetJs[] | null | undefined;
  customwidgetstrings?: unknown;
}

/** The first document's custom widgets: `<script type="application/json" data-vitrine-custom-widgets>`. */
export function readDocumentSources(doc: Document): CustomWidgetSources {
  const element = doc.querySelector(`script[${MarkupAttribute.customWidgets}]`);
  if (!element) return {};
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (typeof parsed === 'object' && parsed !== null) return parsed as CustomWidgetSources;
  } catch {
    // Reported below.
  }
  console.error('[vitrine] the custom widgets element does not hold a JSON object');
  return {};
}
