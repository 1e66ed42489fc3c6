import { MarkupAttribute } from '../markup/attributes';
import type { CustomWidgetSources } from './custom-widgets';

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
