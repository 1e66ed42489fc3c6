import type { Logger } from './logger';

/** CSS properties by their CSS names (`background-color`, `--accent`), as `style.setProperty` takes them. */
export type StyleProperties = Record<string, string | null | undefined>;

/**
 * Sets inline styles on an element found by selector (or given directly). A missing element is not an
 * exception for the page (a site owner may have deleted it) but a fault to fix: it is logged at ERROR
 * (spec §8) and `false` is returned. A `null` or `undefined` value removes the property.
 */
export function styleElement(
  target: Element | string | null | undefined,
  styles: StyleProperties,
  { logger, root = document }: { logger: Pick<Logger, 'error'>; root?: ParentNode },
): boolean {
  let element: Element | null | undefined;
  try {
    element = typeof target === 'string' ? root.querySelector(target) : target;
  } catch {
    element = undefined; // not a valid selector: as missing as an element can be
  }
  const style = (element as (Element & ElementCSSInlineStyle) | null | undefined)?.style;
  if (!element || !style) {
    logger.error(`Cannot style a missing element: ${typeof target === 'string' ? target : String(target)}`);
    return false;
  }
  for (const [property, value] of Object.entries(styles)) {
    if (value === null || value === undefined) style.removeProperty(property);
    else style.setProperty(property, value);
  }
  return true;
}
