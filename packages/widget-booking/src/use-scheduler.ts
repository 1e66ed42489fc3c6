import type { WidgetContext } from '@vitrine/widget-api';
import { useLayoutEffect, useState } from 'react';
import { injectBookingStyles, openScheduler } from './scheduler';

/**
 * The booking widgets' click: nothing in the editor (spec widgets §6); otherwise the scheduler opens over the
 * page, its script loaded on this first click. A second click while it loads is ignored. A failure is logged to
 * the console only (spec widgets §8): a booking that could not open has nothing to tell the visitor but the
 * link itself, which still points at the scheduling page.
 */
export function useScheduler(context: WidgetContext<unknown>, widget: string) {
  const [busy, setBusy] = useState(false);
  useLayoutEffect(injectBookingStyles, []);
  async function open(url: string) {
    if (context.inEditor || busy) return;
    setBusy(true);
    try {
      await openScheduler(document, url);
    } catch (error) {
      console.error(`[vitrine] [${widget}] the scheduler could not be opened`, error);
    } finally {
      if (!context.signal.aborted) setBusy(false);
    }
  }
  return { busy, open };
}
