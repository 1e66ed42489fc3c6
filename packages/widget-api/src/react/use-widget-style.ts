import { useLayoutEffect } from 'react';
import { injectStyleOnce } from '../styles';

/**
 * A React widget's own stylesheet (`injectStyleOnce`): in the document before the widget's first paint, once
 * per document however many of the widget render.
 */
export function useWidgetStyle(id: string, css: string): void {
  useLayoutEffect(() => injectStyleOnce(id, css), [id, css]);
}
