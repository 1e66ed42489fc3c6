import { WidgetAttribute, whenReached } from '@vitrine/widget-api';

/**
 * When a widget element starts (core-runtime spec §4, one rule for package and custom widgets): when the visitor
 * reaches it (`whenReached`), or at once in the editor or when the element says `data-lazy-load="false"`.
 * `start` runs once; the function returned stops waiting (it does nothing once started).
 */
export function startWhenReached(
  element: Element,
  { win, inEditor }: { win: Window; inEditor: boolean },
  start: () => void,
): () => void {
  const lazyLoad = element.getAttribute(WidgetAttribute.lazyLoad)?.trim().toLowerCase();
  if (!inEditor && lazyLoad !== 'false') return whenReached(element, start, { win });
  start();
  return () => {};
}
