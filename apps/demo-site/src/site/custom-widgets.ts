import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  customWidgetJsEntry,
  customWidgetScript,
  encodeBase64Json,
  MarkupAttribute,
} from '@vitrine/runtime-core/markup';
import { ABOVE_FOLD_ATTRIBUTE } from '@vitrine/widget-api/constants';
import { APP_ROOT } from '../app-paths';

/** Owner-written custom widget code, kept as the builder's editor would store it (`custom-widgets/*.js`). */
const CUSTOM_WIDGETS_DIR = join(APP_ROOT, 'custom-widgets');

export interface CustomWidgetDefinition {
  widgetId: string;
  version: string;
  file: string;
}

export const CUSTOM_WIDGETS: readonly CustomWidgetDefinition[] = [
  { widgetId: 'baguette-countdown', version: '1.1.0', file: 'baguette-countdown.js' },
  { widgetId: 'upcoming-events', version: '1.0.0', file: 'upcoming-events.js' },
  { widgetId: 'delivery-check', version: '1.0.0', file: 'delivery-check.js' },
  { widgetId: 'market-countdown', version: '1.0.0', file: 'market-countdown.js' },
  { widgetId: 'stall-note', version: '1.0.0', file: 'stall-note.js' },
];

export function findCustomWidget(widgetId: string, version: string): CustomWidgetDefinition | undefined {
  return CUSTOM_WIDGETS.find((widget) => widget.widgetId === widgetId && widget.version === version);
}

const codeCache = new Map<string, string>();
function codeOf(widget: CustomWidgetDefinition): string {
  let code = codeCache.get(widget.file);
  if (code === undefined) {
    code = readFileSync(join(CUSTOM_WIDGETS_DIR, widget.file), 'utf8');
    codeCache.set(widget.file, code);
  }
  return code;
}

/** Where this server hosts a widget's code, wrapped: runs under the site's CSP without `blob:`. */
export function customWidgetUrl(widget: CustomWidgetDefinition): string {
  return `/_dm/s/rt/custom-widgets/${encodeURIComponent(widget.widgetId)}/${encodeURIComponent(widget.version)}.js`;
}

export function hostedCustomWidgetScript(widget: CustomWidgetDefinition): string {
  return customWidgetScript(widget.widgetId, widget.version, codeOf(widget));
}

/** The page's `customwidgetjs`: every widget it uses, once. */
export function customWidgetJs(widgetIds: readonly string[]) {
  return CUSTOM_WIDGETS.filter((widget) => widgetIds.includes(widget.widgetId)).map((widget) =>
    customWidgetJsEntry(widget.widgetId, widget.version, codeOf(widget), customWidgetUrl(widget)),
  );
}

/**
 * The attributes of a custom widget's element. `aboveFold`: the template places it in the first screen, so its
 * code and jQuery are hinted to download beside core (core starts it when it is reached, as package widgets).
 */
export function customWidgetAttributes(
  widgetId: string,
  config: Record<string, unknown>,
  { aboveFold = false }: { aboveFold?: boolean } = {},
): Record<string, string> {
  const widget = CUSTOM_WIDGETS.find((candidate) => candidate.widgetId === widgetId);
  if (!widget) throw new Error(`No custom widget "${widgetId}"`);
  return {
    [MarkupAttribute.widgetId]: widget.widgetId,
    [MarkupAttribute.widgetVersion]: widget.version,
    [MarkupAttribute.customWidgetConfig]: encodeBase64Json(config),
    ...(aboveFold ? { [ABOVE_FOLD_ATTRIBUTE]: '' } : {}),
  };
}
