import { consentAllows, THIRD_PARTY_PROVIDERS, type WidgetContext } from '@vitrine/widget-api';
import { ThirdPartyFacade } from '@vitrine/widget-api/react';
import { createElement, type ReactNode, useLayoutEffect, useState } from 'react';
import { injectBookingStyles, openScheduler } from './scheduler';

/**
 * The booking widgets' click: nothing in the editor (spec widgets §6); otherwise the scheduler opens over the
 * page, its script loaded on this first click. A second click while it loads is ignored. A failure is logged to
 * the console only (spec widgets §8): a booking that could not open has nothing to tell the visitor but the
 * link itself, which still points at the scheduling page. While the visitor has not allowed the provider's
 * category, the click brings up the consent facade instead (`facade`, rendered under the button, focused), and
 * its Load once or Always allow opens the scheduler.
 */
export function useScheduler(
  context: WidgetContext<unknown>,
  widget: string,
): { busy: boolean; open(url: string): Promise<void>; facade: ReactNode } {
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<string | undefined>(undefined);
  useLayoutEffect(injectBookingStyles, []);
  const provider = THIRD_PARTY_PROVIDERS.calendly;

  async function schedule(url: string) {
    setBusy(true);
    try {
      await openScheduler(document, url);
    } catch (error) {
      console.error(`[vitrine] [${widget}] the scheduler could not be opened`, error);
    } finally {
      if (!context.signal.aborted) setBusy(false);
    }
  }
  async function open(url: string) {
    if (context.inEditor || busy) return;
    if (consentAllows(provider.category)) return schedule(url);
    setAsking(url);
  }
  const facade =
    asking === undefined
      ? null
      : createElement(ThirdPartyFacade, {
          provider,
          content: 'booking',
          focus: true,
          onAllowed: (choice) => {
            setAsking(undefined);
            // Allowed elsewhere (the notice): the visitor clicks the button again when they want it.
            if (choice !== 'answer') void schedule(asking);
          },
        });
  return { busy, open, facade };
}
